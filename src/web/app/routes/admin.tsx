import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AdminDashboard } from '#web/features/editorial/components/admin-dashboard.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminRoute() {
  usePageMeta(pageMeta('/admin'));
  return (
    <AdminGate entry="dashboard">
      <AdminDashboard />
    </AdminGate>
  );
}
