import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { CommunityPage } from '#web/features/build/components/community-page.tsx';
import { CommunityActivityList } from '#web/features/community/components/community-activity.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function CommunityRoute() {
  const { status, user } = useAuth();
  usePageMeta(pageMeta('/community'));
  if (status === 'loading') return <PageLoading />;
  return <CommunityPage user={user} activity={<CommunityActivityList />} />;
}
