import type { ReactNode } from 'react';
import { hasFeature, type FeatureKey } from '#shared/domain/entitlements.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import { AccessNotice } from './access-notice.tsx';

export const ADMIN_ACCESS_REQUIRED = 'Admin Access Required';

/**
 * Shows an admin page only to staff whose role has the page's feature key (access-admin-pricing §6);
 * everyone else gets the spec's "Admin Access Required" notice. The server's authorize guard
 * refuses the page's data too; this only shapes the screen.
 */
export function AdminGate({ feature, children }: { feature: FeatureKey; children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <PageLoading />;
  if (!user || !hasFeature({ tier: user.tier, adminRole: user.adminRole }, feature)) {
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
