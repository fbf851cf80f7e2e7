import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { DealsPage } from '#web/features/deals/components/deals-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function DealsRoute() {
  const { status, user } = useAuth();
  usePageMeta(pageMeta('/deals'));
  if (status === 'loading') return <PageLoading />;
  return <DealsPage user={user} />;
}
