import { queryOptions } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/me.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const meQueryKey = ['me'] as const;

/** The signed-in user's profile name, tier and staff role. */
export const meQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...meQueryKey, userId],
    queryFn: () => apiFetch<Me>('/me'),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
