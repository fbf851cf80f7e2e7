import { useQueryClient } from '@tanstack/react-query';
import { AuthRequired } from '#web/components/auth-required.tsx';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AccountProfilePage } from '#web/features/profile/components/account-profile-page.tsx';
import { meQueryKey } from '#web/session/api/me.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { pageMeta } from '#shared/route-table.ts';
import type { PageLoader } from '../page-loader.ts';
import { ownProfileQueryOptions } from '#web/features/profile/api/profile.ts';

/** /account/profile: loading, signed out, editing and saving (access-admin-pricing §2). */
export function AccountProfileRoute() {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  usePageMeta(pageMeta('/account/profile'));
  if (status === 'loading') return <Spinner className="min-h-[50vh]" label="Loading profile..." showLabel />;
  if (!user) return <AuthRequired message="Please log in to access your profile." />;
  return <AccountProfilePage onSaved={() => void queryClient.invalidateQueries({ queryKey: meQueryKey })} />;
}

export const loadPage: PageLoader = ({ queryClient }) => queryClient.fetchQuery(ownProfileQueryOptions());
