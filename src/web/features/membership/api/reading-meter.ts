import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReadingMeterResponse } from '#shared/schemas/access.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** The member's free reads left this month; read fresh each time it is shown (reading changes it). */
export const readingMeterQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['me', 'reading-meter', userId],
    queryFn: ({ signal }) => apiFetch<ReadingMeterResponse>('/me/reading-meter', { signal }),
    staleTime: 0,
  });

export function useReadingMeter(userId: string, enabled: boolean) {
  return useQuery({ ...readingMeterQueryOptions(userId), enabled });
}
