import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { LearningPathPage } from '#web/features/academy/components/learning-path-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function LearningPathRoute() {
  const { status, user } = useAuth();
  usePageMeta(pageMeta('/learning-path'));
  if (status === 'loading') return <PageLoading />;
  return <LearningPathPage user={user} />;
}
