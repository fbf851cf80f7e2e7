import { ComparePage } from '#web/features/case-studies/components/compare-page.tsx';

export function CaseStudyCompareRoute() {
  return <ComparePage />;
}
