import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CaseStudyCard } from '#shared/schemas/content.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { publicCaseStudy, publicTactic } from '../../db/public-content.ts';
import { caseStudies, caseStudyFacetCounts, catalogChangesPruned, tacticCaseStudies, tactics } from '../../db/schema/content.ts';
import { prefixQuerySource, toTsquery } from '../../lib/text-search.ts';
import { cardLines, completedPage, heldPage, pageJson, readLines } from './held-cards.ts';
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

type StudyColumns = typeof caseStudies.$inferSelect;

/** A list in SQL, for the one search no catalog search answers: text without any word (a literal substring). */
async function listMatchingInSql(db: Database, filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder, text: TextMatch) {
  const where = and(...caseStudyConditions(filters, currentYear, text));
  return studiesOnPage(db, { ...(await sortedPage(db, where, sortKeys(order === 'relevance' ? 'newest' : order, true), filters)), items: null });
}

/** A picked page's cards in order, with how many match. */
export async function studiesOnPage(db: Database, page: PickedPage) {
  if (page.ids.length === 0) return studiesFromJson('[]', page);
  const withMarks = page.items !== null;
  const [found] = await cardQueries(db)[withMarks ? 'withMarks' : 'plain'].execute({ ids: page.ids });
  return studiesFromJson(pageJson(readLines(found?.cards ?? null, withMarks), page.items), page);
}

/** A page's cards alone, for a caller that needs nothing else from the statement. */
const cardQueries = preparedPerDatabase((db) => {
  const cards = (withMarks: boolean) =>
    db.select({ cards: cardLines(sql.placeholder('ids'), withMarks) }).from(catalogChangesPruned).where(eq(catalogChangesPruned.id, 1));
  return { plain: cards(false).prepare('case_study_cards'), withMarks: cards(true).prepare('case_study_cards_marks') };
});

/**
 * One page of published case studies and how many match. The instance's catalog search picks
 * the page and counts the matches (ADR 035, 053); only the page's cards are read from the
 * database. With the browse index read, the page is picked from it first and the cards the
 * instance does not hold (decision 101) read in the statement that asks whether anything changed
 * since (and parses the search): one statement when nothing did (decision 072). A caller that parsed the search in a statement of its own
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
    const page = heldPage(known, early.page.ids, querySource !== null);
    const [found] = await pickedPageQueries(db)[querySource === null ? 'plain' : 'parsed'].execute({ source: querySource ?? '', ids: page.missing, ...seenParameters(known.seen) });
    if (!found) throw new Error('catalog_changes_pruned has no row');
    const text = querySource === null ? null : parseTsquery(found.text);
    const cards = earlyPickHeld(early, found.changed, text) ? completedPage(search, known.look, page, found.cards, early.page.items) : null;
    if (cards !== null) return studiesFromJson(cards, early.page);
    parsed = text && { text, sinceLook: { look: known.look, changed: found.changed } };
  }
  if (query) parsed ??= await parsedQuery(db, query, known);
  return studiesOnPage(db, await search.pick({ filters, currentYear, order, text: parsed?.text ?? null, sinceLook: parsed?.sinceLook ?? null }));
}

/**
 * An early pick's check: whether the catalog changed since the browse index's last look, the
 * search's parse (`parsed`), and the picked page's cards the instance does not hold (`ids`), each
 * with what a search marks on it (`parsed` only).
 */
const pickedPageQueries = preparedPerDatabase((db) => {
  const check = (text: SQL<string>, withMarks: boolean) =>
    db
      .select({
        text,
        changed: changedSinceSeen(),
        cards: cardLines(sql.placeholder('ids'), withMarks),
      })
      .from(catalogChangesPruned)
      .where(eq(catalogChangesPruned.id, 1));
  return {
    plain: check(sql<string>`''`, false).prepare('case_study_picked_page'),
    parsed: check(sql<string>`${toTsquery(sql.placeholder('source'))}::text`, true).prepare('case_study_picked_page_parsed'),
  };
});

/** A picked page with its cards as the answer's JSON text (`pageJson`), with how many match. */
export function studiesFromJson(cardsJson: string, page: PickedPage) {
  return { cardsJson, total: page.total, totalCapped: page.totalCapped };
}

/** The stored columns a case study's page shows (the presenter's and the reading rules' inputs). */
const caseStudyDetailColumns = {
  id: caseStudies.id,
  title: caseStudies.title,
  caseStudyType: caseStudies.caseStudyType,
  websiteUrl: caseStudies.websiteUrl,
  founderName: caseStudies.founderName,
  niche: caseStudies.niche,
  tags: caseStudies.tags,
  monthlyProfit: caseStudies.monthlyProfit,
  grossMarginPercent: caseStudies.grossMarginPercent,
  founderCount: caseStudies.founderCount,
  employeeCount: caseStudies.employeeCount,
  yearFounded: caseStudies.yearFounded,
  continent: caseStudies.continent,
  fundingType: caseStudies.fundingType,
  customerType: caseStudies.customerType,
  involvement: caseStudies.involvement,
  contentStructure: caseStudies.contentStructure,
  metricsSnapshot: caseStudies.metricsSnapshot,
  card: caseStudies.card,
  contentGenesis: caseStudies.contentGenesis,
  contentValidation: caseStudies.contentValidation,
  contentBuilding: caseStudies.contentBuilding,
  contentLaunch: caseStudies.contentLaunch,
  contentGrowth: caseStudies.contentGrowth,
  contentStatusFuture: caseStudies.contentStatusFuture,
  contentLessonsLearned: caseStudies.contentLessonsLearned,
  contentAdvice: caseStudies.contentAdvice,
  founderQuote: caseStudies.founderQuote,
  techStackPlaybook: caseStudies.techStackPlaybook,
  keyDecisions: caseStudies.keyDecisions,
  figuresProvenance: caseStudies.figuresProvenance,
  sourceUrl: caseStudies.sourceUrl,
  ratingCount: caseStudies.ratingCount,
  createdAt: caseStudies.createdAt,
  updatedAt: caseStudies.updatedAt,
};
type DetailColumns = { [K in Exclude<keyof typeof caseStudyDetailColumns, 'card'>]: StudyColumns[K] } & { card: CaseStudyCard };
type TacticUsed = Pick<typeof tactics.$inferSelect, 'id' | 'name' | 'category'>;
/**
 * The statement's one value, as the presenter reads it: the study as JSON (its card as the
 * lists send it, its times as PostgreSQL's text, which the presenter writes as ISO), its published
 * tactics and how many studies are published.
 */
export type CaseStudyDetailRow = Omit<DetailColumns, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
  tactics: TacticUsed[];
  publishedCount: number;
};

/**
 * A case study's page in one statement returning one JSON value: one round trip on one
 * connection, and one column for the driver to describe and parse instead of fifty (decision 085).
 */
const detailQuery = preparedPerDatabase((db: Database) => {
  const fields = Object.entries({
    ...caseStudyDetailColumns,
    tactics: sql`(select coalesce(json_agg(json_build_object('id', ${tactics.id}, 'name', ${tactics.name}, 'category', ${tactics.category}) order by ${tactics.name}), '[]'::json)
      from ${tacticCaseStudies} inner join ${tactics} on ${tactics.id} = ${tacticCaseStudies.tacticId}
      where ${tacticCaseStudies.caseStudyId} = ${caseStudies.id} and ${publicTactic})`,
    // For the paywall's "N other case studies" (the trigger's count).
    publishedCount: sql`coalesce((select ${caseStudyFacetCounts.uses} from ${caseStudyFacetCounts} where ${caseStudyFacetCounts.facet} = 'all' and ${caseStudyFacetCounts.key} = ''), 0)`,
  }).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`);
  return db
    .select({ study: sql<CaseStudyDetailRow>`row_to_json(detail)` })
    .from(sql`(select ${sql.join(fields, sql`, `)} from ${caseStudies} where ${caseStudies.id} = ${sql.placeholder('id')} and ${publicCaseStudy}) detail`)
    .prepare('case_study_detail');
});

/** A published case study with the columns its page shows and the tactics it used, with how many case studies are published. */
export async function findPublishedCaseStudy(db: Database, id: string): Promise<CaseStudyDetailRow | undefined> {
  const [found] = await detailQuery(db).execute({ id });
  // As parsed: a copy of its fifty fields, to turn three times into dates, cost more than the rest of the presenting.
  return found?.study;
}
