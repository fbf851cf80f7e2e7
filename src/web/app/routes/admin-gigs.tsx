import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AdminGigsPage } from '#web/features/gigs/components/admin-gigs-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminGigsRoute() {
  const { user } = useAuth();
  usePageMeta(pageMeta('/admin/gigs'));
  return <AdminGate entry="gigs">{user && <AdminGigsPage viewerId={user.id} />}</AdminGate>;
}
