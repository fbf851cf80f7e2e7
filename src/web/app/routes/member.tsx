import { useParams } from 'react-router';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { PublicProfilePage } from '#web/features/profile/components/public-profile-page.tsx';
import type { PageLoader } from '../page-loader.ts';
import { publicProfileQueryOptions } from '#web/features/profile/api/profile.ts';

/** /members/:id: a member's public profile. */
export function MemberRoute() {
  const { id = '' } = useParams();
  usePageMeta({ title: 'Member Profile', description: "A Flightdeck member's public profile." });
  return <PublicProfilePage id={id} />;
}

export const loadPage: PageLoader = ({ params, queryClient }) => queryClient.fetchQuery(publicProfileQueryOptions(params.id ?? ''));
