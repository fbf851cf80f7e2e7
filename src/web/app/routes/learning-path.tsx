import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { LearningPathPage } from '#web/features/academy/components/learning-path-page.tsx';
import { hasAbility } from '#web/session/hooks/use-ability.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { learningPathQueryOptions } from '#web/features/academy/api/courses.ts';

export function LearningPathRoute() {
  const { status } = useAuth();
  usePageMeta(pageMeta('/learning-path'));
  if (status === 'loading') return <PageLoading />;
  return <LearningPathPage />;
}

export const loadPage: PageLoader = async ({ queryClient, viewer }) => {
  if (viewer && hasAbility(viewer, 'PERSONALIZED_LEARNING_PATHS')) await queryClient.fetchQuery(learningPathQueryOptions(viewer.id));
};
