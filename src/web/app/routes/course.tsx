import { useParams } from 'react-router';
import { CoursePage } from '#web/features/academy/components/course-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { courseQueryOptions } from '#web/features/academy/api/courses.ts';

export function CourseRoute() {
  const { slug = '' } = useParams();
  const { status, user } = useAuth();
  if (status === 'loading') return <PageLoading />;
  return <CoursePage slug={slug} viewerId={user?.id ?? null} />;
}

export const loadPage: PageLoader = ({ params, queryClient, viewer }) => queryClient.fetchQuery(courseQueryOptions(params.slug ?? '', viewer?.id ?? null));
