import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { SettingsPage } from '#web/features/admin-settings/components/settings-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

/** /admin/settings: super_admins only (ADMIN_SETTINGS). */
export function AdminSettingsRoute() {
  usePageMeta(pageMeta('/admin/settings'));
  return (
    <AdminGate entry="settings">
      <SettingsPage />
    </AdminGate>
  );
}
