import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AcademyPage } from '#web/features/academy/components/academy-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { coursesQueryOptions, syllabusQueryOptions } from '#web/features/academy/api/courses.ts';

export function AcademyRoute() {
  const { status, user } = useAuth();
  usePageMeta(pageMeta('/academy'));
  if (status === 'loading') return <PageLoading />;
  return <AcademyPage viewerId={user?.id ?? null} />;
}

export const loadPage: PageLoader = ({ queryClient, viewer }) =>
  Promise.all([queryClient.fetchQuery(coursesQueryOptions(viewer?.id ?? null)), queryClient.fetchQuery(syllabusQueryOptions())]);
