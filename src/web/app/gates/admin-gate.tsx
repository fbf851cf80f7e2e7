import type { ReactNode } from 'react';
import type { AdminEntry } from '#shared/domain/policy.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import { AccessNotice } from './access-notice.tsx';

export const ADMIN_ACCESS_REQUIRED = 'Admin Access Required';

/**
 * Shows an admin page only to staff whose abilities (from /api/me) include the page's entry;
 * everyone else gets the spec's "Admin Access Required" notice. The server's authorize guard
 * refuses the page's data too; this only shapes the screen.
 */
export function AdminGate({ entry, children }: { entry: AdminEntry; children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <PageLoading />;
  if (!user || !user.abilities.adminEntries.includes(entry)) {
    return (
      <AccessNotice
        kind="admin"
        title={ADMIN_ACCESS_REQUIRED}
        message={user ? 'Your account does not have permission to open this page.' : 'Sign in with a staff account to open this page.'}
        signIn={!user}
      />
    );
  }
  return children;
}
