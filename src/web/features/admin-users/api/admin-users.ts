import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionTier } from '#shared/constants.ts';
import type { AdminUserList, RoleChoice } from '#shared/schemas/admin-users.ts';
import { apiFetch } from '#web/lib/api-client.ts';

const usersKey = ['admin-users'] as const;

export function useAdminUsers(query: string, page: number) {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  return useQuery({
    queryKey: [...usersKey, query, page],
    queryFn: () => apiFetch<AdminUserList>(`/admin/users${params.size ? `?${params.toString()}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

type Change = { userId: string; kind: 'role'; value: RoleChoice } | { userId: string; kind: 'tier'; value: SubscriptionTier };

/** A role or tier change; the list reloads afterwards, as the spec's calls 5 and 6 do. */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      apiFetch<{ ok: true }>(`/admin/users/${encodeURIComponent(change.userId)}/${change.kind}`, {
        method: 'PUT',
        json: change.kind === 'role' ? { role: change.value } : { tier: change.value },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
