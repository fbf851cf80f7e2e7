import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GigApplicationInput, GigDetail, GigInput, GigList, GigView } from '#shared/schemas/gigs.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const gigKeys = {
  all: (viewerId: string) => ['gigs', viewerId] as const,
  list: (viewerId: string, view: GigView, skill: string, page: number) => ['gigs', viewerId, 'list', view, skill, page] as const,
  gig: (viewerId: string, id: string) => ['gigs', viewerId, 'gig', id] as const,
  admin: (viewerId: string, page: number) => ['gigs', viewerId, 'admin', page] as const,
};

export const gigsQueryOptions = (viewerId: string, view: GigView, skill: string, page: number) =>
  queryOptions({
    queryKey: gigKeys.list(viewerId, view, skill, page),
    queryFn: ({ signal }) => apiFetch<GigList>(`/gigs?${new URLSearchParams({ view, page: String(page), ...(skill && { skill }) })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useGigs = (viewerId: string, view: GigView, skill: string, page: number) => useQuery(gigsQueryOptions(viewerId, view, skill, page));

export const gigQueryOptions = (viewerId: string, id: string) =>
  queryOptions({ queryKey: gigKeys.gig(viewerId, id), queryFn: ({ signal }) => apiFetch<GigDetail>(`/gigs/${encodeURIComponent(id)}`, { signal }), retry: false });

export const useGig = (viewerId: string, id: string) => useQuery(gigQueryOptions(viewerId, id));

export const useAdminGigs = (viewerId: string, page: number) =>
  useQuery(queryOptions({ queryKey: gigKeys.admin(viewerId, page), queryFn: ({ signal }) => apiFetch<GigList>(`/admin/gigs?page=${page}`, { signal }), placeholderData: keepPreviousData }));

/** Every change answers with the gig as it now is: its page shows that, and the lists are asked again. */
function useGigChange<A>(viewerId: string, request: (args: A) => Promise<GigDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (gig) => {
      client.setQueryData(gigKeys.gig(viewerId, gig.id), gig);
      return client.invalidateQueries({ queryKey: gigKeys.all(viewerId), predicate: (query) => query.queryKey[2] !== 'gig' });
    },
  });
}

export const usePostGig = (viewerId: string) => useGigChange(viewerId, (gig: GigInput) => apiFetch<GigDetail>('/gigs', { method: 'POST', json: gig }));
export const useUpdateGig = (viewerId: string, id: string) => useGigChange(viewerId, (gig: GigInput) => apiFetch<GigDetail>(`/gigs/${id}`, { method: 'PUT', json: gig }));
export const useCloseGig = (viewerId: string, id: string) => useGigChange(viewerId, () => apiFetch<GigDetail>(`/gigs/${id}/close`, { method: 'POST' }));
export const useApplyToGig = (viewerId: string, id: string) =>
  useGigChange(viewerId, (input: GigApplicationInput) => apiFetch<GigDetail>(`/gigs/${id}/applications`, { method: 'POST', json: input }));
export const usePickApplicant = (viewerId: string, id: string) =>
  useGigChange(viewerId, (applicationId: string) => apiFetch<GigDetail>(`/gigs/${id}/pick`, { method: 'POST', json: { applicationId } }));
export const useRemoveGig = (viewerId: string) =>
  useGigChange(viewerId, ({ id, reason }: { id: string; reason: string }) => apiFetch<GigDetail>(`/gigs/${id}/removal`, { method: 'POST', json: { reason } }));
