import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ToolkitStatus } from '#shared/constants.ts';
import type { BookmarkLibrary, BookmarkUpdate, TacticPlan, TacticToolkitState, Toolkit } from '#shared/schemas/library.ts';
import { tacticKeys } from '#web/entities/tactic/api/query-keys.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { memberProgressKey } from '#web/lib/member-progress.ts';

export const libraryKey = ['me', 'bookmarks'] as const;
export const toolkitKey = ['me', 'toolkit'] as const;

export const bookmarkLibraryQueryOptions = () => queryOptions({ queryKey: libraryKey, queryFn: ({ signal }) => apiFetch<BookmarkLibrary>('/me/bookmarks', { signal }) });
export const toolkitQueryOptions = () => queryOptions({ queryKey: toolkitKey, queryFn: ({ signal }) => apiFetch<Toolkit>('/me/toolkit', { signal }) });
export const useBookmarkLibrary = () => useQuery(bookmarkLibraryQueryOptions());
export const useToolkit = () => useQuery(toolkitQueryOptions());

function useLibraryMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKey }) });
}

export const useCreateFolder = () => useLibraryMutation((name: string) => apiFetch('/me/bookmark-folders', { method: 'POST', json: { name } }));
export const useRenameFolder = () => useLibraryMutation(({ id, name }: { id: string; name: string }) => apiFetch(`/me/bookmark-folders/${id}`, { method: 'PATCH', json: { name } }));
export const useDeleteFolder = () => useLibraryMutation((id: string) => apiFetch(`/me/bookmark-folders/${id}`, { method: 'DELETE' }));
export const useUpdateBookmark = () => useLibraryMutation(({ id, ...changes }: BookmarkUpdate & { id: string }) => apiFetch(`/me/bookmarks/${id}`, { method: 'PATCH', json: changes }));
export const useDeleteBookmark = () => useLibraryMutation((id: string) => apiFetch(`/me/bookmarks/${id}`, { method: 'DELETE' }));

export const tacticToolkitQueryOptions = (tacticId: string) =>
  queryOptions({ queryKey: tacticKeys.toolkit(tacticId), queryFn: ({ signal }) => apiFetch<TacticToolkitState>(`/tactics/${tacticId}/toolkit`, { signal }) });

export function useTacticToolkit(tacticId: string, enabled: boolean) {
  return useQuery({ ...tacticToolkitQueryOptions(tacticId), enabled });
}

export function useTacticToolkitActions(tacticId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (state: TacticToolkitState) => {
    queryClient.setQueryData(tacticKeys.toolkit(tacticId), state);
    void queryClient.invalidateQueries({ queryKey: toolkitKey });
  };
  return {
    setStatus: useMutation({ mutationFn: (status: ToolkitStatus) => apiFetch<TacticToolkitState>(`/tactics/${tacticId}/toolkit`, { method: 'PUT', json: { status } }), onSuccess }),
    remove: useMutation({ mutationFn: () => apiFetch<TacticToolkitState>(`/tactics/${tacticId}/toolkit`, { method: 'DELETE' }), onSuccess }),
    startPlan: useMutation({ mutationFn: () => apiFetch<TacticToolkitState>(`/tactics/${tacticId}/plan`, { method: 'POST', json: {} }), onSuccess }),
  };
}

export function useCompleteStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, day }: { planId: string; day: number }) => apiFetch<TacticPlan>(`/me/plans/${planId}/steps/${day}`, { method: 'PUT', json: {} }),
    onSuccess: (plan) => {
      queryClient.setQueryData<TacticToolkitState>(tacticKeys.toolkit(plan.tacticId), (s) => (s ? { ...s, plan } : s));
      void queryClient.invalidateQueries({ queryKey: toolkitKey });
      void queryClient.invalidateQueries({ queryKey: memberProgressKey });
    },
  });
}
