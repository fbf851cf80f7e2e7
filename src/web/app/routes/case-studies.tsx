import { usePageMeta } from '#web/components/page-meta.tsx';
import { CaseStudyBrowsePage } from '#web/features/case-studies/components/case-study-browse-page.tsx';

export function CaseStudiesRoute() {
  usePageMeta({
    title: 'Startup Case Studies',
    description: 'Browse real-world startup case studies and failure analyses by revenue, business model, growth channel, region and more.',
  });
  return <CaseStudyBrowsePage />;
}
