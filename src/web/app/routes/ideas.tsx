import { IdeasPage } from '#web/features/ideas/components/ideas-page.tsx';
import { useAuth } from '#web/features/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function IdeasRoute() {
  const { status, user } = useAuth();
  if (status === 'loading') return <PageLoading />;
  return <IdeasPage viewerId={user?.id ?? null} />;
}
