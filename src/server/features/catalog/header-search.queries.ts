import { eq, sql } from 'drizzle-orm';
import { caseStudyBrowseQuerySchema } from '#shared/filters.ts';
import { tacticListQuerySchema } from '#shared/schemas/content.ts';
import type { Database } from '../../db/client.ts';
import { catalogChangesPruned } from '../../db/schema/content.ts';
import { prefixQuerySource, toTsquery } from '../../lib/text-search.ts';
import { changedSince, seenParameters } from './browse-index/change-log.ts';
import { guessedQuery, parseTsquery, sameItems } from './browse-index/text-query.ts';
import { cardsFromJson, cardsInOrderJson, listCaseStudies, type CardJson, type CaseStudyListFilters } from './case-studies.queries.ts';
import type { ServingSearch } from './catalog-search/catalog-search.ts';
import { pickPage } from './catalog-search/memory-search.ts';
import { ideaHits, ideaSearchJson, searchIdeasByTitle } from './idea-search.queries.ts';
import { listTactics, tacticSearchJson, tacticsFromJson } from './tactics.queries.ts';

/**
 * The header search's statement: the parsed words and whether the catalog changed since the
 * browse index's last look (decision 053),
 * the tactics and ideas matching them, and (`withCards`) the cards of the case studies a guessed
 * parse picked, so a search usually costs one statement (decision 038).
 */
function prepareWordSearch(db: Database, withCards: boolean) {
  const source = sql.placeholder('source');
  const lowered = sql.placeholder('lowered');
  const limit = sql.placeholder('limit');
  return db
    .select({
      text: sql<string>`${toTsquery(source)}::text`,
      changed: changedSince(sql.placeholder('xmin'), sql.placeholder('xmax'), sql.placeholder('xip')),
      tactics: tacticSearchJson(db, source, lowered, limit),
      ideas: ideaSearchJson(db, source, lowered, limit),
      cards: withCards ? cardsInOrderJson(sql.placeholder('ids')) : sql<CardJson[]>`'[]'::json`,
    })
    .from(catalogChangesPruned)
    .where(eq(catalogChangesPruned.id, 1))
    .prepare(withCards ? 'header_search_with_cards' : 'header_search');
}

const preparedSearches = new WeakMap<Database, { words: ReturnType<typeof prepareWordSearch>; withCards: ReturnType<typeof prepareWordSearch> }>();

function preparedFor(db: Database) {
  let prepared = preparedSearches.get(db);
  if (!prepared) {
    prepared = { words: prepareWordSearch(db, false), withCards: prepareWordSearch(db, true) };
    preparedSearches.set(db, prepared);
  }
  return prepared;
}

/**
 * The case studies' page picked before the statement, from a guessed parse and the index as its
 * last look left it; null without a guess or an index, or when nothing matched the words.
 */
function pickEarly(q: string, known: ReturnType<ServingSearch['known']>, filters: CaseStudyListFilters, currentYear: number) {
  const guess = guessedQuery(q);
  if (!guess || !known) return null;
  // Nothing matched the words: the typo-tolerant fallback is SQL's, after the statement.
  const page = pickPage(known.index, filters, currentYear, 'relevance', guess);
  return page && { guess, page };
}

/**
 * Case studies, tactics and ideas matching what was typed in the header search, best first.
 * With words the browse index can take from a guessed parse, the case studies are picked before
 * the statement and their cards read in it; the statement's own parse, and whether anything
 * changed since the index's last look, then say whether the guess and the index held. When either did not, the list is made again from
 * them (a second statement, for the cards).
 */
export async function headerSearch(db: Database, search: ServingSearch, q: string, perType: number, currentYear: number) {
  const studyFilters = { ...caseStudyBrowseQuerySchema.parse({ q }), regions: [], pageSize: perType };
  const source = prefixQuerySource(q);
  if (source === null) {
    // No word at all (punctuation): substrings and similar names, in SQL.
    const [studies, tactics, ideas] = await Promise.all([
      listCaseStudies(db, search, studyFilters, currentYear, 'relevance'),
      listTactics(db, tacticListQuerySchema.parse({ q, pageSize: perType })),
      searchIdeasByTitle(db, q, perType),
    ]);
    return { studies, tactics, ideas };
  }
  const prepared = preparedFor(db);
  const known = search.known();
  const words = { source, lowered: q.toLowerCase(), limit: perType, ...seenParameters(known?.seen ?? null) };
  const early = pickEarly(q, known, studyFilters, currentYear);
  const [found] = early ? await prepared.withCards.execute({ ...words, ids: early.page.ids }) : await prepared.words.execute(words);
  if (!found) throw new Error('catalog_changes_pruned has no row');
  const parsed = { text: parseTsquery(found.text), sinceLook: known ? { look: known.look, changed: found.changed } : null };
  const held = early && !found.changed && sameItems(parsed.text, early.guess);
  const studies = held
    ? { rows: cardsFromJson(found.cards, early.page.items), total: early.page.total, totalCapped: early.page.totalCapped }
    : await listCaseStudies(db, search, studyFilters, currentYear, 'relevance', parsed);
  return { studies, tactics: tacticsFromJson(found.tactics), ideas: { hits: ideaHits(found.ideas.rows), total: found.ideas.total } };
}
