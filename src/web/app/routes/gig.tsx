import { useParams } from 'react-router';
import { GigPage } from '#web/features/gigs/components/gig-page.tsx';
import { readsGigs } from '#web/features/gigs/components/gig-parts.tsx';
import { WhenSessionKnown } from '../layout/when-session-known.tsx';
import type { PageLoader } from '../page-loader.ts';
import { gigQueryOptions } from '#web/features/gigs/api/gigs.ts';

/** /gigs/:id — one gig, with its Markdown, application and owner's forms. */
export function GigRoute() {
  const { id = '' } = useParams();
  return <WhenSessionKnown path={`/gigs/${id}`}><GigPage id={id} /></WhenSessionKnown>;
}

/** The gig for a reader the marketplace is open to (a gig that does not exist is a 404); the others get the locked prompt. */
export const loadPage: PageLoader = async ({ params, queryClient, viewer }) => {
  if (!readsGigs(viewer)) return;
  await queryClient.fetchQuery(gigQueryOptions(viewer.id, params.id ?? ''));
};
