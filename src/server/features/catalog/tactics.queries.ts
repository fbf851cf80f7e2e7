import { and, arrayOverlaps, count, desc, eq, getTableColumns, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TacticListQuery } from '#shared/schemas/content.ts';
import type { Database } from '../../db/client.ts';
import { caseStudies, tacticCaseStudies, tactics } from '../../db/schema/content.ts';
import { matchedWordsSql, prefixQuery } from '../../lib/text-search.ts';

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
export type TacticCardRow = Omit<Awaited<ReturnType<typeof listTactics>>['rows'][number], 'matched'> & { matched?: string | null };

/**
 * Full-text search over name, description text (never its markup) and tags, stemmed prefixes;
 * a name similar to the text (typos) as well.
 */
function tacticTextMatch(text: string): { where: SQL | undefined; query: SQL | null } {
  const query = prefixQuery(text);
  const similarName = sql`${text.toLowerCase()} <% lower(${tactics.name})`;
  return query ? { where: or(sql`${tactics.searchVector} @@ ${query}`, similarName), query } : { where: similarName, query: null };
}

export async function listTactics(db: Database, query: TacticListQuery) {
  const text = query.q ? tacticTextMatch(query.q) : null;
  const conditions: (SQL | undefined)[] = [eq(tactics.status, 'published'), text?.where];
  if (query.categories.length > 0) conditions.push(inArray(tactics.category, query.categories));
  const where = and(...conditions);
  const matched = text?.query
    ? matchedWordsSql(sql`${tactics.name} || E'\n' || html_to_search_text(${tactics.descriptionHtml})`, text.query)
    : sql<string | null>`null::text`;
  const order = text?.query
    ? [sql`ts_rank(${tactics.searchVector}, ${text.query}) desc`, desc(tactics.createdAt), desc(tactics.id)]
    : [desc(tactics.createdAt), desc(tactics.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...tacticCardColumns, matched })
      .from(tactics)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(tactics).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

const { searchVector: _searchVector, ...tacticDetailColumns } = getTableColumns(tactics);

export async function findPublishedTactic(db: Database, id: string) {
  const [row] = await db
    .select(tacticDetailColumns)
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

