import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { MentorPage } from '#web/features/mentor/components/mentor-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function MentorRoute() {
  const { status, user } = useAuth();
  usePageMeta(pageMeta('/mentor'));
  if (status === 'loading') return <PageLoading />;
  return <MentorPage user={user} />;
}
