import { and, arrayOverlaps, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TacticListQuery } from '#shared/schemas/content.ts';
import type { Database } from '../../db/client.ts';
import { caseStudies, tacticCaseStudies, tactics } from '../../db/schema/content.ts';
import { containsPattern } from '../../lib/sql-helpers.ts';

export const RELATED_CASE_STUDIES = 3;

export const tacticCardColumns = {
  id: tactics.id,
  name: tactics.name,
  category: tactics.category,
  descriptionHtml: tactics.descriptionHtml,
  successSignals: tactics.successSignals,
  failureSignals: tactics.failureSignals,
  voteCount: tactics.voteCount,
  averageRating: tactics.averageRating,
  createdAt: tactics.createdAt,
};
export type TacticCardRow = Awaited<ReturnType<typeof listTactics>>['rows'][number];

/** Case-insensitive substring search over name and description (member-area §5). */
export function tacticTextMatch(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  return or(sql`lower(${tactics.name}) like ${pattern}`, sql`lower(${tactics.descriptionHtml}) like ${pattern}`);
}

export async function listTactics(db: Database, query: TacticListQuery) {
  const conditions: (SQL | undefined)[] = [eq(tactics.status, 'published')];
  if (query.q) conditions.push(tacticTextMatch(query.q));
  if (query.categories.length > 0) conditions.push(inArray(tactics.category, query.categories));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select(tacticCardColumns)
      .from(tactics)
      .where(where)
      .orderBy(desc(tactics.createdAt), desc(tactics.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(tactics).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findPublishedTactic(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(tactics)
    .where(and(eq(tactics.id, id), eq(tactics.status, 'published')));
  return row;
}

export async function findTacticName(db: Database, id: string) {
  const [row] = await db
    .select({ id: tactics.id, name: tactics.name })
    .from(tactics)
    .where(and(eq(tactics.id, id), eq(tactics.status, 'published')));
  return row ?? null;
}

export async function listSubTactics(db: Database, parentId: string) {
  return db
    .select(tacticCardColumns)
    .from(tactics)
    .where(and(eq(tactics.parentTacticId, parentId), eq(tactics.status, 'published')))
    .orderBy(tactics.name);
}

const relatedColumns = {
  id: caseStudies.id,
  title: caseStudies.title,
  caseStudyType: caseStudies.caseStudyType,
  snippet: caseStudies.snippet,
  introduction: sql<string>`(${caseStudies.contentStructure} ->> 'introduction')`,
};

/**
 * Case studies really related to a tactic: first those an editor linked, then published
 * studies sharing one of its tags, most voted first (PRODUCT.md §4).
 */
export async function findRelatedCaseStudies(db: Database, tactic: { id: string; tags: string[] }) {
  const linked = await db
    .select(relatedColumns)
    .from(tacticCaseStudies)
    .innerJoin(caseStudies, eq(caseStudies.id, tacticCaseStudies.caseStudyId))
    .where(and(eq(tacticCaseStudies.tacticId, tactic.id), eq(caseStudies.status, 'published')))
    .orderBy(desc(caseStudies.voteCount), desc(caseStudies.publishedAt))
    .limit(RELATED_CASE_STUDIES);
  if (linked.length >= RELATED_CASE_STUDIES || tactic.tags.length === 0) return linked;
  const byTag = await db
    .select(relatedColumns)
    .from(caseStudies)
    .where(
      and(
        eq(caseStudies.status, 'published'),
        arrayOverlaps(caseStudies.tags, tactic.tags),
        linked.length > 0 ? notInArray(caseStudies.id, linked.map((row) => row.id)) : undefined,
      ),
    )
    .orderBy(desc(caseStudies.voteCount), desc(caseStudies.publishedAt))
    .limit(RELATED_CASE_STUDIES - linked.length);
  return [...linked, ...byTag];
}

export async function listPublishedTacticRefs(db: Database) {
  return db
    .select({ id: tactics.id, updatedAt: tactics.updatedAt })
    .from(tactics)
    .where(eq(tactics.status, 'published'))
    .orderBy(desc(tactics.createdAt));
}
