import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AdminSyllabusPage } from '#web/features/academy/components/admin-syllabus-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminSyllabusRoute() {
  const { user } = useAuth();
  usePageMeta(pageMeta('/admin/syllabus'));
  return (
    <AdminGate entry="syllabus">
      <AdminSyllabusPage viewerId={user?.id ?? null} />
    </AdminGate>
  );
}
