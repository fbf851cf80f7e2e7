import { eq, sql } from 'drizzle-orm';
import { caseStudyBrowseQuerySchema } from '#shared/filters.ts';
import { tacticListQuerySchema } from '#shared/schemas/content.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { catalogChangesPruned } from '../../db/schema/content.ts';
import { prefixQuerySource, toTsquery } from '../../lib/text-search.ts';
import { changedSinceSeen, earlyPickHeld, parseTsquery, pickEarly, seenParameters, type ServingSearch } from '../../search/search.ts';
import { listCaseStudies, studiesFromJson } from './case-studies.queries.ts';
import { cardLines, completedPage, heldPage } from './held-cards.ts';
import { ideaHits, ideaSearchJson, searchIdeasByTitle } from './idea-search.queries.ts';
import { listTactics, tacticSearchJson, tacticsFromJson } from './tactics.queries.ts';

/**
 * The header search's statement: the parsed words and whether the catalog changed since the
 * browse index's last look (decision 053), the tactics and ideas matching them, and (`withCards`)
 * the cards of the case studies a guessed parse picked, the typo-tolerant fallback's too, so a
 * search usually costs one statement (decisions 038, 073).
 */
function prepareWordSearch(db: Database, withCards: boolean) {
  const source = sql.placeholder('source');
  const lowered = sql.placeholder('lowered');
  const limit = sql.placeholder('limit');
  return db
    .select({
      text: sql<string>`${toTsquery(source)}::text`,
      changed: changedSinceSeen(),
      tactics: tacticSearchJson(db, source, lowered, limit),
      ideas: ideaSearchJson(db, source, lowered, limit),
      cards: withCards ? cardLines(sql.placeholder('ids'), true) : sql<string | null>`null`,
    })
    .from(catalogChangesPruned)
    .where(eq(catalogChangesPruned.id, 1))
    .prepare(withCards ? 'header_search_cards' : 'header_search_nothing');
}

const preparedFor = preparedPerDatabase((db) => ({
  nothing: prepareWordSearch(db, false),
  cards: prepareWordSearch(db, true),
}));

/**
 * Case studies, tactics and ideas matching what was typed in the header search, best first.
 * With words the browse index can take from a guessed parse, the case studies are picked before
 * the statement (the typo-tolerant fallback's too, when the guess matched nothing) and their cards
 * read in it. The statement's own parse, and whether anything changed since the index's last
 * look, then say whether the guess and the index held. When either did not, the list is made
 * again from them (a second statement, for the cards).
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
  const page = known && early ? heldPage(known, early.page.ids, true) : null;
  const [found] = page ? await prepared.cards.execute({ ...words, ids: page.missing }) : await prepared.nothing.execute(words);
  if (!found) throw new Error('catalog_changes_pruned has no row');
  const parsed = { text: parseTsquery(found.text), sinceLook: known ? { look: known.look, changed: found.changed } : null };
  const cards = known && early && page && earlyPickHeld(early, found.changed, parsed.text) ? completedPage(search, known.look, page, found.cards, early.page.items) : null;
  const studies = cards !== null ? studiesFromJson(cards, early!.page) : await listCaseStudies(db, search, studyFilters, currentYear, 'relevance', parsed);
  return { studies, tactics: tacticsFromJson(found.tactics), ideas: { hits: ideaHits(found.ideas.rows), total: found.ideas.total } };
}
