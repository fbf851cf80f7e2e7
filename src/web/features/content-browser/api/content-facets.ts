import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentFacets } from '#shared/schemas/content.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { logged } from '../lib/logged.ts';

export const contentFacetsKey = ['content', 'facets'] as const;

export function fetchContentFacets(signal?: AbortSignal): Promise<ContentFacets> {
  return apiFetch<ContentFacets>('/content/facets', { signal });
}

/** The region tags and tactic categories offered as filter chips. */
export const contentFacetsQueryOptions = () =>
  queryOptions({
    queryKey: contentFacetsKey,
    queryFn: ({ signal }) => logged('content facets', fetchContentFacets(signal)),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useContentFacets() {
  return useQuery(contentFacetsQueryOptions());
}
