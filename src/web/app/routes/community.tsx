import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { CommunityPage } from '#web/features/build/components/community-page.tsx';
import { CommunityActivityList } from '#web/features/community/components/community-activity.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { communityActivityQueryOptions } from '#web/features/community/api/activity.ts';
import { landingFiguresQueryOptions } from '#web/lib/use-landing-figures.ts';

export function CommunityRoute() {
  const { status } = useAuth();
  usePageMeta(pageMeta('/community'));
  if (status === 'loading') return <PageLoading />;
  return <CommunityPage activity={<CommunityActivityList />} />;
}

export const loadPage: PageLoader = ({ queryClient }) =>
  Promise.all([queryClient.fetchInfiniteQuery(communityActivityQueryOptions()), queryClient.fetchQuery(landingFiguresQueryOptions())]);
