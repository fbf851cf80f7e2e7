import type { Location } from 'react-router';

const BROWSE_PATH = '/case-studies';

/** What a case study opened from the browse page keeps in its history entry: that view's search and filters. */
export type BrowseReturnState = { browseSearch: string };

/** The state to give a link to a case study, when it is followed from the browse page. */
export function browseReturnState(from: Pick<Location, 'pathname' | 'search'>): BrowseReturnState | undefined {
  return from.pathname === BROWSE_PATH ? { browseSearch: from.search } : undefined;
}

/** Where "All case studies" leads: back to the browse view the study was opened from, else the whole list. */
export function browseHrefFrom(state: unknown): string {
  const search = (state as Partial<BrowseReturnState> | null)?.browseSearch;
  return typeof search === 'string' && (search === '' || search.startsWith('?')) ? `${BROWSE_PATH}${search}` : BROWSE_PATH;
}
