import { useParams } from 'react-router';
import { DiscussionsSection } from '#web/features/discussions/components/discussions-section.tsx';
import { ToolkitPanel } from '#web/features/library/components/toolkit-panel.tsx';
import { EngagementBar } from '#web/features/engagement/components/engagement-bar.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { TacticDetailPage } from '#web/features/tactics/components/tactic-detail-page.tsx';

export function TacticDetailRoute() {
  const { id = '' } = useParams();
  const isSignedIn = useAuth().status === 'signed-in';
  // Sub-tactic and parent links stay on this route: start each tactic afresh.
  return (
    <TacticDetailPage
      key={id}
      id={id}
      slots={(tactic) => ({
        engagement: <EngagementBar itemType="tactic" itemId={tactic.id} title={tactic.name} isSignedIn={isSignedIn} className="mt-5" />,
        toolkit: <ToolkitPanel tacticId={tactic.id} isSignedIn={isSignedIn} />,
        discussions: <DiscussionsSection itemType="tactic" itemId={tactic.id} isSignedIn={isSignedIn} />,
      })}
    />
  );
}
