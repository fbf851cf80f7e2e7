import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CofounderAdminOverview, CofounderAdmission, CofounderIntro, CofounderIntroInput, CofounderOverview, CofounderProfileInput } from '#shared/schemas/cofounders.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const cofounderKeys = {
  overview: (viewerId: string) => ['cofounders', viewerId] as const,
  admin: ['admin', 'cofounders'] as const,
};

export const cofounderOverviewQueryOptions = (viewerId: string) =>
  queryOptions({ queryKey: cofounderKeys.overview(viewerId), queryFn: ({ signal }) => apiFetch<CofounderOverview>('/cofounders', { signal }) });

export const useCofounderOverview = (viewerId: string) => useQuery(cofounderOverviewQueryOptions(viewerId));

/** A change that answers with the whole page: the page shows it at once. */
function usePageChange<I>(viewerId: string, request: (input: I) => Promise<CofounderOverview>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: (page) => client.setQueryData(cofounderKeys.overview(viewerId), page) });
}

export const useSaveCofounderProfile = (viewerId: string) =>
  usePageChange(viewerId, (input: CofounderProfileInput) => apiFetch<CofounderOverview>('/cofounders/profile', { method: 'PUT', json: input }));

export const useCofounderVisibility = (viewerId: string) =>
  usePageChange(viewerId, (visible: boolean) => apiFetch<CofounderOverview>('/cofounders/profile/visibility', { method: 'PUT', json: { visible } }));

/** A change after which the page is read again. */
function useRefreshingChange<I, R>(viewerId: string, request: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => client.invalidateQueries({ queryKey: cofounderKeys.overview(viewerId) }) });
}

export const useLeaveCofounderMatching = (viewerId: string) => useRefreshingChange(viewerId, () => apiFetch<void>('/cofounders/profile', { method: 'DELETE' }));

export const useRequestIntro = (viewerId: string) =>
  useRefreshingChange(viewerId, (input: CofounderIntroInput) => apiFetch<CofounderIntro>('/cofounders/intros', { method: 'POST', json: input }));

export const useAnswerIntro = (viewerId: string) =>
  useRefreshingChange(viewerId, ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) => apiFetch<CofounderIntro>(`/cofounders/intros/${id}/${answer}`, { method: 'POST' }));

export const useCofounderLine = () =>
  useQuery(queryOptions({ queryKey: cofounderKeys.admin, queryFn: ({ signal }) => apiFetch<CofounderAdminOverview>('/admin/cofounders', { signal }) }));

export function useAdmitCofounders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (count: number) => apiFetch<CofounderAdmission>('/admin/cofounders/admissions', { method: 'POST', json: { count } }),
    onSuccess: () => client.invalidateQueries({ queryKey: cofounderKeys.admin }),
  });
}
