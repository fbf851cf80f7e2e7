import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TacticCategory } from '#shared/constants.ts';
import { parseTacticBrowseParams, toTacticBrowseParams, type TacticBrowseState } from '../lib/tactic-browse-params.ts';

/** The tactics index's state lives in the URL: shareable, and Back steps through earlier views. */
export function useTacticBrowseState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTacticBrowseParams(params), [params]);

  // Filter and sort changes keep the scroll position; a new page starts at the top.
  const go = (next: TacticBrowseState, keepScroll = true) => setParams(toTacticBrowseParams(next), { preventScrollReset: keepScroll });

  return {
    state,
    toggleCategory(category: TacticCategory) {
      const categories = state.categories.includes(category) ? state.categories.filter((c) => c !== category) : [...state.categories, category];
      go({ ...state, categories, page: 1 });
    },
    setSearch: (text: string) => go({ ...state, q: text.trim() || undefined, page: 1 }),
    setSort: (sort: TacticBrowseState['sort']) => go({ ...state, sort, page: 1 }),
    setPage: (page: number) => go({ ...state, page }, false),
    clear: () => go({ categories: [], sort: state.sort, page: 1 }),
  };
}
