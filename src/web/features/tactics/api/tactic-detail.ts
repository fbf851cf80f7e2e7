import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TacticDetail } from '#shared/schemas/content.ts';
import { tacticKeys } from '#web/entities/tactic/api/query-keys.ts';
import { apiFetch, isNotFound } from '#web/lib/api-client.ts';

export function fetchTactic(id: string, signal?: AbortSignal): Promise<TacticDetail> {
  return apiFetch<TacticDetail>(`/tactics/${encodeURIComponent(id)}`, { signal });
}

/** One tactic with its sub-tactics, related case studies and parent; a 404 is not retried. */
export const tacticDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tacticKeys.detail(id),
    queryFn: ({ signal }) => fetchTactic(id, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export function useTacticDetail(id: string) {
  return useQuery(tacticDetailQueryOptions(id));
}
