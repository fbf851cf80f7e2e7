import { pageMeta } from '#shared/route-table.ts';
import { AuthRequired } from '#web/components/auth-required.tsx';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';
import { BookmarkLibrary } from '#web/features/library/components/bookmark-library.tsx';
import { ToolkitList } from '#web/features/library/components/toolkit-list.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { displayNameOf } from '../home/welcome-name.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { engagementStatsQueryOptions, learningProgressQueryOptions, nextBootcampQueryOptions, progressQueryOptions, submissionsQueryOptions } from '#web/features/dashboard/api/dashboard.ts';
import { bookmarkLibraryQueryOptions, toolkitQueryOptions } from '#web/features/library/api/library.ts';

/** /dashboard: signed-in members only. */
export function DashboardRoute() {
  const { status, user } = useAuth();
  usePageMeta(pageMeta('/dashboard'));
  if (status === 'loading') return <PageLoading />;
  if (!user) return <AuthRequired message="You need to be signed in to view your dashboard." />;
  return <DashboardPage name={displayNameOf(user)} displayTier={user.displayTier} abilities={user.abilities} slots={{ bookmarks: <BookmarkLibrary />, toolkit: <ToolkitList /> }} />;
}

export const loadPage: PageLoader = ({ queryClient, viewer }) =>
  Promise.all([
    queryClient.fetchQuery(progressQueryOptions()),
    queryClient.fetchQuery(engagementStatsQueryOptions()),
    queryClient.fetchQuery(bookmarkLibraryQueryOptions()),
    queryClient.fetchQuery(toolkitQueryOptions()),
    queryClient.fetchQuery(nextBootcampQueryOptions()),
    queryClient.fetchQuery(submissionsQueryOptions()),
    viewer?.abilities.continueLearning && queryClient.fetchQuery(learningProgressQueryOptions()),
  ]);
