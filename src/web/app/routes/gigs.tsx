import { useParams } from 'react-router';
import { staticPageMeta } from '#shared/seo.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { GigPage } from '#web/features/gigs/components/gig-page.tsx';
import { GigsPage } from '#web/features/gigs/components/gigs-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function GigsRoute() {
  const { status, user } = useAuth();
  usePageMeta(staticPageMeta('/gigs'));
  if (status === 'loading') return <PageLoading />;
  return <GigsPage user={user} />;
}

export function GigRoute() {
  const { id = '' } = useParams();
  const { status, user } = useAuth();
  usePageMeta(staticPageMeta(`/gigs/${id}`));
  if (status === 'loading') return <PageLoading />;
  return <GigPage user={user} id={id} />;
}
