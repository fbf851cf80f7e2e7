import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { DeletionConfirmed } from '#web/features/profile/components/deletion-confirmed.tsx';
import { MemberProfilePage } from '#web/features/profile/components/member-profile-page.tsx';
import { meQueryKey } from '#web/session/api/me.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { authPath } from '#web/lib/return-path.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { ownProfileQueryOptions, profileActivityQueryOptions } from '#web/features/profile/api/profile.ts';

/** /profile: visitors go to /auth first. After a deletion request the member is signed out here and told so. */
export function ProfileRoute() {
  const { status, user, refresh } = useAuth();
  const queryClient = useQueryClient();
  const [erasedAfter, setErasedAfter] = useState<string | null>(null);
  usePageMeta(pageMeta('/profile'));
  if (erasedAfter) return <DeletionConfirmed eraseAfter={erasedAfter} />;
  if (status === 'loading') return <PageLoading />;
  if (!user) return <Navigate to={authPath('signin', '/profile')} replace />;
  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });
  return (
    <MemberProfilePage
      onSaved={refreshSession}
      onDeletionRequested={({ eraseAfter }) => {
        setErasedAfter(eraseAfter);
        // The server ended every session of the account: reading the session again signs the page out.
        void refresh();
      }}
    />
  );
}

export const loadPage: PageLoader = ({ queryClient }) => Promise.all([queryClient.fetchQuery(ownProfileQueryOptions()), queryClient.fetchQuery(profileActivityQueryOptions())]);
