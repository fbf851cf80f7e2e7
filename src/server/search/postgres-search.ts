import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import { MAX_BROWSE_PAGE, type CaseStudySort } from '#shared/filters.ts';
import type { Database } from '../db/client.ts';
import { caseStudies } from '../db/schema/content.ts';
import { resultRows } from '../lib/sql-helpers.ts';
import { prefixQuery, searchWords } from '../lib/text-search.ts';
import { caseStudyConditions, type CaseStudyListFilters } from './case-study-conditions.ts';
import type { CatalogSearch, PickedPage, SearchRequest } from './catalog-search.ts';
import { lexemeGroupsQuery, similarLexemes } from './similar-words.ts';

/**
 * Each browse sort as the case_studies_browse_*_idx indexes hold it, so a list without search
 * text is read in order from its index; ties by id, as the browse index orders them.
 */
const SORT_KEYS: Record<CaseStudySort, { first: SQL; rest: SQL[] }> = {
  newest: { first: sql`${caseStudies.publishedAt}`, rest: [desc(caseStudies.id)] },
  most_voted: { first: sql`${caseStudies.voteCount}`, rest: [desc(caseStudies.publishedAt), desc(caseStudies.id)] },
  highest_rated: { first: sql`${caseStudies.averageRating}`, rest: [desc(caseStudies.ratingCount), desc(caseStudies.id)] },
  revenue: { first: sql`${caseStudies.monthlyRevenue}`, rest: [desc(caseStudies.id)] },
};

/**
 * A sort's keys. With search text the first key is an expression no index provides
 * (`+ 0`), so the text index finds the matches rather than a walk down a sort index hoping to
 * meet them (ADR 006).
 */
export function sortKeys(sort: CaseStudySort, searched: boolean): SQL[] {
  const { first, rest } = SORT_KEYS[sort];
  const key = searched ? (sort === 'newest' ? sql`(${first} + interval '0 s')` : sql`(${first} + 0)`) : first;
  return [sql`${key} desc nulls first`, ...rest];
}

/** Weights of D, C, B and A, as the browse index ranks with them (HEAD_WEIGHTS, ADR 029). */
const RANK_WEIGHTS = sql.raw(`'{0.01, 0.1, 0.4, 1.0}'::float4[]`);

type PageRow = { id: string; walked: number };

/**
 * Counts matches up to the end of the last page a list shows: an exact number when fewer
 * match, else "at least this many".
 */
async function countUpTo(db: Database, where: SQL | undefined, cap: number) {
  const limited = db.select({ one: sql`1` }).from(caseStudies).where(where).limit(cap + 1).as('limited');
  const [row] = await db.select({ total: count() }).from(limited);
  const total = row?.total ?? 0;
  return { total: Math.min(total, cap), totalCapped: total > cap };
}

/**
 * A page's ids in a sort's order and how many match: one statement walks the matches in order up
 * to the end of the last reachable page, numbers them, and returns the page with how many were
 * walked, where a separate count would read the matches a second time.
 */
export async function sortedPage(db: Database, where: SQL | undefined, keys: SQL[], filters: CaseStudyListFilters) {
  const cap = MAX_BROWSE_PAGE * filters.pageSize;
  const rows = resultRows<PageRow>(
    await db.execute(sql`
      select id::text as "id", (count(*) over ())::int as "walked" from (
        select ${caseStudies.id} as id, row_number() over (order by ${sql.join(keys, sql`, `)}) as position
        from ${caseStudies} where ${where} order by ${sql.join(keys, sql`, `)} limit ${cap + 1}
      ) matches
      order by position limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`),
  );
  // A page past the last one has no row to carry the total: count for it (rare).
  const walked = rows[0]?.walked ?? (filters.page === 1 ? 0 : (await countUpTo(db, where, cap)).total);
  return { ids: rows.map((row) => row.id), total: Math.min(walked, cap), totalCapped: walked > cap };
}

/**
 * Relevance: studies whose title, introduction or labels match, by ts_rank over search_head,
 * newest first among equals; then studies where the words stand only in the story, newest
 * first (ADR 029). The head matches are ranked up to the end of the page; only when they do not
 * fill it are the matches read newest first, as many as the page still needs plus the head
 * matches among them.
 */
async function relevancePage(db: Database, filters: CaseStudyListFilters, currentYear: number, query: SQL) {
  const { page, pageSize } = filters;
  const reach = page * pageSize;
  const inHead = sql`${caseStudies.searchHead} @@ ${query}`;
  const where = and(...caseStudyConditions(filters, currentYear, { where: sql`${caseStudies.searchVector} @@ ${query}`, query }));
  const headWhere = and(...caseStudyConditions(filters, currentYear, { where: inHead, query }));
  const [rows, totals] = await Promise.all([
    db.execute(sql`
      with head as (
        select ${caseStudies.id} as id, ts_rank(${RANK_WEIGHTS}, ${caseStudies.searchHead}, ${query}) as rank, ${caseStudies.publishedAt} as published_at
        from ${caseStudies} where ${headWhere}
        order by 2 desc, 3 desc nulls first, 1 desc limit ${reach}
      ), story as (
        select ${caseStudies.id} as id, ${caseStudies.publishedAt} as published_at, ${inHead} as in_head
        from ${caseStudies} where ${where}
        order by ${caseStudies.publishedAt} desc nulls first, ${caseStudies.id} desc
        limit (select case when count(*) >= ${reach} then 0 else ${reach} + count(*) end from head)
      )
      select id::text as "id" from (
        select id, 1 as tier, rank, published_at from head
        union all
        select id, 0, 0, published_at from story where not in_head
      ) ranked
      order by tier desc, rank desc, published_at desc nulls first, id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    countUpTo(db, where, MAX_BROWSE_PAGE * pageSize),
  ]);
  return { ids: resultRows<{ id: string }>(rows).map((row) => row.id), ...totals };
}

/**
 * The page of the typo-tolerant fallback, when no study matches the words: studies whose head
 * carries a lexeme of a word similar to each typed word (decision 070), in the list's sort
 * (relevance as newest first).
 */
export async function similarPage(db: Database, { filters, currentYear, order }: SearchRequest): Promise<PickedPage> {
  const groups = await similarLexemes(db, searchWords(filters.q ?? ''));
  if (groups.length === 0 || groups.some((group) => group.length === 0)) return { ids: [], total: 0, totalCapped: false, items: null };
  const sort = order === 'relevance' ? 'newest' : order;
  const inHead = sql`${caseStudies.searchHead} @@ ${lexemeGroupsQuery(groups)}::tsquery`;
  const similar = and(...caseStudyConditions(filters, currentYear, { where: inHead, query: null }));
  return { ...(await sortedPage(db, similar, sortKeys(sort, true), filters)), items: null };
}

/**
 * Lists and search in SQL, with the browse index's results: filters, sorts, totals up to the
 * last reachable page, relevance, and the typo-tolerant fallback. Serves an instance set to
 * SEARCH_INDEX=postgres, and every instance while its browse index is being read (ADR 053).
 */
export class PostgresCatalogSearch implements CatalogSearch {
  readonly kind = 'postgres';
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async pick(request: SearchRequest): Promise<PickedPage> {
    const { filters, currentYear, order, text } = request;
    const sort = order === 'relevance' ? 'newest' : order;
    const query = text && filters.q ? prefixQuery(filters.q) : null;
    if (!query || !text) {
      return { ...(await sortedPage(this.db, and(...caseStudyConditions(filters, currentYear, null)), sortKeys(sort, false), filters)), items: null };
    }
    const matchesNothing = { ids: [], total: 0, totalCapped: false };
    const found =
      text.items.length === 0
        ? matchesNothing
        : order === 'relevance'
          ? await relevancePage(this.db, filters, currentYear, query)
          : await sortedPage(this.db, and(...caseStudyConditions(filters, currentYear, { where: sql`${caseStudies.searchVector} @@ ${query}`, query })), sortKeys(sort, true), filters);
    if (found.total > 0) return { ...found, items: text.items };
    return similarPage(this.db, request);
  }
}
