import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AdminCasesPage } from '#web/features/editorial/components/admin-cases-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminCasesRoute() {
  usePageMeta(pageMeta('/admin/cases'));
  return (
    <AdminGate entry="cases">
      <AdminCasesPage />
    </AdminGate>
  );
}
