import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Quest, QuestCreateInput, QuestUpdateInput } from '#shared/schemas/progress.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const questsKey = ['admin', 'quests'] as const;

export function useQuests() {
  return useQuery({ queryKey: questsKey, queryFn: ({ signal }) => apiFetch<{ items: Quest[] }>('/admin/quests', { signal }) });
}

export function useCreateQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestCreateInput) => apiFetch<Quest>('/admin/quests', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questsKey }),
  });
}

export function useUpdateQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: QuestUpdateInput }) => apiFetch<Quest>(`/admin/quests/${id}`, { method: 'PATCH', json: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questsKey }),
  });
}
