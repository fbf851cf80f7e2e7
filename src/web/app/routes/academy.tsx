import { AcademyPage } from '#web/features/academy/components/academy-page.tsx';
import { WhenSessionKnown } from '../layout/when-session-known.tsx';
import type { PageLoader } from '../page-loader.ts';
import { coursesQueryOptions, syllabusQueryOptions } from '#web/features/academy/api/courses.ts';

export function AcademyRoute() {
  return <WhenSessionKnown path="/academy">{(viewerId) => <AcademyPage viewerId={viewerId} />}</WhenSessionKnown>;
}

export const loadPage: PageLoader = ({ queryClient, viewer }) =>
  Promise.all([queryClient.fetchQuery(coursesQueryOptions(viewer?.id ?? null)), queryClient.fetchQuery(syllabusQueryOptions())]);
