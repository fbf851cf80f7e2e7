import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseStudyPage } from '#shared/schemas/content.ts';
import { caseStudyKeys } from '#web/entities/case-study/api/query-keys.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { toApiQuery, type BrowseState } from '../lib/browse-params.ts';

export function fetchCaseStudyPage(query: string, signal?: AbortSignal): Promise<CaseStudyPage> {
  return apiFetch<CaseStudyPage>(`/case-studies${query ? `?${query}` : ''}`, { signal });
}

/** One page of published case studies for the browse view's filters, search, sort and page. */
export const caseStudyListQueryOptions = (state: BrowseState) => {
  const query = toApiQuery(state);
  return queryOptions({
    queryKey: caseStudyKeys.list(query),
    queryFn: ({ signal }) => fetchCaseStudyPage(query, signal),
    // Keep the last page on screen while the next filter combination loads.
    placeholderData: keepPreviousData,
  });
};

export function useCaseStudyList(state: BrowseState) {
  return useQuery(caseStudyListQueryOptions(state));
}
