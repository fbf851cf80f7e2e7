import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { EventsAdminPage } from '#web/features/vip-events/components/events-admin-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

/** /admin/events: VIP events and workshops, for staff who publish. */
export function AdminEventsRoute() {
  usePageMeta(pageMeta('/admin/events'));
  return (
    <AdminGate entry="events">
      <EventsAdminPage />
    </AdminGate>
  );
}
