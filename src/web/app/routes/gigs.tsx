import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { GigsPage } from '#web/features/gigs/components/gigs-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

/** /gigs — the marketplace's list; a gig's own page is `gig.tsx`, so the list loads none of its code. */
export function GigsRoute() {
  const { status, user } = useAuth();
  usePageMeta(pageMeta('/gigs'));
  if (status === 'loading') return <PageLoading />;
  return <GigsPage user={user} />;
}
