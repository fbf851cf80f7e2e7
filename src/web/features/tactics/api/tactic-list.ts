import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TacticPage } from '#shared/schemas/content.ts';
import { tacticKeys } from '#web/entities/tactic/api/query-keys.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { toTacticBrowseParams, type TacticBrowseState } from '../lib/tactic-browse-params.ts';

/** One page of published tactics for the index's search, categories, sort and page. */
export const tacticListQueryOptions = (state: TacticBrowseState) => {
  const query = toTacticBrowseParams(state).toString();
  return queryOptions({
    queryKey: tacticKeys.list(query),
    queryFn: ({ signal }) => apiFetch<TacticPage>(`/tactics${query ? `?${query}` : ''}`, { signal }),
    // Keep the last page on screen while the next combination loads.
    placeholderData: keepPreviousData,
  });
};

export function useTacticList(state: TacticBrowseState) {
  return useQuery(tacticListQueryOptions(state));
}
