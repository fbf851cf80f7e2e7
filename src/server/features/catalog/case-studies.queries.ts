import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { publicCaseStudy, publicTactic } from '../../db/public-content.ts';
import { caseStudies, caseStudyFacetCounts, tacticCaseStudies, tactics } from '../../db/schema/content.ts';
import { revenueGiven } from '../../lib/case-study-columns.ts';
import { prefixQuerySource, toTsquery, wordsMatching } from '../../lib/text-search.ts';
import { parsedQuery, type ParsedQuery } from './browse-index/text-query.ts';
import { caseStudyConditions, caseStudyTextMatch, type CaseStudyListFilters, type CaseStudyOrder, type TextMatch } from './case-study-conditions.ts';
import type { ServingSearch } from './catalog-search/catalog-search.ts';
import { sortedPage, sortKeys } from './catalog-search/postgres-search.ts';

export type { CaseStudyListFilters, CaseStudyOrder } from './case-study-conditions.ts';

const introduction = sql<string>`(${caseStudies.contentStructure} ->> 'introduction')`;

export const caseStudyCardColumns = {
  id: caseStudies.id,
  title: caseStudies.title,
  snippet: caseStudies.snippet,
  introduction,
  caseStudyType: caseStudies.caseStudyType,
  monthlyRevenue: caseStudies.monthlyRevenue,
  revenueGiven,
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

/** A list in SQL, for the one search no catalog search answers: text without any word (a literal substring). */
async function listMatchingInSql(db: Database, filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder, text: TextMatch) {
  const where = and(...caseStudyConditions(filters, currentYear, text));
  const page = await sortedPage(db, where, sortKeys(order === 'relevance' ? 'newest' : order, true), filters);
  return { rows: await cardsInOrder(db, page.ids, null), total: page.total, totalCapped: page.totalCapped };
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
 * One page of published case studies and how many match. The instance's catalog search picks
 * the page and counts the matches (ADR 035, 053); only the page's cards are read from the
 * database. A caller that parsed the search in a statement of its own passes it on.
 */
export async function listCaseStudies(
  db: Database,
  search: ServingSearch,
  filters: CaseStudyListFilters,
  currentYear: number,
  order: CaseStudyOrder = filters.sort,
  parsedAlready: ParsedQuery | null = null,
) {
  const querySource = filters.q ? prefixQuerySource(filters.q) : null;
  const query = querySource === null ? null : toTsquery(querySource);
  if (filters.q && !query) return listMatchingInSql(db, filters, currentYear, order, caseStudyTextMatch(filters.q));
  const parsed = query ? (parsedAlready ?? (await parsedQuery(db, query, search.known()))) : null;
  const { ids, total, totalCapped, items } = await search.pick({ filters, currentYear, order, text: parsed?.text ?? null, sinceLook: parsed?.sinceLook ?? null });
  return { rows: await cardsInOrder(db, ids, items), total, totalCapped };
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
export type CaseStudyDetailRow = { [K in keyof typeof caseStudyDetailColumns]: (typeof caseStudies.$inferSelect)[K] } & { revenueGiven: boolean };

/** Statements prepared once per database, so a detail request sends only an id. */
const preparedDetail = new WeakMap<Database, ReturnType<typeof prepareDetailQueries>>();

function prepareDetailQueries(db: Database) {
  const id = sql.placeholder('id');
  return {
    study: db
      .select({
        ...caseStudyDetailColumns,
        revenueGiven,
        // For the paywall's "N other case studies", in the same round trip (the trigger's count).
        publishedCount: sql<number>`(select ${caseStudyFacetCounts.uses} from ${caseStudyFacetCounts} where ${caseStudyFacetCounts.facet} = 'all' and ${caseStudyFacetCounts.key} = '')`.mapWith(Number),
      })
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

/**
 * A published case study with the columns its page shows and the tactics it used, read in
 * parallel, with how many case studies are published.
 */
export async function findPublishedCaseStudy(db: Database, id: string) {
  const queries = detailQueries(db);
  const [[row], tacticsUsed] = await Promise.all([queries.study.execute({ id }), queries.tactics.execute({ id })]);
  if (!row) return undefined;
  const { publishedCount, ...study } = row;
  return { ...(study as CaseStudyDetailRow), tactics: tacticsUsed, publishedCount: publishedCount ?? 0 };
}

