import { useParams } from 'react-router';
import { CaseStudyDetailPage } from '#web/features/case-studies/components/case-study-detail-page.tsx';

export function CaseStudyDetailRoute() {
  const { id = '' } = useParams();
  // A new id is a new page: nothing of the previous study's view carries over.
  return <CaseStudyDetailPage key={id} id={id} />;
}
