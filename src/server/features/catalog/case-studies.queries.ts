import { and, arrayContains, arrayOverlaps, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
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
import { publicCaseStudy, publicTactic } from '../../db/public-content.ts';
import { caseStudies, tacticCaseStudies, tactics } from '../../db/schema/content.ts';
import { containsPattern, inBand } from '../../lib/sql-helpers.ts';
import { prefixQuery, prefixQuerySource, searchWords, toTsquery, wordsMatching } from '../../lib/text-search.ts';
import type { CatalogIndex, ListRequest, TextQuery } from './browse-index/catalog-index.ts';
import { browseConditions } from './browse-index/browse-filter.ts';
import { browseIndexFor } from './browse-index/browse-index.ts';
import { parsedQuery, type ParsedQuery } from './browse-index/text-query.ts';

export type CaseStudyListFilters = CaseStudyBrowseQuery & { regions: string[]; pageSize: number };
/** The browse sorts, and relevance (best match first) for the header search. */
export type CaseStudyOrder = CaseStudySort | 'relevance';

const introduction = sql<string>`(${caseStudies.contentStructure} ->> 'introduction')`;

/**
 * How a search text selects case studies in SQL (the success/failure comparison, and lists
 * searched for punctuation alone): full-text (stemmed prefixes over the weighted search_vector)
 * when it has words, a substring of title and introduction when it is only punctuation.
 */
export type TextMatch = { where: SQL; query: SQL | null };

export function caseStudyTextMatch(text: string): TextMatch {
  const query = prefixQuery(text);
  if (query) return { where: sql`${caseStudies.searchVector} @@ ${query}`, query };
  return { where: sql`${caseStudies.searchText} like ${containsPattern(text)}`, query: null };
}

/** Every browse filter mapped to real, indexed columns (PRODUCT.md §2); "all"/"any" add nothing. */
export function caseStudyConditions(filters: CaseStudyListFilters, currentYear: number, text: TextMatch | null): SQL[] {
  const conditions: (SQL | undefined)[] = [publicCaseStudy];
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
 * The browse sorts for a search in SQL: each first key is an expression no index provides, so
 * the text index finds the matches rather than a walk down a sort index hoping to meet them
 * (ADR 006). Relevance lists newest first there.
 */
const SEARCH_SORT_KEYS: Record<CaseStudySort, SQL[]> = {
  newest: [sql`(${caseStudies.publishedAt} + interval '0 s') desc nulls first`, desc(caseStudies.id)],
  most_voted: [sql`(${caseStudies.voteCount} + 0) desc nulls first`, desc(caseStudies.publishedAt), desc(caseStudies.id)],
  highest_rated: [sql`(${caseStudies.averageRating} + 0) desc nulls first`, desc(caseStudies.ratingCount), desc(caseStudies.id)],
  revenue: [sql`(${caseStudies.monthlyRevenue} + 0) desc nulls first`, desc(caseStudies.id)],
};

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
type CardColumnsRow = Awaited<ReturnType<ReturnType<typeof prepareCardQueries>['plain']['execute']>>[number];
/** A card's row, with the (lower-cased) words a search matched in its title and snippet, or null outside a search. */
export type CaseStudyCardRow = CardColumnsRow & { matchedWords: string[] | null };

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
 * A list in a browse sort: one statement walks the matches in the sort's order up to
 * the end of the last reachable page, numbers them, and returns the page's rows with how many
 * were walked. The page and its total come from the same pass, where a separate count would
 * read the matches a second time.
 */
async function listFilteredPage(db: Database, where: SQL | undefined, sortKeys: SQL[], filters: CaseStudyListFilters) {
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
    .select({ ...caseStudyCardColumns, walked: page.walked })
    .from(caseStudies)
    .innerJoin(page, eq(page.id, caseStudies.id))
    .orderBy(page.position);
  const rows: CaseStudyCardRow[] = found.map(({ walked: _walked, ...row }) => ({ ...row, matchedWords: null }));
  // A page past the last one has no row to carry the total: count for it (rare).
  const walked = found[0]?.walked ?? (filters.page === 1 ? 0 : (await countUpTo(db, where, cap)).total);
  return { rows, total: Math.min(walked, cap), totalCapped: walked > cap };
}

/** A list in SQL, for the one search the browse index does not answer: text without any word (a literal substring). */
async function listMatchingInSql(db: Database, filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder, text: TextMatch) {
  const where = and(...caseStudyConditions(filters, currentYear, text));
  return listFilteredPage(db, where, SEARCH_SORT_KEYS[order === 'relevance' ? 'newest' : order], filters);
}

function prepareCardQueries(db: Database) {
  const byIds = and(sql`${caseStudies.id} = any(${sql.placeholder('ids')}::uuid[])`, publicCaseStudy);
  return {
    plain: db.select(caseStudyCardColumns).from(caseStudies).where(byIds).prepare('case_study_cards'),
    withWords: db.select({ ...caseStudyCardColumns, cardWords: caseStudies.cardWords }).from(caseStudies).where(byIds).prepare('case_study_cards_words'),
  };
}

const preparedCards = new WeakMap<Database, ReturnType<typeof prepareCardQueries>>();

/** The cards of `ids`, in that order, with the words a search's items (its stemmed prefixes) matched in each. */
async function cardsInOrder(db: Database, ids: string[], items: readonly string[] | null): Promise<CaseStudyCardRow[]> {
  if (ids.length === 0) return [];
  let prepared = preparedCards.get(db);
  if (!prepared) {
    prepared = prepareCardQueries(db);
    preparedCards.set(db, prepared);
  }
  const rows: CaseStudyCardRow[] =
    items === null
      ? (await prepared.plain.execute({ ids })).map((row) => ({ ...row, matchedWords: null }))
      : (await prepared.withWords.execute({ ids })).map(({ cardWords, ...row }) => ({ ...row, matchedWords: wordsMatching(cardWords, items) }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of published case studies and how many match. The browse index (ADR 035) picks the
 * page and counts the matches; only the page's cards are read from the database. A caller that
 * parsed the search in a statement of its own (with the catalog version) passes it on.
 */
export async function listCaseStudies(
  db: Database,
  filters: CaseStudyListFilters,
  currentYear: number,
  order: CaseStudyOrder = filters.sort,
  parsedAlready: ParsedQuery | null = null,
) {
  const querySource = filters.q ? prefixQuerySource(filters.q) : null;
  const query = querySource === null ? null : toTsquery(querySource);
  if (filters.q && !query) return listMatchingInSql(db, filters, currentYear, order, caseStudyTextMatch(filters.q));
  const parsed = query ? (parsedAlready ?? (await parsedQuery(db, query))) : null;
  const index = await (parsed ? browseIndexFor(db).atLeast(parsed.catalogVersion) : browseIndexFor(db).current());
  const { ids, total, totalCapped, items } = pickPage(index, filters, currentYear, order, parsed?.text ?? null);
  return { rows: await cardsInOrder(db, ids, items), total, totalCapped };
}

/**
 * The page's ids and how many match, from the index alone, with the items whose words its cards
 * mark (none when nothing matched the words and the typo-tolerant fallback, ADR 035, chose them).
 */
export function pickPage(index: CatalogIndex, filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder, text: TextQuery | null) {
  const request: ListRequest = {
    order,
    conditions: browseConditions(filters, currentYear),
    text,
    offset: (filters.page - 1) * filters.pageSize,
    limit: filters.pageSize,
    cap: MAX_BROWSE_PAGE * filters.pageSize,
  };
  const { ids, total, totalCapped } = index.list(request);
  if (total === 0 && filters.q) {
    const similar = index.list({ ...request, text: null, similarTo: searchWords(filters.q), order: order === 'relevance' ? 'newest' : order });
    return { ...similar, items: null };
  }
  return { ids, total, totalCapped, items: text?.items ?? null };
}

export type CardJson = Omit<CaseStudyCardRow, 'publishedAt' | 'matchedWords'> & { publishedAt: string | null; cardWords: string };

/**
 * The cards of `ids` (a uuid[] value or placeholder), in that order, with their words, as one
 * JSON array: for a statement that reads other things besides. `cardsFromJson` reads it.
 */
export function cardsInOrderJson(ids: unknown): SQL<CardJson[]> {
  const fields = Object.entries({ ...caseStudyCardColumns, cardWords: caseStudies.cardWords }).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql<CardJson[]>`(select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by page.place), '[]'::json)
    from unnest(${ids}::uuid[]) with ordinality as page(card_id, place)
    inner join ${caseStudies} on ${caseStudies.id} = page.card_id where ${publicCaseStudy})`;
}

/** Card rows from `cardsInOrderJson`, with the words `items` match marked (none without items). */
export function cardsFromJson(cards: CardJson[], items: readonly string[] | null): CaseStudyCardRow[] {
  return cards.map(({ publishedAt, cardWords, ...card }) => ({
    ...card,
    publishedAt: publishedAt === null ? null : new Date(publishedAt),
    matchedWords: items ? wordsMatching(cardWords, items) : null,
  }));
}

const {
  searchVector: _searchVector,
  searchHead: _searchHead,
  cardWords: _cardWords,
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
      .where(and(eq(caseStudies.id, id), publicCaseStudy))
      .prepare('case_study_detail'),
    tactics: db
      .select({ id: tactics.id, name: tactics.name, category: tactics.category })
      .from(tacticCaseStudies)
      .innerJoin(tactics, eq(tactics.id, tacticCaseStudies.tacticId))
      .where(and(eq(tacticCaseStudies.caseStudyId, id), publicTactic))
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

