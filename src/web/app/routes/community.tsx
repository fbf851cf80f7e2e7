import { CommunityPage } from '#web/features/build/components/community-page.tsx';
import { CommunityActivityList } from '#web/features/community/components/community-activity.tsx';
import { WhenSessionKnown } from '../layout/when-session-known.tsx';
import type { PageLoader } from '../page-loader.ts';
import { communityActivityQueryOptions } from '#web/features/community/api/activity.ts';
import { landingFiguresQueryOptions } from '#web/lib/use-landing-figures.ts';

export function CommunityRoute() {
  return <WhenSessionKnown path="/community"><CommunityPage activity={<CommunityActivityList />} /></WhenSessionKnown>;
}

export const loadPage: PageLoader = ({ queryClient }) =>
  Promise.all([queryClient.fetchInfiniteQuery(communityActivityQueryOptions()), queryClient.fetchQuery(landingFiguresQueryOptions())]);
