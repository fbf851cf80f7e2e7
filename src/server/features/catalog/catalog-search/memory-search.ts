import { MAX_BROWSE_PAGE } from '#shared/filters.ts';
import { browseConditions } from '../browse-index/browse-filter.ts';
import type { BrowseIndex } from '../browse-index/browse-index.ts';
import type { CatalogIndex, ListRequest, TextQuery } from '../browse-index/catalog-index.ts';
import type { CaseStudyListFilters, CaseStudyOrder } from '../case-study-conditions.ts';
import type { CatalogSearch, PickedPage, SearchRequest } from './catalog-search.ts';

/**
 * The page's ids and how many match, from the index alone, with the items whose words its cards
 * mark; null when nothing matched the words, for the typo-tolerant fallback (ADR 035), which is
 * SQL's (`similarPage`): the index keeps no words of titles and introductions (decision 066).
 */
export function pickPage(index: CatalogIndex, filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder, text: TextQuery | null): PickedPage | null {
  const request: ListRequest = {
    order,
    conditions: browseConditions(filters, currentYear),
    text,
    offset: (filters.page - 1) * filters.pageSize,
    limit: filters.pageSize,
    cap: MAX_BROWSE_PAGE * filters.pageSize,
  };
  const { ids, total, totalCapped } = index.list(request);
  if (total === 0 && filters.q) return null;
  return { ids, total, totalCapped, items: text?.items ?? null };
}

/** Lists and search from the instance's browse index (ADR 035), with the typo-tolerant fallback from `similar`. */
export class MemoryCatalogSearch implements CatalogSearch {
  readonly kind = 'memory';
  private readonly index: BrowseIndex;
  private readonly similar: (request: SearchRequest) => Promise<PickedPage>;

  constructor(index: BrowseIndex, similar: (request: SearchRequest) => Promise<PickedPage>) {
    this.index = index;
    this.similar = similar;
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
    return pickPage(index, filters, currentYear, order, text) ?? this.similar(request);
  }
}
