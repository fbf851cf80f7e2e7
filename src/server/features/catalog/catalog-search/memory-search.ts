import { MAX_BROWSE_PAGE } from '#shared/filters.ts';
import type { Database } from '../../../db/client.ts';
import { searchWords } from '../../../lib/text-search.ts';
import { browseConditions } from '../browse-index/browse-filter.ts';
import type { BrowseIndex, KnownIndex } from '../browse-index/browse-index.ts';
import type { CatalogIndex, ListRequest, TextQuery } from '../browse-index/catalog-index.ts';
import { guessedQuery, sameItems } from '../browse-index/text-query.ts';
import type { CaseStudyListFilters, CaseStudyOrder } from '../case-study-conditions.ts';
import type { CatalogSearch, PickedPage, SearchRequest } from './catalog-search.ts';
import { similarLexemes } from './similar-words.ts';

const listRequest = (filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder): Omit<ListRequest, 'text'> => ({
  order,
  conditions: browseConditions(filters, currentYear),
  offset: (filters.page - 1) * filters.pageSize,
  limit: filters.pageSize,
  cap: MAX_BROWSE_PAGE * filters.pageSize,
});

/**
 * The page's ids and how many match, from the index alone, with the items whose words its cards
 * mark; null when nothing matched the words, for the typo-tolerant fallback.
 */
export function pickPage(index: CatalogIndex, filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder, text: TextQuery | null): PickedPage | null {
  const { ids, total, totalCapped } = index.list({ ...listRequest(filters, currentYear, order), text });
  if (total === 0 && filters.q) return null;
  return { ids, total, totalCapped, items: text?.items ?? null };
}

/** A page picked before any statement, with the guessed parse and the index it came from. */
export type EarlyPick = { guess: TextQuery | null; index: CatalogIndex; page: PickedPage | null };

/**
 * A page picked before any statement, from the index as its last look left it and, with search
 * words, a guessed parse (decision 038): null without an index or a guess; `page` null when
 * nothing matched the words, for the typo-tolerant fallback. The statement that reads the page's
 * cards then says whether the pick held (`earlyPickHeld`), so a list usually costs one statement
 * (decision 072).
 */
export function pickEarly(known: KnownIndex | null, filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder): EarlyPick | null {
  if (!known) return null;
  const guess = filters.q ? guessedQuery(filters.q) : null;
  if (filters.q && !guess) return null;
  return { guess, index: known.index, page: pickPage(known.index, filters, currentYear, order, guess) };
}

/** Whether an early pick held: nothing changed since the look it used, and the words parsed as guessed (`parsed`, null without words). */
export function earlyPickHeld(early: EarlyPick, changed: boolean, parsed: TextQuery | null): boolean {
  if (changed) return false;
  return early.guess === null || parsed === null ? early.guess === parsed : sameItems(parsed, early.guess);
}

/** The typo-tolerant fallback's page from the index: studies whose head carries a lexeme of every group. */
export function similarPageFrom(index: CatalogIndex, filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder, groups: readonly (readonly string[])[]): PickedPage {
  return { ...index.listWithHeadLexemes(listRequest(filters, currentYear, order), groups), items: null };
}

/**
 * Lists and search from the instance's browse index (ADR 035). The typo-tolerant fallback asks
 * PostgreSQL for the catalogue's words similar to the typed ones, and lists the studies whose
 * heads carry them from the index (decision 070).
 */
export class MemoryCatalogSearch implements CatalogSearch {
  readonly kind = 'memory';
  private readonly index: BrowseIndex;
  private readonly db: Database;

  constructor(index: BrowseIndex, db: Database) {
    this.index = index;
    this.db = db;
  }

  /** The page, waiting for the index to be read if it is not yet. */
  async pick(request: SearchRequest): Promise<PickedPage> {
    return this.pickFrom(await this.index.current(), request);
  }

  /** The page, or null while the index is being read: the caller asks PostgreSQL instead of waiting. */
  async pickIfReady(request: SearchRequest): Promise<PickedPage | null> {
    const { sinceLook } = request;
    const index = await (sinceLook ? this.index.unchangedSince(sinceLook.look, sinceLook.changed) : this.index.upToDate());
    return index ? this.pickFrom(index, request) : null;
  }

  private pickFrom(index: CatalogIndex, request: SearchRequest): Promise<PickedPage> | PickedPage {
    const { filters, currentYear, order, text } = request;
    return pickPage(index, filters, currentYear, order, text) ?? this.similarPage(index, request);
  }

  private async similarPage(index: CatalogIndex, { filters, currentYear, order }: SearchRequest): Promise<PickedPage> {
    return similarPageFrom(index, filters, currentYear, order, await similarLexemes(this.db, searchWords(filters.q ?? '')));
  }
}
