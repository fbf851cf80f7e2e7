import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AdminRequestsPage } from '#web/features/legal/components/admin-requests-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

/** /admin/requests: deletion and privacy requests and enquiries, for staff with the requests entry. */
export function AdminRequestsRoute() {
  usePageMeta(pageMeta('/admin/requests'));
  return (
    <AdminGate entry="requests">
      <AdminRequestsPage />
    </AdminGate>
  );
}
