import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdeaCounters, IdeaList, IdeaSort } from '#shared/schemas/ideas.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const ideasKey = ['ideas'] as const;

export const ideaListQueryOptions = (q: string, sort: IdeaSort) =>
  queryOptions({
    queryKey: [...ideasKey, q, sort],
    queryFn: ({ signal }) => apiFetch<IdeaList>(`/ideas?${new URLSearchParams({ ...(q && { q }), sort }).toString()}`, { signal }),
    placeholderData: (previous) => previous,
  });

export const useIdeaList = (q: string, sort: IdeaSort) => useQuery(ideaListQueryOptions(q, sort));

/** Puts an idea's new counters into every cached list. */
function useApplyCounters() {
  const client = useQueryClient();
  return (counters: IdeaCounters) =>
    client.setQueriesData<IdeaList>({ queryKey: ideasKey }, (list) =>
      list && { ...list, items: list.items.map((idea) => (idea.id === counters.id ? { ...idea, ...counters } : idea)) },
    );
}

export function useRecordIdeaView() {
  const apply = useApplyCounters();
  return useMutation({
    mutationFn: (id: string) => apiFetch<IdeaCounters>(`/ideas/${id}/view`, { method: 'POST' }),
    onSuccess: apply,
  });
}

export function useSaveIdea() {
  const apply = useApplyCounters();
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) => apiFetch<IdeaCounters>(`/ideas/${id}/save`, { method: saved ? 'PUT' : 'DELETE' }),
    onSuccess: apply,
  });
}
