import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDeal, Deal, DealCreateInput, DealRedemption, DealUpdateInput } from '#shared/schemas/deals.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const dealKeys = {
  /** The directory as the viewer sees it: codes depend on who asks. */
  list: (viewerId: string | null) => ['deals', viewerId ?? 'visitor'] as const,
  admin: ['admin', 'deals'] as const,
};

export const dealsQueryOptions = (viewerId: string | null) =>
  queryOptions({ queryKey: dealKeys.list(viewerId), queryFn: ({ signal }) => apiFetch<{ deals: Deal[] }>('/deals', { signal }) });

export const useDeals = (viewerId: string | null) => useQuery(dealsQueryOptions(viewerId));

export function useRevealDeal(viewerId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<DealRedemption>(`/deals/${id}/reveal`, { method: 'POST' }),
    onSuccess: (redemption, id) =>
      client.setQueryData<{ deals: Deal[] }>(dealKeys.list(viewerId), (current) => current && { deals: current.deals.map((deal) => (deal.id === id ? { ...deal, ...redemption } : deal)) }),
  });
}

export const useAdminDeals = () => useQuery(queryOptions({ queryKey: dealKeys.admin, queryFn: ({ signal }) => apiFetch<{ deals: AdminDeal[] }>('/admin/deals', { signal }) }));

export function useCreateDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DealCreateInput) => apiFetch<AdminDeal>('/admin/deals', { method: 'POST', json: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['deals'] }).then(() => client.invalidateQueries({ queryKey: dealKeys.admin })),
  });
}

export function useUpdateDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: DealUpdateInput }) => apiFetch<AdminDeal>(`/admin/deals/${id}`, { method: 'PATCH', json: changes }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['deals'] }).then(() => client.invalidateQueries({ queryKey: dealKeys.admin })),
  });
}
