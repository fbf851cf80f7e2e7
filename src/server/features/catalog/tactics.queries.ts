import { and, arrayOverlaps, count, desc, eq, getTableColumns, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TacticListQuery, TacticSort } from '#shared/schemas/content.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { publicCaseStudy, publicTactic } from '../../db/public-content.ts';
import { caseStudies, tacticCaseStudies, tactics } from '../../db/schema/content.ts';
import { cardsAsJson, rankedPage } from '../../lib/sql-helpers.ts';
import { matchedWordsSql, prefixQuerySource, toTsquery } from '../../lib/text-search.ts';

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
 * a name similar to the text (typos) as well. `source` is the to_tsquery() input, or null when
 * the text has no words; either may be a prepared statement's placeholder.
 */
function tacticTextMatch(source: unknown, lowered: unknown): { where: SQL | undefined; query: SQL | null } {
  const similarName = sql`${lowered} <% lower(${tactics.name})`;
  if (source === null) return { where: similarName, query: null };
  const query = toTsquery(source);
  return { where: or(sql`${tactics.searchVector} @@ ${query}`, similarName), query };
}

type PageSpec = { text: ReturnType<typeof tacticTextMatch> | null; categories: unknown[]; sort?: TacticSort; limit: unknown; offset: unknown };

/** A chosen order; newest breaks ties so pages never overlap. */
const SORT_ORDERS: Record<TacticSort, SQL[]> = {
  newest: [desc(tactics.createdAt), desc(tactics.id)],
  most_voted: [desc(tactics.voteCount), desc(tactics.createdAt), desc(tactics.id)],
};

/** The page's ids with their place and the number of matches, and the words each matched. */
function tacticPageIds(db: Database, { text, categories, sort, limit, offset }: PageSpec) {
  const conditions: (SQL | undefined)[] = [publicTactic, text?.where];
  if (categories.length > 0) conditions.push(inArray(tactics.category, categories as never[]));
  const where = and(...conditions);
  const matched = text?.query
    ? matchedWordsSql(sql`${tactics.name} || E'\n' || html_to_search_text(${tactics.descriptionHtml})`, text.query)
    : sql<string | null>`null::text`;
  const order = sort
    ? SORT_ORDERS[sort]
    : text?.query
      ? [sql`ts_rank(${tactics.searchVector}, ${text.query}) desc`, ...SORT_ORDERS.newest]
      : SORT_ORDERS.newest;
  const page = rankedPage(db, tactics, tactics.id, 'page', { where, order, limit, offset });
  return { where, page, matched };
}

/** One statement: the page's ids with their place and the number of matches, then their cards. */
function tacticPage(db: Database, spec: PageSpec) {
  const { where, page, matched } = tacticPageIds(db, spec);
  const select = db.select({ ...tacticCardColumns, matched, total: page.total }).from(tactics).innerJoin(page, eq(page.id, tactics.id)).orderBy(page.place);
  return { where, select };
}

type TacticJsonRow = Omit<TacticCardRow, 'createdAt' | 'matched'> & { createdAt: string; matched: string | null };
export type TacticSearchJson = { total: number; rows: TacticJsonRow[] };

/**
 * The header search's tactics (the first page for words, no categories) as one JSON value, for
 * a statement that reads other things besides; `source` and `lowered` as for the prepared search.
 */
export function tacticSearchJson(db: Database, source: unknown, lowered: unknown, limit: unknown): SQL<TacticSearchJson> {
  const { page, matched } = tacticPageIds(db, { text: tacticTextMatch(source, lowered), categories: [], limit, offset: 0 });
  const card = sql`json_build_object(
    'id', ${tactics.id}, 'name', ${tactics.name}, 'category', ${tactics.category}, 'descriptionHtml', ${tactics.descriptionHtml},
    'successSignals', ${tactics.successSignals}, 'failureSignals', ${tactics.failureSignals}, 'voteCount', ${tactics.voteCount},
    'averageRating', ${tactics.averageRating}, 'createdAt', ${tactics.createdAt}, 'matched', ${matched})`;
  return cardsAsJson<TacticSearchJson>(card, 'tactics', page, 'page');
}

export function tacticsFromJson(found: TacticSearchJson): { rows: TacticCardRow[]; total: number } {
  return { rows: found.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })), total: found.total };
}

/** A first page searched for words, best match first, without categories (the content browser's search box): prepared once per database. */
const preparedSearch = preparedPerDatabase((db) => {
  const text = tacticTextMatch(sql.placeholder('source'), sql.placeholder('lowered'));
  return tacticPage(db, { text, categories: [], limit: sql.placeholder('limit'), offset: 0 }).select.prepare('tactic_search');
});

export async function listTactics(db: Database, query: TacticListQuery) {
  const source = query.q ? prefixQuerySource(query.q) : null;
  let found;
  let where: SQL | undefined;
  if (query.q && source !== null && query.categories.length === 0 && !query.sort && query.page === 1) {
    found = await preparedSearch(db).execute({ source, lowered: query.q.toLowerCase(), limit: query.pageSize });
  } else {
    const text = query.q ? tacticTextMatch(source, query.q.toLowerCase()) : null;
    const page = tacticPage(db, { text, categories: query.categories, sort: query.sort, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
    where = page.where;
    found = await page.select;
  }
  const rows = found.map(({ total: _total, ...row }) => row);
  // A page past the last one has no row to carry the total: count for it.
  const total = found[0]?.total ?? (query.page === 1 ? 0 : ((await db.select({ total: count() }).from(tactics).where(where))[0]?.total ?? 0));
  return { rows, total };
}

const { searchVector: _searchVector, ...tacticDetailColumns } = getTableColumns(tactics);

export async function findPublishedTactic(db: Database, id: string) {
  const [row] = await db
    .select(tacticDetailColumns)
    .from(tactics)
    .where(and(eq(tactics.id, id), publicTactic));
  return row;
}

export async function findTacticName(db: Database, id: string) {
  const [row] = await db
    .select({ id: tactics.id, name: tactics.name })
    .from(tactics)
    .where(and(eq(tactics.id, id), publicTactic));
  return row ?? null;
}

export async function listSubTactics(db: Database, parentId: string) {
  return db
    .select(tacticCardColumns)
    .from(tactics)
    .where(and(eq(tactics.parentTacticId, parentId), publicTactic))
    .orderBy(tactics.name);
}

const relatedColumns = {
  id: caseStudies.id,
  title: caseStudies.title,
  caseStudyType: caseStudies.caseStudyType,
  // The card's snippet (decision 100): the study's own, or cut from its introduction.
  snippet: sql<string>`(${caseStudies.card} ->> 'snippet')`,
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
    .where(and(eq(tacticCaseStudies.tacticId, tactic.id), publicCaseStudy))
    .orderBy(desc(caseStudies.voteCount), desc(caseStudies.publishedAt))
    .limit(RELATED_CASE_STUDIES);
  if (linked.length >= RELATED_CASE_STUDIES || tactic.tags.length === 0) return linked;
  const byTag = await db
    .select(relatedColumns)
    .from(caseStudies)
    .where(
      and(
        publicCaseStudy,
        arrayOverlaps(caseStudies.tags, tactic.tags),
        linked.length > 0 ? notInArray(caseStudies.id, linked.map((row) => row.id)) : undefined,
      ),
    )
    .orderBy(desc(caseStudies.voteCount), desc(caseStudies.publishedAt))
    .limit(RELATED_CASE_STUDIES - linked.length);
  return [...linked, ...byTag];
}

