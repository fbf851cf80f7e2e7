import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { EventsPage } from '#web/features/vip-events/components/events-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { vipEventsQueryOptions } from '#web/features/vip-events/api/vip-events.ts';

export function EventsRoute() {
  const { status } = useAuth();
  usePageMeta(pageMeta('/events'));
  if (status === 'loading') return <PageLoading />;
  return <EventsPage />;
}

/** What is on, as the reader may see it: the server gives places, links and addresses only to Legacy Founders. */
export const loadPage: PageLoader = ({ queryClient, viewer }) => queryClient.fetchQuery(vipEventsQueryOptions(viewer?.id ?? null));
