import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { CaseStudyBrowsePage } from '#web/features/case-studies/components/case-study-browse-page.tsx';
import type { PageLoader } from '../page-loader.ts';
import { caseStudyListQueryOptions } from '#web/features/case-studies/api/case-study-list.ts';
import { parseBrowseParams } from '#web/features/case-studies/lib/browse-params.ts';

export function CaseStudiesRoute() {
  usePageMeta(pageMeta('/case-studies'));
  return <CaseStudyBrowsePage />;
}

export const loadPage: PageLoader = ({ query, queryClient }) => queryClient.fetchQuery(caseStudyListQueryOptions(parseBrowseParams(query)));
