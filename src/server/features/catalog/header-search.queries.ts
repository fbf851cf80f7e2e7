import { eq, sql } from 'drizzle-orm';
import { caseStudyBrowseQuerySchema } from '#shared/filters.ts';
import { tacticListQuerySchema } from '#shared/schemas/content.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { catalogChangesPruned } from '../../db/schema/content.ts';
import { prefixQuerySource, searchWords, toTsquery } from '../../lib/text-search.ts';
import { changedSinceSeen, seenParameters } from './browse-index/change-log.ts';
import { parseTsquery } from './browse-index/text-query.ts';
import { cardsInOrderJson, listCaseStudies, studiesFromJson, studiesOnPage, type CardJson } from './case-studies.queries.ts';
import type { ServingSearch } from './catalog-search/catalog-search.ts';
import { earlyPickHeld, pickEarly, similarPageFrom } from './catalog-search/memory-search.ts';
import { similarLexemesJson, typedWordsParameter } from './catalog-search/similar-words.ts';
import { ideaHits, ideaSearchJson, searchIdeasByTitle } from './idea-search.queries.ts';
import { listTactics, tacticSearchJson, tacticsFromJson } from './tactics.queries.ts';

/** What the header search's statement reads besides the words, tactics and ideas. */
type Extra = 'nothing' | 'cards' | 'similar';

/**
 * The header search's statement: the parsed words and whether the catalog changed since the
 * browse index's last look (decision 053), the tactics and ideas matching them, and (`extra`)
 * the cards of the case studies a guessed parse picked, or, when the guess matched nothing, the
 * lexemes similar to each typed word for the typo-tolerant fallback (decision 072), so a search
 * usually costs one statement (decision 038) and a typo two.
 */
function prepareWordSearch(db: Database, extra: Extra) {
  const source = sql.placeholder('source');
  const lowered = sql.placeholder('lowered');
  const limit = sql.placeholder('limit');
  return db
    .select({
      text: sql<string>`${toTsquery(source)}::text`,
      changed: changedSinceSeen(),
      tactics: tacticSearchJson(db, source, lowered, limit),
      ideas: ideaSearchJson(db, source, lowered, limit),
      cards: extra === 'cards' ? cardsInOrderJson(sql.placeholder('ids')) : sql<CardJson[]>`'[]'::json`,
      similar: extra === 'similar' ? similarLexemesJson(sql.placeholder('typed')) : sql<string[][]>`'[]'::json`,
    })
    .from(catalogChangesPruned)
    .where(eq(catalogChangesPruned.id, 1))
    .prepare(`header_search_${extra}`);
}

const preparedFor = preparedPerDatabase((db) => ({
  nothing: prepareWordSearch(db, 'nothing'),
  cards: prepareWordSearch(db, 'cards'),
  similar: prepareWordSearch(db, 'similar'),
}));

/**
 * Case studies, tactics and ideas matching what was typed in the header search, best first.
 * With words the browse index can take from a guessed parse, the case studies are picked before
 * the statement and their cards read in it; when the guess matched nothing, the statement reads
 * each typed word's similar lexemes instead, and the typo-tolerant fallback's page is picked from
 * them (a second statement, for its cards). The statement's own parse, and whether anything
 * changed since the index's last look, then say whether the guess and the index held. When
 * either did not, the list is made again from them (a second statement, for the cards).
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
  const early = pickEarly(known, studyFilters, currentYear, 'relevance');
  const [found] = !early
    ? await prepared.nothing.execute(words)
    : early.page
      ? await prepared.cards.execute({ ...words, ids: early.page.ids })
      : await prepared.similar.execute({ ...words, typed: typedWordsParameter(searchWords(q)) });
  if (!found) throw new Error('catalog_changes_pruned has no row');
  const parsed = { text: parseTsquery(found.text), sinceLook: known ? { look: known.look, changed: found.changed } : null };
  const held = early && earlyPickHeld(early, found.changed, parsed.text) ? early : null;
  const studies = !held
    ? await listCaseStudies(db, search, studyFilters, currentYear, 'relevance', parsed)
    : held.page
      ? studiesFromJson(found.cards, held.page)
      : await studiesOnPage(db, similarPageFrom(held.index, studyFilters, currentYear, 'relevance', found.similar));
  return { studies, tactics: tacticsFromJson(found.tactics), ideas: { hits: ideaHits(found.ideas.rows), total: found.ideas.total } };
}
