import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { WhenNear } from '#web/components/when-near.tsx';
import { ToolkitPanel } from '#web/features/library/components/toolkit-panel.tsx';
import { EngagementBar } from '#web/features/engagement/components/engagement-bar.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { TacticDetailPage } from '#web/features/tactics/components/tactic-detail-page.tsx';
import type { PageLoader } from '../page-loader.ts';
import { tacticDetailQueryOptions } from '#web/features/tactics/api/tactic-detail.ts';
import { engagementQueryOptions } from '#web/features/engagement/api/engagement-state.ts';
import { tacticToolkitQueryOptions } from '#web/features/library/api/library.ts';

// Below the article, and the only part that needs the Markdown renderer: loaded when the reader scrolls near it.
const DiscussionsSection = lazy(async () => ({
  default: (await import('#web/features/discussions/components/discussions-section.tsx')).DiscussionsSection,
}));

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
        discussions: (
          <WhenNear label="Discussions" placeholder={<Skeleton className="h-64 w-full rounded-xl" />}>
            <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
              <DiscussionsSection itemType="tactic" itemId={tactic.id} isSignedIn={isSignedIn} />
            </Suspense>
          </WhenNear>
        ),
      })}
    />
  );
}

export const loadPage: PageLoader = async ({ params, queryClient, viewer }) => {
  const tactic = await queryClient.fetchQuery(tacticDetailQueryOptions(params.id ?? ''));
  await Promise.all([
    queryClient.fetchQuery(engagementQueryOptions({ itemType: 'tactic', itemId: tactic.id, isSignedIn: viewer !== null })),
    viewer && queryClient.fetchQuery(tacticToolkitQueryOptions(tactic.id)),
  ]);
  return tactic;
};
