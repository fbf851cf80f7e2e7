import { ChallengesPage } from '#web/features/challenges/components/challenges-page.tsx';
import { hasAbility } from '#web/session/hooks/use-ability.ts';
import { WhenSessionKnown } from '../layout/when-session-known.tsx';
import type { PageLoader } from '../page-loader.ts';
import { challengesPageQueryOptions } from '#web/features/challenges/api/challenges.ts';

export function ChallengesRoute() {
  return <WhenSessionKnown path="/challenges"><ChallengesPage /></WhenSessionKnown>;
}

export const loadPage: PageLoader = async ({ queryClient, viewer }) => {
  if (viewer && hasAbility(viewer, 'WEEKLY_CHALLENGES')) await queryClient.fetchQuery(challengesPageQueryOptions(viewer.id));
};
