import type { Database } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import { BrowseIndex } from './browse-index/browse-index.ts';
import type { HeldCard } from './browse-index/card-store.ts';
import type { TextQuery } from './browse-index/catalog-index.ts';
import type { CaseStudyListFilters, CaseStudyOrder } from './case-study-conditions.ts';
import { MemoryCatalogSearch } from './memory-search.ts';
import { PostgresCatalogSearch } from './postgres-search.ts';

/** Where lists and search are answered: the browse index in memory, or PostgreSQL alone (SEARCH_INDEX). */
export type SearchIndexMode = 'memory' | 'postgres';

/** What the statement that parsed a search said about changes since the browse index's look number `look`. */
export type SinceLook = { look: number; changed: boolean };

export type SearchRequest = {
  filters: CaseStudyListFilters;
  currentYear: number;
  order: CaseStudyOrder;
  /** The search as PostgreSQL parsed it; null without search words. */
  text: TextQuery | null;
  sinceLook?: SinceLook | null;
};

/**
 * One page of published case studies' ids in order and how many match (up to the last reachable
 * page), with the items whose words the cards mark: none when nothing matched the words and the
 * typo-tolerant fallback chose the page.
 */
export type PickedPage = { ids: string[]; total: number; totalCapped: boolean; items: readonly string[] | null };

/** Picks a page of case studies; the browse index and PostgreSQL give the same pages (ADR 053). */
export interface CatalogSearch {
  pick(request: SearchRequest): Promise<PickedPage>;
}

/**
 * An instance's search: with SEARCH_INDEX=memory, the browse index once it is read and up to date,
 * and PostgreSQL until then (at start, and while it is read again after a gap in the change log);
 * with SEARCH_INDEX=postgres, PostgreSQL alone, with no index held.
 */
export class ServingSearch implements CatalogSearch {
  readonly mode: SearchIndexMode;
  readonly postgres: PostgresCatalogSearch;
  readonly memory: MemoryCatalogSearch | null;
  private readonly index: BrowseIndex | null;

  constructor(db: Database, mode: SearchIndexMode, logger?: Logger) {
    this.mode = mode;
    this.postgres = new PostgresCatalogSearch(db);
    this.index =
      mode === 'memory'
        ? new BrowseIndex(db, (outcome) => {
            if ('error' in outcome) logger?.error({ err: outcome.error }, 'reading the browse index failed; lists are answered in SQL until it is read');
            else logger?.info(outcome, 'browse index read');
          })
        : null;
    this.memory = this.index ? new MemoryCatalogSearch(this.index) : null;
  }

  /** Starts reading the browse index in the background (memory); settles once it is read. */
  load(): Promise<void> {
    return this.index ? this.index.load() : Promise.resolve();
  }

  /** What answers lists right now, as the health check reports it. */
  serving(): SearchIndexMode {
    return this.index?.ready ? 'memory' : 'postgres';
  }

  /** The browse index as its last look left it, for a statement that asks whether anything changed since (null without one). */
  known() {
    return this.index?.known() ?? null;
  }

  /** Keeps cards read by a statement that found nothing changed since look number `look` (`BrowseIndex.keepCards`). */
  keepCards(look: number, ids: readonly string[], cards: readonly HeldCard[]): void {
    this.index?.keepCards(look, ids, cards);
  }

  async pick(request: SearchRequest): Promise<PickedPage> {
    return (await this.memory?.pickIfReady(request)) ?? this.postgres.pick(request);
  }
}
