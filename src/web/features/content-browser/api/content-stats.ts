import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentStats } from '#shared/schemas/content.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { logged } from '../lib/logged.ts';

export const contentStatsKey = ['content', 'stats'] as const;

export function fetchContentStats(signal?: AbortSignal): Promise<ContentStats> {
  return apiFetch<ContentStats>('/content/stats', { signal });
}

/** Counts for the four stat cards. Failures are logged only (the cards show a dash). */
export const contentStatsQueryOptions = () =>
  queryOptions({
    queryKey: contentStatsKey,
    queryFn: ({ signal }) => logged('content stats', fetchContentStats(signal)),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useContentStats() {
  return useQuery(contentStatsQueryOptions());
}
