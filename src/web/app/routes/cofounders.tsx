import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { CofoundersPage } from '#web/features/cofounders/components/cofounders-page.tsx';
import { hasAbility } from '#web/session/hooks/use-ability.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { cofounderOverviewQueryOptions } from '#web/features/cofounders/api/cofounders.ts';

export function CofoundersRoute() {
  const { status } = useAuth();
  usePageMeta(pageMeta('/cofounders'));
  if (status === 'loading') return <PageLoading />;
  return <CofoundersPage />;
}

export const loadPage: PageLoader = async ({ queryClient, viewer }) => {
  if (viewer && hasAbility(viewer, 'COFOUNDER_MATCHING')) await queryClient.fetchQuery(cofounderOverviewQueryOptions(viewer.id));
};
