import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminVipEvent, VipEvent, VipEventInput, VipEventList } from '#shared/schemas/vip-events.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const vipEventKeys = {
  list: (viewerId: string | null) => ['vip-events', viewerId ?? 'visitor'] as const,
  admin: ['admin', 'vip-events'] as const,
};

export const vipEventsQueryOptions = (viewerId: string | null) =>
  queryOptions({ queryKey: vipEventKeys.list(viewerId), queryFn: ({ signal }) => apiFetch<VipEventList>('/vip-events', { signal }) });

export const useVipEvents = (viewerId: string | null) => useQuery(vipEventsQueryOptions(viewerId));

/** Take a place (or a place on the waitlist), or give it back; the list then shows the new state. */
export function useRsvp(viewerId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'take' | 'wait' | 'cancel' }) =>
      action === 'cancel'
        ? apiFetch<VipEvent>(`/vip-events/${id}/rsvp`, { method: 'DELETE' })
        : apiFetch<VipEvent>(`/vip-events/${id}/rsvp`, { method: 'PUT', json: { waitlist: action === 'wait' } }),
    onSettled: () => client.invalidateQueries({ queryKey: vipEventKeys.list(viewerId) }),
  });
}

export const useAdminVipEvents = () =>
  useQuery(queryOptions({ queryKey: vipEventKeys.admin, queryFn: ({ signal }) => apiFetch<{ events: AdminVipEvent[] }>('/admin/vip-events', { signal }) }));

export function useSaveVipEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: VipEventInput }) =>
      id ? apiFetch<AdminVipEvent>(`/admin/vip-events/${id}`, { method: 'PUT', json: input }) : apiFetch<AdminVipEvent>('/admin/vip-events', { method: 'POST', json: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['vip-events'] }).then(() => client.invalidateQueries({ queryKey: vipEventKeys.admin })),
  });
}
