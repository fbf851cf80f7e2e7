import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AdminCofoundersPage } from '#web/features/cofounders/components/admin-cofounders-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminCofoundersRoute() {
  usePageMeta(pageMeta('/admin/cofounders'));
  return (
    <AdminGate entry="cofounders">
      <AdminCofoundersPage />
    </AdminGate>
  );
}
