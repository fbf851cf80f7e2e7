import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingFigures } from '#shared/landing.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const landingFiguresKey = ['content', 'landing-figures'] as const;

/** The figures the server counts for the landing page (also the community page's member count); a dash shows while they load or fail. */
export const landingFiguresQueryOptions = () =>
  queryOptions({
    queryKey: landingFiguresKey,
    queryFn: ({ signal }) => apiFetch<LandingFigures>('/content/landing-figures', { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useLandingFigures() {
  return useQuery(landingFiguresQueryOptions());
}
