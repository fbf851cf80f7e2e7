import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AnalyticsOverview } from '#shared/schemas/analytics.ts';
import type { Database } from '../../db/client.ts';
import { publicCaseStudy, publicTactic } from '../../db/public-content.ts';
import { discussions } from '../../db/schema/community.ts';
import { caseStudies, caseStudyFacetCounts, tactics } from '../../db/schema/content.ts';
import { bookmarks, votes } from '../../db/schema/engagement.ts';

export const POPULAR_LIMIT = 5;
export const RECENT_PER_TYPE = 3;
export const RECENT_LIMIT = 10;
export const REGION_LIMIT = 12;

/**
 * The public /analytics figures (member-area §2, §7), all from the content tables: published
 * counts, engagement (votes + bookmarks + discussions), the exact average of every star given to
 * published content, the five most voted of each kind, the latest of each kind, and the regions
 * and categories distributions.
 */
export async function readOverview(db: Database): Promise<AnalyticsOverview> {
  const [[figures], popularStudies, popularTactics, recentStudies, recentTactics, recentDiscussions, regions, categories] = await Promise.all([
    db
      .select({
        caseStudies: sql<number>`coalesce((select ${caseStudyFacetCounts.uses} from ${caseStudyFacetCounts} where ${caseStudyFacetCounts.facet} = 'all' and ${caseStudyFacetCounts.key} = ''), 0)`.mapWith(Number),
        tactics: sql<number>`(select count(*) from ${tactics} where ${publicTactic})`.mapWith(Number),
        votes: sql<number>`(select count(*) from ${votes})`.mapWith(Number),
        bookmarks: sql<number>`(select count(*) from ${bookmarks})`.mapWith(Number),
        discussions: sql<number>`(select count(*) from ${discussions})`.mapWith(Number),
        ratingSum: sql<number>`(select coalesce(sum(${caseStudies.ratingSum}), 0) from ${caseStudies} where ${publicCaseStudy}) + (select coalesce(sum(${tactics.ratingSum}), 0) from ${tactics} where ${publicTactic})`.mapWith(Number),
        ratingCount: sql<number>`(select coalesce(sum(${caseStudies.ratingCount}), 0) from ${caseStudies} where ${publicCaseStudy}) + (select coalesce(sum(${tactics.ratingCount}), 0) from ${tactics} where ${publicTactic})`.mapWith(Number),
      })
      .from(sql`(select 1) as one`),
    db
      .select({ id: caseStudies.id, title: caseStudies.title, voteCount: caseStudies.voteCount, averageRating: caseStudies.averageRating })
      .from(caseStudies)
      .where(publicCaseStudy)
      .orderBy(desc(caseStudies.voteCount), desc(caseStudies.publishedAt), desc(caseStudies.id))
      .limit(POPULAR_LIMIT),
    db
      .select({ id: tactics.id, title: tactics.name, voteCount: tactics.voteCount, averageRating: tactics.averageRating })
      .from(tactics)
      .where(publicTactic)
      .orderBy(desc(tactics.voteCount), desc(tactics.createdAt), desc(tactics.id))
      .limit(POPULAR_LIMIT),
    db
      .select({ id: caseStudies.id, title: caseStudies.title, createdAt: caseStudies.publishedAt })
      .from(caseStudies)
      .where(publicCaseStudy)
      .orderBy(desc(caseStudies.publishedAt), desc(caseStudies.id))
      .limit(RECENT_PER_TYPE),
    db.select({ id: tactics.id, title: tactics.name, createdAt: tactics.publishedAt }).from(tactics).where(publicTactic).orderBy(desc(tactics.createdAt)).limit(RECENT_PER_TYPE),
    db
      .select({ id: discussions.id, title: discussions.title, createdAt: discussions.createdAt })
      .from(discussions)
      .where(isNull(discussions.parentId))
      .orderBy(desc(discussions.createdAt))
      .limit(RECENT_PER_TYPE),
    db
      .select({ label: caseStudyFacetCounts.label, count: caseStudyFacetCounts.uses })
      .from(caseStudyFacetCounts)
      .where(and(eq(caseStudyFacetCounts.facet, 'region_tag'), gt(caseStudyFacetCounts.uses, 0)))
      .orderBy(desc(caseStudyFacetCounts.uses), caseStudyFacetCounts.key)
      .limit(REGION_LIMIT),
    db.select({ label: tactics.category, count: count() }).from(tactics).where(publicTactic).groupBy(tactics.category).orderBy(desc(count()), tactics.category),
  ]);
  const f = figures ?? { caseStudies: 0, tactics: 0, votes: 0, bookmarks: 0, discussions: 0, ratingSum: 0, ratingCount: 0 };
  const iso = (date: Date | null) => (date ?? new Date(0)).toISOString();
  const recent = [
    ...recentStudies.map((r) => ({ kind: 'case_study' as const, id: r.id, title: r.title, createdAt: iso(r.createdAt) })),
    ...recentTactics.map((r) => ({ kind: 'tactic' as const, id: r.id, title: r.title, createdAt: iso(r.createdAt) })),
    ...recentDiscussions.map((r) => ({ kind: 'discussion' as const, id: r.id, title: r.title ?? 'Discussion', createdAt: iso(r.createdAt) })),
  ]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT_LIMIT);
  return {
    figures: {
      publishedCaseStudies: f.caseStudies,
      publishedTactics: f.tactics,
      totalEngagement: f.votes + f.bookmarks + f.discussions,
      averageRating: f.ratingCount > 0 ? Math.round((f.ratingSum / f.ratingCount) * 10) / 10 : null,
      ratingCount: f.ratingCount,
    },
    popular: {
      caseStudies: popularStudies.map((r) => ({ ...r, averageRating: Number(r.averageRating) })),
      tactics: popularTactics.map((r) => ({ ...r, averageRating: Number(r.averageRating) })),
    },
    recent,
    regions: regions.map((r) => ({ label: r.label, count: r.count })),
    categories: categories.map((r) => ({ label: r.label, count: r.count })),
  };
}
