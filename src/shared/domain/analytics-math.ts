/** Formulas of the analytics pages (member-area §9 and PRODUCT §12), computed from real counts. */

/** part / whole as a percentage with one decimal, or null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/**
 * Engagement rate of an item: the share of its readers (browser tabs that opened it) who then
 * engaged with it. A share of a population, so never above 100% (decision 052); the spec's
 * "engagement / views" counted events and read 300% for a reader who voted, bookmarked and rated.
 */
export const engagementRate = (engagedReaders: number, readers: number) => percentOf(engagedReaders, readers);

/** Conversion of an item: the share of its readers who clicked on from its page (decision 052). */
export const conversionRate = (clickingReaders: number, readers: number) => percentOf(clickingReaders, readers);

/** Engagement score = engagement events / page views × 100, capped at 100; null without page views. */
export function engagementScore(engagements: number, pageViews: number): number | null {
  const score = percentOf(engagements, pageViews);
  return score === null ? null : Math.min(100, score);
}

/** Growth of sign-ups against the previous range in percent; null when the previous range had none. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Samples smaller than this are shown with a note that they are too small to mean much. */
export const MIN_MEANINGFUL_SAMPLE = 10;

export const isSmallSample = (n: number) => n < MIN_MEANINGFUL_SAMPLE;

/** The ranges of the advanced analytics page, in days. */
export const ANALYTICS_RANGES = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 } as const;
export type AnalyticsRange = keyof typeof ANALYTICS_RANGES;
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  '1d': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

/**
 * The UTC days of a range ending today: [first, last] as YYYY-MM-DD, and the same number of days
 * before it for comparisons. "Last 24 hours" is today and yesterday's rollups would double it, so a
 * range of n days is the n days ending today.
 */
export function rangeDays(range: AnalyticsRange, today: Date): { from: string; to: string; previousFrom: string; previousTo: string } {
  const days = ANALYTICS_RANGES[range];
  const day = (offset: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - offset)).toISOString().slice(0, 10);
  return { from: day(days - 1), to: day(0), previousFrom: day(2 * days - 1), previousTo: day(days) };
}

/** The admin page's ranges (access-admin-pricing §2): no single day, since billing figures need a span. */
export const ADMIN_ANALYTICS_RANGES = ['7d', '30d', '90d'] as const satisfies readonly AnalyticsRange[];
export type AdminAnalyticsRange = (typeof ADMIN_ANALYTICS_RANGES)[number];

/** A paid subscription as MRR counts it: what one period of it is paid (after discounts), in cents. */
export type RecurringSubscription = { cycle: 'monthly' | 'annual' | 'lifetime'; periodCents: number };

/**
 * Monthly recurring revenue in integer cents: monthly subscriptions at their price, annual ones at
 * a twelfth of the yearly price (summed first, rounded once), one-time lifetime purchases excluded.
 */
export function monthlyRecurringRevenueCents(subscriptions: readonly RecurringSubscription[]): number {
  let monthly = 0;
  let annual = 0;
  for (const s of subscriptions) {
    if (s.cycle === 'monthly') monthly += s.periodCents;
    else if (s.cycle === 'annual') annual += s.periodCents;
  }
  return monthly + Math.round(annual / 12);
}

/** Churn: paid subscriptions that ended in the range per subscription active at its start, in percent; null with none active. */
export const churnPercent = (endedInRange: number, activeAtStart: number) => percentOf(endedInRange, activeAtStart);

/**
 * Conversion to paid: the share of the range's sign-ups whose first paid charge falls in the range,
 * in percent; null without sign-ups. Members who signed up earlier and paid now are not of that
 * population (counting them read 500% with one sign-up and five such members, decision 052).
 */
export const paidConversionPercent = (convertedSignUps: number, signUpsInRange: number) => percentOf(convertedSignUps, signUpsInRange);
