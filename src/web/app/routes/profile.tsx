import { useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { staticPageMeta } from '#shared/seo.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { MemberProfilePage } from '#web/features/profile/components/member-profile-page.tsx';
import { meQueryKey } from '#web/session/api/me.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { authPath } from '#web/lib/return-path.ts';
import { PageLoading } from '../layout/page-loading.tsx';

/** /profile: visitors go to /auth first. */
export function ProfileRoute() {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  usePageMeta(staticPageMeta('/profile'));
  if (status === 'loading') return <PageLoading />;
  if (!user) return <Navigate to={authPath('signin', '/profile')} replace />;
  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });
  return <MemberProfilePage onSaved={refreshSession} onDeletionRequested={refreshSession} />;
}
