import { z } from 'zod';
import { ADMIN_ANALYTICS_RANGES, ANALYTICS_RANGES } from '../domain/analytics-math.ts';

const count = z.number().int().min(0);
const percent = z.number().nullable();
const rangeKeys = Object.keys(ANALYTICS_RANGES) as [keyof typeof ANALYTICS_RANGES, ...(keyof typeof ANALYTICS_RANGES)[]];

export const analyticsRangeQuerySchema = z.object({
  range: z.enum(rangeKeys, { error: 'Time range must be one of 1d, 7d, 30d or 90d' }).default('7d'),
});

const popularItem = z.object({ id: z.string(), title: z.string(), voteCount: z.number().int(), averageRating: z.number() });
const distribution = z.array(z.object({ label: z.string(), count }));

export const analyticsOverviewSchema = z.object({
  figures: z.object({
    publishedCaseStudies: count,
    publishedTactics: count,
    /** Votes + bookmarks + discussions. */
    totalEngagement: count,
    /** Of every star given to published content; null before the first rating. */
    averageRating: z.number().nullable(),
    ratingCount: count,
  }),
  popular: z.object({ caseStudies: z.array(popularItem), tactics: z.array(popularItem) }),
  recent: z.array(z.object({ kind: z.enum(['case_study', 'tactic', 'discussion']), id: z.string(), title: z.string(), createdAt: z.string() })),
  regions: distribution,
  categories: distribution,
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

const rangeFields = { range: z.enum(rangeKeys), from: z.string(), to: z.string() };

export const contentPerformanceSchema = z.object({
  ...rangeFields,
  items: z.array(
    z.object({
      kind: z.string(),
      id: z.string(),
      title: z.string(),
      href: z.string().nullable(),
      views: count,
      /** Browser tabs that first opened the item in the range: the population of both rates. */
      readers: count,
      engagements: count,
      clicks: count,
      /** Share of the readers who voted, bookmarked, rated, discussed or shared it, in percent. */
      engagementRate: percent,
      /** Share of the readers who clicked on from its page, in percent. */
      conversionRate: percent,
    }),
  ),
  pages: z.array(z.object({ path: z.string(), views: count })),
});
export type ContentPerformance = z.infer<typeof contentPerformanceSchema>;

export const platformMetricsSchema = z.object({
  ...rangeFields,
  activeUsers: count,
  signUps: count,
  previousSignUps: count,
  /** Percent change of sign-ups against the range before; null when that range had none. */
  signUpGrowth: percent,
  pageViews: count,
  engagements: count,
  /** Engagement events per page view × 100, capped at 100. */
  engagementScore: percent,
  trend: z.array(z.object({ day: z.string(), pageViews: count, activeUsers: count, signUps: count })),
});
export type PlatformMetrics = z.infer<typeof platformMetricsSchema>;

export const EXPORT_TABLES = ['content', 'pages', 'platform'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

export const adminAnalyticsQuerySchema = z.object({
  range: z.enum(ADMIN_ANALYTICS_RANGES, { error: 'Time range must be one of 7d, 30d or 90d' }).default('30d'),
});

export const adminAnalyticsSchema = z.object({
  range: z.enum(ADMIN_ANALYTICS_RANGES),
  from: z.string(),
  to: z.string(),
  /** Distinct signed-in members with events in the range. */
  activeMembers: count,
  signUps: count,
  /** Members whose first paid charge falls in the range, whenever they signed up. */
  newPaidMembers: count,
  /** The range's sign-ups whose first paid charge also falls in the range. */
  convertedSignUps: count,
  /** convertedSignUps / signUps × 100: the share of the range's sign-ups who paid; null without sign-ups. */
  paidConversion: percent,
  trend: z.array(z.object({ day: z.string(), activeUsers: count, signUps: count })),
  mostRead: contentPerformanceSchema.shape.items,
  /** Only for staff with financial access; absent otherwise. */
  financials: z
    .object({
      /** Monthly recurring revenue in cents (annual plans at a twelfth, lifetime excluded). */
      mrrCents: count,
      activeSubscriptions: count,
      subscriptionsAtStart: count,
      endedInRange: count,
      /** endedInRange / subscriptionsAtStart × 100; null when none were active at the start. */
      churn: percent,
    })
    .optional(),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
