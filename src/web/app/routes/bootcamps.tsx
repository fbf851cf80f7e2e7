import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { BootcampsPage } from '#web/features/bootcamps/components/bootcamps-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { bootcampsQueryOptions } from '#web/features/bootcamps/api/bootcamps.ts';

export function BootcampsRoute() {
  const { status, user } = useAuth();
  usePageMeta(pageMeta('/bootcamps'));
  if (status === 'loading') return <PageLoading />;
  return <BootcampsPage viewerId={user?.id ?? null} />;
}

export const loadPage: PageLoader = ({ queryClient, viewer }) => queryClient.fetchQuery(bootcampsQueryOptions(viewer?.id ?? null));
