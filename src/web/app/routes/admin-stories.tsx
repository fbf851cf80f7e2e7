import { staticPageMeta } from '#shared/seo.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AdminStoriesPage } from '#web/features/stories/components/admin-stories-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminStoriesRoute() {
  usePageMeta(staticPageMeta('/admin/stories'));
  return (
    <AdminGate entry="stories">
      <AdminStoriesPage />
    </AdminGate>
  );
}
