import { useParams } from 'react-router';
import { TacticDetailPage } from '#web/features/tactics/components/tactic-detail-page.tsx';

export function TacticDetailRoute() {
  const { id = '' } = useParams();
  // Sub-tactic and parent links stay on this route: start each tactic afresh.
  return <TacticDetailPage key={id} id={id} />;
}
