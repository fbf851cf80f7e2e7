import { count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';

export const FACET_REGION_LIMIT = 24;

const publishedRegionTags = (db: Database) =>
  db
    .select({ tag: sql<string>`unnest(${caseStudies.regionTags})`.as('tag') })
    .from(caseStudies)
    .where(eq(caseStudies.status, 'published'))
    .as('region_tags');

/** The four content-browser figures, counted from published content. */
export async function countContent(db: Database) {
  const tags = publishedRegionTags(db);
  const [[studies], [tacticTotals], [regions]] = await Promise.all([
    db.select({ value: count() }).from(caseStudies).where(eq(caseStudies.status, 'published')),
    db
      .select({ value: count(), categories: countDistinct(tactics.category) })
      .from(tactics)
      .where(eq(tactics.status, 'published')),
    db.select({ value: countDistinct(tags.tag) }).from(tags),
  ]);
  return {
    caseStudies: studies?.value ?? 0,
    tactics: tacticTotals?.value ?? 0,
    regions: regions?.value ?? 0,
    categories: tacticTotals?.categories ?? 0,
  };
}

/** The most used region tags and the tactic categories that have content, for filter chips. */
export async function listFacets(db: Database) {
  const tags = publishedRegionTags(db);
  const [regions, categories] = await Promise.all([
    db
      .select({ tag: tags.tag, uses: count() })
      .from(tags)
      .groupBy(tags.tag)
      .orderBy(desc(count()), tags.tag)
      .limit(FACET_REGION_LIMIT),
    db.selectDistinct({ category: tactics.category }).from(tactics).where(eq(tactics.status, 'published')).orderBy(tactics.category),
  ]);
  return { regions: regions.map((r) => r.tag), categories: categories.map((c) => c.category) };
}
