import { staticPageMeta } from '#shared/seo.ts';
import { AuthRequired } from '#web/components/auth-required.tsx';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';
import { BookmarkLibrary } from '#web/features/library/components/bookmark-library.tsx';
import { ToolkitList } from '#web/features/library/components/toolkit-list.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { displayNameOf } from '../home/welcome-name.ts';
import { PageLoading } from '../layout/page-loading.tsx';

/** /dashboard: signed-in members only. */
export function DashboardRoute() {
  const { status, user } = useAuth();
  usePageMeta(staticPageMeta('/dashboard'));
  if (status === 'loading') return <PageLoading />;
  if (!user) return <AuthRequired message="You need to be signed in to view your dashboard." />;
  return <DashboardPage name={displayNameOf(user)} tier={user.tier} abilities={user.abilities} slots={{ bookmarks: <BookmarkLibrary />, toolkit: <ToolkitList /> }} />;
}
