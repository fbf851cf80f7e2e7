import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TacticPage } from '#shared/schemas/content.ts';
import { tacticKeys } from '#web/entities/tactic/api/query-keys.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { logged } from '../lib/logged.ts';
import { BROWSER_PAGE_SIZE, type AppliedSearch } from '../lib/search-state.ts';

export function browserTacticsQuery({ text, chips }: AppliedSearch): string {
  const params = new URLSearchParams();
  if (text) params.set('q', text);
  if (chips.length > 0) params.set('categories', chips.join(','));
  params.set('pageSize', String(BROWSER_PAGE_SIZE));
  return params.toString();
}

export function fetchBrowserTactics(search: AppliedSearch, signal?: AbortSignal): Promise<TacticPage> {
  return apiFetch<TacticPage>(`/tactics?${browserTacticsQuery(search)}`, { signal });
}

/** The newest tactics matching the text and any of the chosen categories. */
export const browserTacticsQueryOptions = (search: AppliedSearch) =>
  queryOptions({
    queryKey: tacticKeys.list(browserTacticsQuery(search)),
    queryFn: ({ signal }) => logged('content browser tactics', fetchBrowserTactics(search, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useBrowserTactics(search: AppliedSearch) {
  return useQuery(browserTacticsQueryOptions(search));
}
