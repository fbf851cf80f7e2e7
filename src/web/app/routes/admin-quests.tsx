import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { QuestsAdminPage } from '#web/features/quests-admin/components/quests-admin-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

/** /admin/quests: the daily quest set, for staff with ADMIN_SETTINGS. */
export function AdminQuestsRoute() {
  usePageMeta(pageMeta('/admin/quests'));
  return (
    <AdminGate entry="quests">
      <QuestsAdminPage />
    </AdminGate>
  );
}
