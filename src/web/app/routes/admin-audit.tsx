import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AuditLogPage } from '#web/features/editorial/components/audit-log-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminAuditRoute() {
  usePageMeta(pageMeta('/admin/audit'));
  return (
    <AdminGate entry="audit">
      <AuditLogPage />
    </AdminGate>
  );
}
