import { and, count, countDistinct, desc, eq, gt, sql } from 'drizzle-orm';
import type { LandingFigures } from '#shared/landing.ts';
import type { Database } from '../../db/client.ts';
import { publicTactic } from '../../db/public-content.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { caseStudyFacetCounts, tactics } from '../../db/schema/content.ts';

export const FACET_REGION_LIMIT = 24;

const liveFacet = (facet: string) => and(eq(caseStudyFacetCounts.facet, facet), gt(caseStudyFacetCounts.uses, 0));

/**
 * The four content-browser figures. Case-study figures come from the counts a trigger keeps
 * exact (migration 0005); covered regions are the continents with published studies, not
 * every city tag. Tactics are few enough to count.
 */
export async function countContent(db: Database) {
  const [[studies], [regions], [tacticTotals]] = await Promise.all([
    db
      .select({ value: caseStudyFacetCounts.uses })
      .from(caseStudyFacetCounts)
      .where(and(eq(caseStudyFacetCounts.facet, 'all'), eq(caseStudyFacetCounts.key, ''))),
    db.select({ value: count() }).from(caseStudyFacetCounts).where(liveFacet('continent')),
    db
      .select({ value: count(), categories: countDistinct(tactics.category) })
      .from(tactics)
      .where(publicTactic),
  ]);
  return {
    caseStudies: studies?.value ?? 0,
    tactics: tacticTotals?.value ?? 0,
    regions: regions?.value ?? 0,
    categories: tacticTotals?.categories ?? 0,
  };
}

/**
 * The landing page's figures in one query of a few rows: case-study figures from the counts the
 * trigger keeps (migrations 0005, 0011), members from the accounts.
 */
export async function countLandingFigures(db: Database): Promise<LandingFigures> {
  const facetUses = (facet: string, key: string) =>
    sql<number>`coalesce((select ${caseStudyFacetCounts.uses} from ${caseStudyFacetCounts} where ${caseStudyFacetCounts.facet} = ${facet} and ${caseStudyFacetCounts.key} = ${key}), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      caseStudies: facetUses('all', ''),
      countries: sql<number>`(select count(*) from ${caseStudyFacetCounts} where ${liveFacet('country')})`.mapWith(Number),
      // Accounts deactivated by a deletion request (and erased ones) are no longer members.
      members: sql<number>`(select count(*) from ${users} join ${profiles} on ${profiles.userId} = ${users.id} where ${profiles.deactivatedAt} is null)`.mapWith(Number),
      successStories: facetUses('case_study_type', 'success'),
    })
    .from(sql`(select 1) as one`);
  return row ?? { caseStudies: 0, countries: 0, members: 0, successStories: 0 };
}

/**
 * The most used region tags (spellings that differ only in case are one tag) and the tactic
 * categories that have content, for filter chips.
 */
export async function listFacets(db: Database) {
  const [regions, categories] = await Promise.all([
    db
      .select({ label: caseStudyFacetCounts.label })
      .from(caseStudyFacetCounts)
      .where(liveFacet('region_tag'))
      .orderBy(desc(caseStudyFacetCounts.uses), caseStudyFacetCounts.key)
      .limit(FACET_REGION_LIMIT),
    db.selectDistinct({ category: tactics.category }).from(tactics).where(publicTactic).orderBy(tactics.category),
  ]);
  return { regions: regions.map((r) => r.label), categories: categories.map((c) => c.category) };
}
