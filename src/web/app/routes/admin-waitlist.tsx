import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AdminWaitlistPage } from '#web/features/bootcamps/components/admin-waitlist-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminWaitlistRoute() {
  usePageMeta(pageMeta('/admin/waitlist'));
  return (
    <AdminGate entry="waitlist">
      <AdminWaitlistPage />
    </AdminGate>
  );
}
