import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResults } from '#shared/schemas/content.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const searchKey = ['search'] as const;

export function fetchSearchResults(q: string, signal?: AbortSignal): Promise<SearchResults> {
  return apiFetch<SearchResults>(`/search?${new URLSearchParams({ q }).toString()}`, { signal });
}

/** Case studies and tactics matching the text; nothing is asked for an empty query. */
export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...searchKey, q],
    queryFn: ({ signal }) => fetchSearchResults(q, signal),
    enabled: q.length > 0,
  });

export function useSearchResults(q: string) {
  return useQuery(searchQueryOptions(q));
}
