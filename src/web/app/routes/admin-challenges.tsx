import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AdminChallengesPage } from '#web/features/challenges/components/admin-challenges-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminChallengesRoute() {
  usePageMeta(pageMeta('/admin/challenges'));
  return (
    <AdminGate entry="challenges">
      <AdminChallengesPage />
    </AdminGate>
  );
}
