import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminChallenge, AdminChallengeList, ChallengeWriteInput, ChallengesPage, CurrentChallenge } from '#shared/schemas/challenges.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const challengeKeys = {
  page: (viewerId: string) => ['challenges', viewerId] as const,
  admin: ['admin-challenges'] as const,
};

export const challengesPageQueryOptions = (viewerId: string) =>
  queryOptions({ queryKey: challengeKeys.page(viewerId), queryFn: ({ signal }) => apiFetch<ChallengesPage>('/challenges', { signal }) });

export const useChallengesPage = (viewerId: string) => useQuery(challengesPageQueryOptions(viewerId));

/** Join, check in or complete: the answer is this week's challenge as it now stands. */
function useChallengeAction<V>(viewerId: string, request: (variables: V) => Promise<CurrentChallenge>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (current) => client.setQueryData<ChallengesPage>(challengeKeys.page(viewerId), (page) => page && { ...page, current }),
  });
}

export const useJoinChallenge = (viewerId: string) =>
  useChallengeAction(viewerId, (id: string) => apiFetch<CurrentChallenge>(`/challenges/${id}/participation`, { method: 'POST', json: {} }));

export const useCheckIn = (viewerId: string) =>
  useChallengeAction(viewerId, ({ id, body }: { id: string; body: string }) => apiFetch<CurrentChallenge>(`/challenges/${id}/check-ins`, { method: 'POST', json: { body } }));

export const useCompleteChallenge = (viewerId: string) =>
  useChallengeAction(viewerId, ({ id, body }: { id: string; body: string }) => apiFetch<CurrentChallenge>(`/challenges/${id}/completion`, { method: 'POST', json: { body } }));

export const useAdminChallenges = () =>
  useQuery(queryOptions({ queryKey: challengeKeys.admin, queryFn: ({ signal }) => apiFetch<AdminChallengeList>('/admin/challenges', { signal }) }));

export function useSaveChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChallengeWriteInput & { id: string | null }) =>
      apiFetch<AdminChallenge>(id ? `/admin/challenges/${id}` : '/admin/challenges', { method: id ? 'PUT' : 'POST', json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: challengeKeys.admin }),
  });
}
