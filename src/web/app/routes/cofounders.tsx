import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { CofoundersPage } from '#web/features/cofounders/components/cofounders-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function CofoundersRoute() {
  const { status, user } = useAuth();
  usePageMeta(pageMeta('/cofounders'));
  if (status === 'loading') return <PageLoading />;
  return <CofoundersPage user={user} />;
}
