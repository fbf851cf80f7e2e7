import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryList, StorySubmissionInput } from '#shared/schemas/story.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export type StoryFilter = 'new' | 'handled' | 'all';

export const useSubmitStory = () =>
  useMutation({ mutationFn: (input: StorySubmissionInput) => apiFetch<{ id: string }>('/stories', { method: 'POST', json: input }) });

const STORIES_KEY = ['admin', 'stories'] as const;

export const useStaffStories = (status: StoryFilter, page: number) =>
  useQuery({ queryKey: [...STORIES_KEY, status, page], queryFn: ({ signal }) => apiFetch<StoryList>(`/admin/stories?status=${status}&page=${page}`, { signal }) });

/** "Mark handled" sets a new story to reviewed; the list is then fetched again. */
export const useMarkStoryHandled = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ ok: true }>(`/admin/stories/${encodeURIComponent(id)}/status`, { method: 'PUT', json: { status: 'reviewed' } }),
    onSettled: () => client.invalidateQueries({ queryKey: STORIES_KEY }),
  });
};
