import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { UsersPage } from '#web/features/admin-users/components/users-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

/** /admin/users: administrators and super_admins (ADMIN_USERS). */
export function AdminUsersRoute() {
  usePageMeta(pageMeta('/admin/users'));
  return (
    <AdminGate entry="users">
      <UsersPage />
    </AdminGate>
  );
}
