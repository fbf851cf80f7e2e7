import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { DealsAdminPage } from '#web/features/deals/components/deals-admin-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

/** /admin/deals: the deals directory, for staff who publish. */
export function AdminDealsRoute() {
  usePageMeta(pageMeta('/admin/deals'));
  return (
    <AdminGate entry="deals">
      <DealsAdminPage />
    </AdminGate>
  );
}
