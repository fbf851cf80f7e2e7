import { AdminRequestsPage } from '#web/features/legal/components/admin-requests-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminRequestsRoute() {
  return (
    <AdminGate entry="requests">
      <AdminRequestsPage />
    </AdminGate>
  );
}
