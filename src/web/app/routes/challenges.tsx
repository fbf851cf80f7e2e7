import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { ChallengesPage } from '#web/features/challenges/components/challenges-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function ChallengesRoute() {
  const { status, user } = useAuth();
  usePageMeta(pageMeta('/challenges'));
  if (status === 'loading') return <PageLoading />;
  return <ChallengesPage user={user} />;
}
