import { MAX_BROWSE_PAGE } from '#shared/filters.ts';
import { searchWords } from '../../../lib/text-search.ts';
import { browseConditions } from '../browse-index/browse-filter.ts';
import type { BrowseIndex } from '../browse-index/browse-index.ts';
import type { CatalogIndex, ListRequest, TextQuery } from '../browse-index/catalog-index.ts';
import type { CaseStudyListFilters, CaseStudyOrder } from '../case-study-conditions.ts';
import type { CatalogSearch, PickedPage, SearchRequest } from './catalog-search.ts';

/**
 * The page's ids and how many match, from the index alone, with the items whose words its cards
 * mark (none when nothing matched the words and the typo-tolerant fallback, ADR 035, chose them).
 */
export function pickPage(index: CatalogIndex, filters: CaseStudyListFilters, currentYear: number, order: CaseStudyOrder, text: TextQuery | null): PickedPage {
  const request: ListRequest = {
    order,
    conditions: browseConditions(filters, currentYear),
    text,
    offset: (filters.page - 1) * filters.pageSize,
    limit: filters.pageSize,
    cap: MAX_BROWSE_PAGE * filters.pageSize,
  };
  const { ids, total, totalCapped } = index.list(request);
  if (total === 0 && filters.q) {
    const similar = index.list({ ...request, text: null, similarTo: searchWords(filters.q), order: order === 'relevance' ? 'newest' : order });
    return { ...similar, items: null };
  }
  return { ids, total, totalCapped, items: text?.items ?? null };
}

/** Lists and search from the instance's browse index (ADR 035). */
export class MemoryCatalogSearch implements CatalogSearch {
  readonly kind = 'memory';
  private readonly index: BrowseIndex;

  constructor(index: BrowseIndex) {
    this.index = index;
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

  private pickFrom(index: CatalogIndex, { filters, currentYear, order, text }: SearchRequest): PickedPage {
    return pickPage(index, filters, currentYear, order, text);
  }
}
