import { staticPageMeta } from '#shared/seo.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { ChallengesPage } from '#web/features/challenges/components/challenges-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function ChallengesRoute() {
  const { status, user } = useAuth();
  usePageMeta(staticPageMeta('/challenges'));
  if (status === 'loading') return <PageLoading />;
  return <ChallengesPage user={user} />;
}
