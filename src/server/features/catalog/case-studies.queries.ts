import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { publicCaseStudy, publicTactic } from '../../db/public-content.ts';
import { caseStudies, caseStudyFacetCounts, catalogChangesPruned, tacticCaseStudies, tactics } from '../../db/schema/content.ts';
import { revenueGiven } from '../../lib/case-study-columns.ts';
import { prefixQuerySource, toTsquery, wordsMatching } from '../../lib/text-search.ts';
import {
  caseStudyConditions,
  caseStudyTextMatch,
  changedSinceSeen,
  earlyPickHeld,
  parsedQuery,
  parseTsquery,
  pickEarly,
  seenParameters,
  sortedPage,
  sortKeys,
  type CaseStudyListFilters,
  type CaseStudyOrder,
  type ParsedQuery,
  type PickedPage,
  type ServingSearch,
  type TextMatch,
} from '../../search/search.ts';

export type { CaseStudyListFilters, CaseStudyOrder } from '../../search/search.ts';

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
  return studiesOnPage(db, { ...(await sortedPage(db, where, sortKeys(order === 'relevance' ? 'newest' : order, true), filters)), items: null });
}

/** A picked page's cards in order, with how many match. */
export async function studiesOnPage(db: Database, { ids, total, totalCapped, items }: PickedPage) {
  return { rows: await cardsInOrder(db, ids, items), total, totalCapped };
}

function prepareCardQueries(db: Database) {
  const byIds = and(sql`${caseStudies.id} = any(${sql.placeholder('ids')}::uuid[])`, publicCaseStudy);
  return {
    plain: db.select(caseStudyCardColumns).from(caseStudies).where(byIds).prepare('case_study_cards'),
    withWords: db.select({ ...caseStudyCardColumns, cardWords: caseStudies.cardWords }).from(caseStudies).where(byIds).prepare('case_study_cards_words'),
  };
}

const cardQueries = preparedPerDatabase(prepareCardQueries);

/** The cards of `ids`, in that order, with the words a search's items (its stemmed prefixes) matched in each. */
async function cardsInOrder(db: Database, ids: string[], items: readonly string[] | null): Promise<CaseStudyCardRow[]> {
  if (ids.length === 0) return [];
  const prepared = cardQueries(db);
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
 * database. With the browse index read, the page is picked from it first and its cards read in
 * the statement that asks whether anything changed since (and parses the search): one statement
 * when nothing did (decision 072). A caller that parsed the search in a statement of its own
 * passes it on.
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
  const known = search.known();
  let parsed = parsedAlready;
  const early = parsed ? null : pickEarly(known, filters, currentYear, order);
  if (known && early) {
    const statement = pickedPageQueries(db)[querySource === null ? 'plain' : 'parsed'];
    const [found] = await statement.execute({ source: querySource ?? '', ids: early.page.ids, ...seenParameters(known.seen) });
    if (!found) throw new Error('catalog_changes_pruned has no row');
    const text = querySource === null ? null : parseTsquery(found.text);
    if (earlyPickHeld(early, found.changed, text)) return studiesFromJson(found.cards, early.page);
    parsed = text && { text, sinceLook: { look: known.look, changed: found.changed } };
  }
  if (query) parsed ??= await parsedQuery(db, query, known);
  return studiesOnPage(db, await search.pick({ filters, currentYear, order, text: parsed?.text ?? null, sinceLook: parsed?.sinceLook ?? null }));
}

/**
 * An early pick's check: whether the catalog changed since the browse index's last look, the
 * search's parse (`parsed`), and the picked page's cards.
 */
const pickedPageQueries = preparedPerDatabase((db) => {
  const check = (text: SQL<string>) =>
    db
      .select({
        text,
        changed: changedSinceSeen(),
        cards: cardsInOrderJson(sql.placeholder('ids')),
      })
      .from(catalogChangesPruned)
      .where(eq(catalogChangesPruned.id, 1));
  return {
    plain: check(sql<string>`''`).prepare('case_study_picked_page'),
    parsed: check(sql<string>`${toTsquery(sql.placeholder('source'))}::text`).prepare('case_study_picked_page_parsed'),
  };
});

/** A picked page whose cards a statement read as JSON (`cardsInOrderJson`). */
export function studiesFromJson(cards: CardJson[], page: PickedPage) {
  return { rows: cardsFromJson(cards, page.items), total: page.total, totalCapped: page.totalCapped };
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

/** Prepared once per database, so a detail request sends only an id. */
const detailQueries = preparedPerDatabase(prepareDetailQueries);

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

