import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { BuildPage } from '#web/features/build/components/build-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { templatesQueryOptions } from '#web/features/build/api/build.ts';

export function BuildRoute() {
  const { status, user } = useAuth();
  usePageMeta(pageMeta('/build'));
  if (status === 'loading') return <PageLoading />;
  return <BuildPage viewerId={user?.id ?? null} />;
}

export const loadPage: PageLoader = ({ queryClient, viewer }) => queryClient.fetchQuery(templatesQueryOptions(viewer?.id ?? null));
