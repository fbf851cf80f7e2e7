import { MAX_BROWSE_PAGE } from '#shared/filters.ts';
import { searchWords } from '../lib/text-search.ts';
import { browseConditions } from './browse-index/browse-filter.ts';
import type { BrowseIndex, KnownIndex } from './browse-index/browse-index.ts';
import type { CatalogIndex, ListRequest, TextQuery } from './browse-index/catalog-index.ts';
import { guessedQuery, sameItems } from './browse-index/text-query.ts';
import type { CaseStudyListFilters, CaseStudyOrder } from './case-study-conditions.ts';
import type { CatalogSearch, PickedPage, SearchRequest } from './catalog-search.ts';

const listRequest = (filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder): Omit<ListRequest, 'text'> => ({
  order,
  conditions: browseConditions(filters, currentYear),
  offset: (filters.page - 1) * filters.pageSize,
  limit: filters.pageSize,
  cap: MAX_BROWSE_PAGE * filters.pageSize,
});

/**
 * The page's ids and how many match, from the index alone, with the items whose words its cards
 * mark. When nothing matched the words, the typo-tolerant fallback's page: the studies whose
 * heads carry a lexeme of the catalogue's words similar to each typed word, found in the index's
 * own word list (decisions 070, 073).
 */
export function pickPage(index: CatalogIndex, filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder, text: TextQuery | null): PickedPage {
  const request = listRequest(filters, currentYear, order);
  const { ids, total, totalCapped } = index.list({ ...request, text });
  if (total > 0 || !filters.q) return { ids, total, totalCapped, items: text?.items ?? null };
  const groups = index.words.similarLexemes(searchWords(filters.q));
  return { ...index.listWithHeadLexemes(request, groups), items: null };
}

/** A page picked before any statement, with the guessed parse it came from. */
export type EarlyPick = { guess: TextQuery | null; page: PickedPage };

/**
 * A page picked before any statement, from the index as its last look left it and, with search
 * words, a guessed parse (decision 038): null without an index or a guess. The statement that
 * reads the page's cards then says whether the pick held (`earlyPickHeld`), so a list, a typo's
 * too, usually costs one statement (decisions 072, 073).
 */
export function pickEarly(known: KnownIndex | null, filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder): EarlyPick | null {
  if (!known) return null;
  const guess = filters.q ? guessedQuery(filters.q) : null;
  if (filters.q && !guess) return null;
  return { guess, page: pickPage(known.index, filters, currentYear, order, guess) };
}

/** Whether an early pick held: nothing changed since the look it used, and the words parsed as guessed (`parsed`, null without words). */
export function earlyPickHeld(early: EarlyPick, changed: boolean, parsed: TextQuery | null): boolean {
  if (changed) return false;
  return early.guess === null || parsed === null ? early.guess === parsed : sameItems(parsed, early.guess);
}

/** Lists and search from the instance's browse index (ADR 035), the typo-tolerant fallback's too (decision 073). */
export class MemoryCatalogSearch implements CatalogSearch {
  readonly kind = 'memory';
  private readonly index: BrowseIndex;

  constructor(index: BrowseIndex) {
    this.index = index;
  }

  /** The page, waiting for the index to be read if it is not yet. */
  async pick({ filters, currentYear, order, text }: SearchRequest): Promise<PickedPage> {
    return pickPage(await this.index.current(), filters, currentYear, order, text);
  }

  /** The page, or null while the index is being read: the caller asks PostgreSQL instead of waiting. */
  async pickIfReady({ filters, currentYear, order, text, sinceLook }: SearchRequest): Promise<PickedPage | null> {
    const index = await (sinceLook ? this.index.unchangedSince(sinceLook.look, sinceLook.changed) : this.index.upToDate());
    return index ? pickPage(index, filters, currentYear, order, text) : null;
  }
}
