import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { EventsPage } from '#web/features/vip-events/components/events-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function EventsRoute() {
  const { status, user } = useAuth();
  usePageMeta(pageMeta('/events'));
  if (status === 'loading') return <PageLoading />;
  return <EventsPage user={user} />;
}
