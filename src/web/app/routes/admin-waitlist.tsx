import { staticPageMeta } from '#shared/seo.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AdminWaitlistPage } from '#web/features/bootcamps/components/admin-waitlist-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminWaitlistRoute() {
  usePageMeta(staticPageMeta('/admin/waitlist'));
  return (
    <AdminGate entry="waitlist">
      <AdminWaitlistPage />
    </AdminGate>
  );
}
