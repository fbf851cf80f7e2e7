import { staticPageMeta } from '#shared/seo.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { CaseStudyBrowsePage } from '#web/features/case-studies/components/case-study-browse-page.tsx';

export function CaseStudiesRoute() {
  usePageMeta(staticPageMeta('/case-studies'));
  return <CaseStudyBrowsePage />;
}
