import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseStudyDetail } from '#shared/schemas/content.ts';
import { caseStudyKeys } from '#web/entities/case-study/api/query-keys.ts';
import { apiFetch, isNotFound } from '#web/lib/api-client.ts';

export function fetchCaseStudy(id: string, signal?: AbortSignal): Promise<CaseStudyDetail> {
  return apiFetch<CaseStudyDetail>(`/case-studies/${encodeURIComponent(id)}`, { signal });
}

/** One published case study; an unknown or unpublished id is a 404, which is not retried. */
export const caseStudyDetailQueryOptions = (id: string, viewer: string) =>
  queryOptions({
    queryKey: caseStudyKeys.detail(id, viewer),
    queryFn: ({ signal }) => fetchCaseStudy(id, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export function useCaseStudyDetail(id: string, viewer: string) {
  return useQuery(caseStudyDetailQueryOptions(id, viewer));
}
