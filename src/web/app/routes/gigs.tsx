import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { readsGigs } from '#web/features/gigs/components/gig-parts.tsx';
import { GigsPage, gigListOf } from '#web/features/gigs/components/gigs-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { gigsQueryOptions } from '#web/features/gigs/api/gigs.ts';

/** /gigs — the marketplace's list; a gig's own page is `gig.tsx`, so the list loads none of its code. */
export function GigsRoute() {
  const { status } = useAuth();
  usePageMeta(pageMeta('/gigs'));
  if (status === 'loading') return <PageLoading />;
  return <GigsPage />;
}

/** The list for a reader the marketplace is open to; the others are drawn the locked prompt and nothing is asked. */
export const loadPage: PageLoader = async ({ query, queryClient, viewer }) => {
  if (!readsGigs(viewer)) return;
  const { view, skill, page } = gigListOf(query);
  await queryClient.fetchQuery(gigsQueryOptions(viewer.id, view, skill, page));
};
