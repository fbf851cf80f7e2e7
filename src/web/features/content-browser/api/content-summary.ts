import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentFacets, ContentStats } from '#shared/schemas/content.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { logged } from '../lib/logged.ts';

/**
 * One of the browser's summaries of all the content, read once and kept for five minutes. A
 * failure is logged only: the stat cards show a dash and no filter chips are offered.
 */
const summaryQueryOptions = <Summary>(part: 'facets' | 'stats') =>
  queryOptions({
    queryKey: ['content', part] as const,
    queryFn: ({ signal }) => logged(`content ${part}`, apiFetch<Summary>(`/content/${part}`, { signal })),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The region tags and tactic categories offered as filter chips. */
export const useContentFacets = () => useQuery(summaryQueryOptions<ContentFacets>('facets'));

/** Counts for the four stat cards. */
export const useContentStats = () => useQuery(summaryQueryOptions<ContentStats>('stats'));
