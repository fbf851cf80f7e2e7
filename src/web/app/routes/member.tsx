import { useParams } from 'react-router';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { PublicProfilePage } from '#web/features/profile/components/public-profile-page.tsx';

/** /members/:id: a member's public profile. */
export function MemberRoute() {
  const { id = '' } = useParams();
  usePageMeta({ title: 'Member Profile', description: "A Flightdeck member's public profile." });
  return <PublicProfilePage id={id} />;
}
