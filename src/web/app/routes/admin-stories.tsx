import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AdminStoriesPage } from '#web/features/stories/components/admin-stories-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminStoriesRoute() {
  usePageMeta(pageMeta('/admin/stories'));
  return (
    <AdminGate entry="stories">
      <AdminStoriesPage />
    </AdminGate>
  );
}
