import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { caseStudyBrowseQuerySchema } from '#shared/filters.ts';
import {
  activeFilterCount,
  clearedFilters,
  invalidBrowseParams,
  parseBrowseParams,
  toBrowseParams,
  withFilter,
  withPage,
  withSearch,
  withSort,
  type BrowseState,
  type FilterKey,
} from '../lib/browse-params.ts';

/** The browse view's state lives in the URL: shareable, and Back steps through earlier views. */
export function useBrowseState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseBrowseParams(params), [params]);
  const invalid = useMemo(() => invalidBrowseParams(params), [params]);

  // Filter and sort changes keep the scroll position; a new page starts at the top.
  const go = (next: BrowseState, keepScroll = true) => setParams(toBrowseParams(next), { preventScrollReset: keepScroll });

  return {
    state,
    /** Messages for URL values that were not applied. */
    invalid,
    activeCount: activeFilterCount(state),
    setFilter(key: FilterKey, raw: string) {
      const parsed = caseStudyBrowseQuerySchema.shape[key].safeParse(raw === '' ? undefined : raw);
      if (parsed.success) go(withFilter(state, key, parsed.data as BrowseState[FilterKey]));
    },
    setSearch: (q: string) => go(withSearch(state, q)),
    setSort: (sort: BrowseState['sort']) => go(withSort(state, sort)),
    setPage: (page: number) => go(withPage(state, page), false),
    clear: () => go(clearedFilters(state)),
  };
}
