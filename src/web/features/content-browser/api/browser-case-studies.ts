import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseStudyPage } from '#shared/schemas/content.ts';
import { caseStudyKeys } from '#web/entities/case-study/api/query-keys.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { logged } from '../lib/logged.ts';
import { BROWSER_PAGE_SIZE, type AppliedSearch } from '../lib/search-state.ts';

export function browserCaseStudiesQuery({ text, chips }: AppliedSearch): string {
  const params = new URLSearchParams();
  if (text) params.set('q', text);
  if (chips.length > 0) params.set('regions', chips.join(','));
  params.set('pageSize', String(BROWSER_PAGE_SIZE));
  return params.toString();
}

export function fetchBrowserCaseStudies(search: AppliedSearch, signal?: AbortSignal): Promise<CaseStudyPage> {
  return apiFetch<CaseStudyPage>(`/case-studies?${browserCaseStudiesQuery(search)}`, { signal });
}

/** The newest published case studies matching the text and any of the chosen regions. */
export const browserCaseStudiesQueryOptions = (search: AppliedSearch) =>
  queryOptions({
    queryKey: caseStudyKeys.list(browserCaseStudiesQuery(search)),
    queryFn: ({ signal }) => logged('content browser case studies', fetchBrowserCaseStudies(search, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useBrowserCaseStudies(search: AppliedSearch) {
  return useQuery(browserCaseStudiesQueryOptions(search));
}
