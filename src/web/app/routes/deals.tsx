import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { DealsPage } from '#web/features/deals/components/deals-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { dealsQueryOptions } from '#web/features/deals/api/deals.ts';

export function DealsRoute() {
  const { status } = useAuth();
  usePageMeta(pageMeta('/deals'));
  if (status === 'loading') return <PageLoading />;
  return <DealsPage />;
}

/** The deals as the reader may see them: the server leaves out codes and links their plan does not have. */
export const loadPage: PageLoader = ({ queryClient, viewer }) => queryClient.fetchQuery(dealsQueryOptions(viewer?.id ?? null));
