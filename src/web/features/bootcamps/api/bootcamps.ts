import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BootcampList, WaitlistPage } from '#shared/schemas/bootcamps.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const bootcampsQueryOptions = (viewerId: string | null) =>
  queryOptions({ queryKey: ['bootcamps', viewerId], queryFn: ({ signal }) => apiFetch<BootcampList>('/bootcamps', { signal }) });
export const useBootcamps = (viewerId: string | null) => useQuery(bootcampsQueryOptions(viewerId));

/** Joining can lower the seat prices a member sees (waitlist members save 20%), so they are asked again. */
export const useJoinWaitlist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiFetch<{ title: string; message: string }>('/waitlist', { method: 'POST', json: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bootcamps'] }),
  });
};

/** A bootcamp seat goes through the one billing checkout; the answer is where to pay. */
export const useBootcampCheckout = () =>
  useMutation({ mutationFn: (bootcampId: string) => apiFetch<{ url: string }>('/billing/checkout', { method: 'POST', json: { kind: 'bootcamp', bootcampId } }) });

export const useWaitlist = (page: number) =>
  useQuery({ queryKey: ['admin', 'waitlist', page], queryFn: ({ signal }) => apiFetch<WaitlistPage>(`/admin/waitlist?page=${page}`, { signal }) });
