import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { ImportPage } from '#web/features/case-import/components/import-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

/** /admin/cases/import: staff with ADMIN_CONTENT. */
export function AdminCaseImportRoute() {
  usePageMeta(pageMeta('/admin/cases/import'));
  return (
    <AdminGate entry="import">
      <ImportPage />
    </AdminGate>
  );
}
