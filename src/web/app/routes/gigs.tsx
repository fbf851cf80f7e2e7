import { readsGigs } from '#web/features/gigs/components/gig-parts.tsx';
import { GigsPage, gigListOf } from '#web/features/gigs/components/gigs-page.tsx';
import { WhenSessionKnown } from '../layout/when-session-known.tsx';
import type { PageLoader } from '../page-loader.ts';
import { gigsQueryOptions } from '#web/features/gigs/api/gigs.ts';

/** /gigs — the marketplace's list; a gig's own page is `gig.tsx`, so the list loads none of its code. */
export function GigsRoute() {
  return <WhenSessionKnown path="/gigs"><GigsPage /></WhenSessionKnown>;
}

/** The list for a reader the marketplace is open to; the others are drawn the locked prompt and nothing is asked. */
export const loadPage: PageLoader = async ({ query, queryClient, viewer }) => {
  if (!readsGigs(viewer)) return;
  const { view, skill, page } = gigListOf(query);
  await queryClient.fetchQuery(gigsQueryOptions(viewer.id, view, skill, page));
};
