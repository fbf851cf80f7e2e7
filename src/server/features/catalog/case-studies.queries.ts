import { and, arrayContains, arrayOverlaps, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  BUSINESS_AGE_BANDS,
  MAX_BROWSE_PAGE,
  REVENUE_BANDS,
  STARTING_COST_BANDS,
  TEAM_SIZE_BANDS,
  type CaseStudyBrowseQuery,
  type CaseStudySort,
} from '#shared/filters.ts';
import type { Database } from '../../db/client.ts';
import { caseStudies, caseStudyFacetCounts, tacticCaseStudies, tactics } from '../../db/schema/content.ts';
import { containsPattern, inBand, resultRows } from '../../lib/sql-helpers.ts';
import { matchedWordsSql, prefixQuery } from '../../lib/text-search.ts';

export type CaseStudyListFilters = CaseStudyBrowseQuery & { regions: string[]; pageSize: number };
/** The browse sorts, and relevance (best match first) for the header search. */
export type CaseStudyOrder = CaseStudySort | 'relevance';

const introduction = sql<string>`(${caseStudies.contentStructure} ->> 'introduction')`;
const published = eq(caseStudies.status, 'published');

/**
 * How a search text selects case studies: full-text (stemmed prefixes over the weighted
 * search_vector) when it has words, a substring of title and introduction when it is only
 * punctuation, and trigram word similarity as the typo-tolerant fallback.
 */
export type TextMatch = { where: SQL; query: SQL | null };

export function caseStudyTextMatch(text: string): TextMatch {
  const query = prefixQuery(text);
  if (query) return { where: sql`${caseStudies.searchVector} @@ ${query}`, query };
  return { where: sql`${caseStudies.searchText} like ${containsPattern(text)}`, query: null };
}

export const FUZZY_WORD_SIMILARITY = 0.5;

/** "retension" still finds "retention": similar words in title and introduction (pg_trgm's <%, indexed). */
export function caseStudyFuzzyMatch(text: string): TextMatch {
  return { where: sql`${text.toLowerCase()} <% ${caseStudies.searchText}`, query: null };
}

/** Every browse filter mapped to real, indexed columns (PRODUCT.md §2); "all"/"any" add nothing. */
export function caseStudyConditions(filters: CaseStudyListFilters, currentYear: number, text: TextMatch | null): SQL[] {
  const conditions: (SQL | undefined)[] = [published];
  if (text) conditions.push(text.where);
  if (filters.businessStage !== 'all') conditions.push(inBand(caseStudies.monthlyRevenue, REVENUE_BANDS[filters.businessStage]));
  if (filters.businessModel !== 'all') conditions.push(eq(caseStudies.businessModel, filters.businessModel));
  if (filters.growthChannel !== 'all') conditions.push(eq(caseStudies.primaryGrowthChannel, filters.growthChannel));
  if (filters.capitalResources !== 'all') conditions.push(eq(caseStudies.fundingType, filters.capitalResources));
  if (filters.startingCosts !== 'all') conditions.push(inBand(caseStudies.startingCosts, STARTING_COST_BANDS[filters.startingCosts]));
  if (filters.caseStudyType !== 'all') conditions.push(eq(caseStudies.caseStudyType, filters.caseStudyType));
  if (filters.teamSize !== 'any') {
    // The same expression as case_studies_team_size_idx, so the index serves it.
    conditions.push(inBand(sql`(${caseStudies.founderCount} + ${caseStudies.employeeCount})`, TEAM_SIZE_BANDS[filters.teamSize]));
  }
  if (filters.customerType !== 'any') conditions.push(eq(caseStudies.customerType, filters.customerType));
  if (filters.niche) conditions.push(arrayContains(caseStudies.niche, [filters.niche]));
  if (filters.continent) conditions.push(eq(caseStudies.continent, filters.continent));
  if (filters.country) conditions.push(eq(caseStudies.country, filters.country));
  if (filters.involvement) conditions.push(eq(caseStudies.involvement, filters.involvement));
  if (filters.businessAge) {
    // Age in years = current year - year founded; a band [min, max) of ages is a band of founding years.
    const [minAge, maxAge] = BUSINESS_AGE_BANDS[filters.businessAge];
    const founded = caseStudies.yearFounded;
    conditions.push(
      maxAge === null
        ? sql`${founded} <= ${currentYear - minAge}`
        : and(sql`${founded} <= ${currentYear - minAge}`, sql`${founded} > ${currentYear - maxAge}`),
    );
  }
  if (filters.regions.length > 0) {
    conditions.push(arrayOverlaps(caseStudies.regionKeys, filters.regions.map((region) => region.toLowerCase())));
  }
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * Each sort matches one case_studies_browse_*_idx index exactly, so a page is read in order.
 * `opaque` is the same first key as an expression no index provides: with a search the matches
 * come from the text index, and this keeps the planner from walking a sort index row by row
 * hoping to meet a rare word.
 */
const SORT_KEYS: Record<CaseStudySort, { first: SQL; opaque: SQL; rest: SQL[] }> = {
  newest: { first: sql`${caseStudies.publishedAt}`, opaque: sql`(${caseStudies.publishedAt} + interval '0 s')`, rest: [desc(caseStudies.id)] },
  most_voted: {
    first: sql`${caseStudies.voteCount}`,
    opaque: sql`(${caseStudies.voteCount} + 0)`,
    rest: [desc(caseStudies.publishedAt), desc(caseStudies.id)],
  },
  highest_rated: {
    first: sql`${caseStudies.averageRating}`,
    opaque: sql`(${caseStudies.averageRating} + 0)`,
    rest: [desc(caseStudies.ratingCount), desc(caseStudies.id)],
  },
  revenue: { first: sql`${caseStudies.monthlyRevenue}`, opaque: sql`(${caseStudies.monthlyRevenue} + 0)`, rest: [desc(caseStudies.id)] },
};

/**
 * Weights of D (unused: the head has no story), C (tags, model, regions), B (introduction) and
 * A (title): steep, so a word in the title outranks one in the labels.
 */
const RANK_WEIGHTS = sql.raw(`'{0.01, 0.1, 0.4, 1.0}'::float4[]`);

/**
 * Relevance: studies whose title, introduction or labels match come first, ranked by ts_rank
 * over that small head document; studies where the words stand only in the story follow,
 * newest first (ADR 029). Ranking the story too made a common word rank every matching row.
 */
function relevanceOrder(query: SQL): SQL[] {
  const inHead = sql`(${caseStudies.searchHead} @@ ${query})`;
  return [sql`${inHead} desc`, sql`ts_rank(${RANK_WEIGHTS}, ${caseStudies.searchHead}, ${query}) desc`, desc(caseStudies.publishedAt), desc(caseStudies.id)];
}

/** With a search, the sort's first key is opaque unless the words match most studies (`walkSortIndex`). */
function orderBy(order: CaseStudyOrder, text: TextMatch | null, walkSortIndex = false): SQL[] {
  if (order === 'relevance' && text?.query) return relevanceOrder(text.query);
  const { first, opaque, rest } = SORT_KEYS[order === 'relevance' ? 'newest' : order];
  return [sql`${text && !walkSortIndex ? opaque : first} desc nulls first`, ...rest];
}

/** How many of the newest published studies tell whether a search matches most of them. */
const COMMON_TEXT_SAMPLE = 100;

/**
 * Whether the search matches at least half of the newest published studies. A page for such
 * words is found fastest by walking the sort's own index, where almost every step meets a match;
 * starting from the text index reads and sorts nearly every study (decision 034). PostgreSQL's
 * estimate cannot tell these words from words in a fifth of the studies, for which the text
 * index is the faster start, so the sample decides.
 */
export async function matchesMostStudies(db: Database, text: TextMatch): Promise<boolean> {
  const [row] = resultRows<{ common: boolean }>(
    await db.execute(sql`
      select count(*) filter (where ${text.where}) * 2 >= greatest(count(*), 1) as common
      from (
        select ${caseStudies.searchVector} from ${caseStudies} where ${published}
        order by ${caseStudies.publishedAt} desc nulls first, ${caseStudies.id} desc limit ${COMMON_TEXT_SAMPLE}
      ) as ${caseStudies}`),
  );
  return row?.common === true;
}

/**
 * The ids of one page in relevance order, without ranking every match. The head matches are
 * ranked up to the end of the page (the head index finds them). Only when they do not fill it
 * are the matches read newest first, just as many as the page still needs plus the head
 * matches among them; PostgreSQL plans that as a walk down the newest-first index for a common
 * word and as a sort of the few matches of a rare one. Deciding from the head count, instead of
 * asking for "story-only" matches, keeps the planner's estimate of a plain text match, which is
 * reliable; an estimate of "matches, but not in the head" is not.
 */
function relevancePageIds(filters: CaseStudyListFilters, currentYear: number, query: SQL): SQL {
  const { page, pageSize } = filters;
  const reach = page * pageSize;
  const inHead = sql`${caseStudies.searchHead} @@ ${query}`;
  const where = and(...caseStudyConditions(filters, currentYear, { where: sql`${caseStudies.searchVector} @@ ${query}`, query }));
  // A head match is a match: the head index alone finds them.
  const headWhere = and(...caseStudyConditions(filters, currentYear, { where: inHead, query }));
  return sql`(with head as (
      select ${caseStudies.id} as id, ts_rank(${RANK_WEIGHTS}, ${caseStudies.searchHead}, ${query}) as rank, ${caseStudies.publishedAt} as published_at
      from ${caseStudies} where ${headWhere}
      order by 2 desc, 3 desc, 1 desc limit ${reach}
    ), story as (
      select ${caseStudies.id} as id, ${caseStudies.publishedAt} as published_at, ${inHead} as in_head
      from ${caseStudies} where ${where}
      order by ${caseStudies.publishedAt} desc, ${caseStudies.id} desc
      limit (select case when count(*) >= ${reach} then 0 else ${reach} + count(*) end from head)
    )
    select id from (
      select id, 1 as tier, rank, published_at from head
      union all
      select id, 0, 0, published_at from story where not in_head
    ) ranked
    order by tier desc, rank desc, published_at desc, id desc
    limit ${pageSize} offset ${(page - 1) * pageSize})`;
}

export const caseStudyCardColumns = {
  id: caseStudies.id,
  title: caseStudies.title,
  snippet: caseStudies.snippet,
  introduction,
  caseStudyType: caseStudies.caseStudyType,
  monthlyRevenue: caseStudies.monthlyRevenue,
  startingCosts: caseStudies.startingCosts,
  businessModel: caseStudies.businessModel,
  growthChannel: caseStudies.primaryGrowthChannel,
  businessName: caseStudies.businessName,
  country: caseStudies.country,
  regionTags: caseStudies.regionTags,
  featuredImageUrl: caseStudies.featuredImageUrl,
  voteCount: caseStudies.voteCount,
  averageRating: caseStudies.averageRating,
  publishedAt: caseStudies.publishedAt,
  metrics: sql<Record<string, number | string>>`(${caseStudies.contentStructure} -> 'metrics')`,
};
export type CaseStudyCardRow = Awaited<ReturnType<typeof listMatching>>['rows'][number];

/** Published case studies in total, kept exact by a trigger (migration 0005). */
export async function countPublishedCaseStudies(db: Database): Promise<number> {
  const [row] = await db
    .select({ uses: caseStudyFacetCounts.uses })
    .from(caseStudyFacetCounts)
    .where(and(eq(caseStudyFacetCounts.facet, 'all'), eq(caseStudyFacetCounts.key, '')));
  return row?.uses ?? 0;
}

/**
 * Counts matches up to the end of the last page a list shows: an exact number when fewer
 * match, else "at least this many" (counting 50,000 matches to print a number costs more
 * than the page itself).
 */
async function countUpTo(db: Database, where: SQL | undefined, cap: number) {
  const limited = db.select({ one: sql`1` }).from(caseStudies).where(where).limit(cap + 1).as('limited');
  const [row] = await db.select({ total: count() }).from(limited);
  const total = row?.total ?? 0;
  return { total: Math.min(total, cap), totalCapped: total > cap };
}

/**
 * A filtered list in a browse sort: one statement walks the matches in the sort's order up to
 * the end of the last reachable page, numbers them, and returns the page's rows with how many
 * were walked. The page and its total come from the same pass, where a separate count would
 * read the matches a second time.
 */
async function listFilteredPage(db: Database, where: SQL | undefined, sortKeys: SQL[], matched: SQL<string | null>, filters: CaseStudyListFilters) {
  const cap = MAX_BROWSE_PAGE * filters.pageSize;
  const matches = db
    .select({ id: caseStudies.id, position: sql<number>`row_number() over (order by ${sql.join(sortKeys, sql`, `)})`.as('position') })
    .from(caseStudies)
    .where(where)
    .orderBy(...sortKeys)
    .limit(cap + 1)
    .as('matches');
  const page = db
    .select({ id: matches.id, position: matches.position, walked: sql<number>`(count(*) over ())::int`.as('walked') })
    .from(matches)
    .orderBy(matches.position)
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize)
    .as('page');
  const found = await db
    .select({ ...caseStudyCardColumns, matched, walked: page.walked })
    .from(caseStudies)
    .innerJoin(page, eq(page.id, caseStudies.id))
    .orderBy(page.position);
  const rows = found.map(({ walked: _walked, ...row }) => row);
  // A page past the last one has no row to carry the total: count for it (rare).
  const walked = found[0]?.walked ?? (filters.page === 1 ? 0 : (await countUpTo(db, where, cap)).total);
  return { rows, total: Math.min(walked, cap), totalCapped: walked > cap };
}

async function listMatching(db: Database, filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder, text: TextMatch | null) {
  const conditions = caseStudyConditions(filters, currentYear, text);
  const where = and(...conditions);
  const cap = MAX_BROWSE_PAGE * filters.pageSize;
  const unfiltered = conditions.length === 1;
  // Computed for the page's rows only: PostgreSQL evaluates costly output columns after the limit.
  const matched = text?.query
    ? matchedWordsSql(sql`${caseStudies.title} || E'\n' || coalesce(${caseStudies.snippet}, ${introduction}, '')`, text.query)
    : sql<string | null>`null::text`;
  const relevance = order === 'relevance' && text?.query;
  const sortKeys = orderBy(order, text, text?.query && !relevance ? await matchesMostStudies(db, text) : false);
  if (!unfiltered && !relevance) return listFilteredPage(db, where, sortKeys, matched, filters);
  // The page's ids come from the sort index alone (no table reads for the rows skipped before
  // the page); only the page's rows are then read.
  const pageIds = relevance
    ? relevancePageIds(filters, currentYear, text.query!)
    : db
        .select({ id: caseStudies.id })
        .from(caseStudies)
        .where(where)
        .orderBy(...sortKeys)
        .limit(filters.pageSize)
        .offset((filters.page - 1) * filters.pageSize);
  const [rows, totals] = await Promise.all([
    db
      .select({ ...caseStudyCardColumns, matched })
      .from(caseStudies)
      .where(inArray(caseStudies.id, pageIds))
      .orderBy(...sortKeys),
    unfiltered
      ? countPublishedCaseStudies(db).then((total) => ({ total: Math.min(total, cap), totalCapped: total > cap }))
      : countUpTo(db, where, cap),
  ]);
  return { rows, ...totals };
}

/** One page of published case studies and how many match. */
export async function listCaseStudies(db: Database, filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder = filters.sort) {
  const text = filters.q ? caseStudyTextMatch(filters.q) : null;
  const result = await listMatching(db, filters, currentYear, order, text);
  if (result.total > 0 || !filters.q || !text?.query) return result;
  const q = filters.q;
  return db.transaction(async (tx) => {
    // One misspelt letter in a nine-letter word scores about 0.54; pg_trgm's default is 0.6.
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${FUZZY_WORD_SIMILARITY}`));
    return listMatching(tx as unknown as Database, filters, currentYear, order, caseStudyFuzzyMatch(q));
  });
}

const {
  searchVector: _searchVector,
  searchHead: _searchHead,
  searchText: _searchText,
  regionKeys: _regionKeys,
  viewCount: _viewCount,
  resourceLibrary: _resourceLibrary,
  founderSocialUrl: _founderSocialUrl,
  submittedBy: _submittedBy,
  ...caseStudyDetailColumns
} = getTableColumns(caseStudies);
export type CaseStudyDetailRow = { [K in keyof typeof caseStudyDetailColumns]: (typeof caseStudies.$inferSelect)[K] };

/** Statements prepared once per database, so a detail request sends only an id. */
const preparedDetail = new WeakMap<Database, ReturnType<typeof prepareDetailQueries>>();

function prepareDetailQueries(db: Database) {
  const id = sql.placeholder('id');
  return {
    study: db
      .select(caseStudyDetailColumns)
      .from(caseStudies)
      .where(and(eq(caseStudies.id, id), published))
      .prepare('case_study_detail'),
    tactics: db
      .select({ id: tactics.id, name: tactics.name, category: tactics.category })
      .from(tacticCaseStudies)
      .innerJoin(tactics, eq(tactics.id, tacticCaseStudies.tacticId))
      .where(and(eq(tacticCaseStudies.caseStudyId, id), eq(tactics.status, 'published')))
      .orderBy(asc(tactics.name))
      .prepare('case_study_detail_tactics'),
  };
}

function detailQueries(db: Database) {
  let prepared = preparedDetail.get(db);
  if (!prepared) {
    prepared = prepareDetailQueries(db);
    preparedDetail.set(db, prepared);
  }
  return prepared;
}

/** A published case study with the columns its page shows and the tactics it used, read in parallel. */
export async function findPublishedCaseStudy(db: Database, id: string) {
  const queries = detailQueries(db);
  const [[row], tacticsUsed] = await Promise.all([queries.study.execute({ id }), queries.tactics.execute({ id })]);
  return row ? { ...(row as CaseStudyDetailRow), tactics: tacticsUsed } : undefined;
}

