import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { ChallengesPage } from '#web/features/challenges/components/challenges-page.tsx';
import { hasAbility } from '#web/session/hooks/use-ability.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { challengesPageQueryOptions } from '#web/features/challenges/api/challenges.ts';

export function ChallengesRoute() {
  const { status } = useAuth();
  usePageMeta(pageMeta('/challenges'));
  if (status === 'loading') return <PageLoading />;
  return <ChallengesPage />;
}

export const loadPage: PageLoader = async ({ queryClient, viewer }) => {
  if (viewer && hasAbility(viewer, 'WEEKLY_CHALLENGES')) await queryClient.fetchQuery(challengesPageQueryOptions(viewer.id));
};
