import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AdminBillingPage } from '#web/features/billing/components/admin-billing-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminBillingRoute() {
  usePageMeta(pageMeta('/admin/billing'));
  return (
    <AdminGate entry="billing">
      <AdminBillingPage />
    </AdminGate>
  );
}
