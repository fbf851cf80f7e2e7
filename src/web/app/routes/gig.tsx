import { useParams } from 'react-router';
import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { GigPage } from '#web/features/gigs/components/gig-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

/** /gigs/:id — one gig, with its Markdown, application and owner's forms. */
export function GigRoute() {
  const { id = '' } = useParams();
  const { status, user } = useAuth();
  usePageMeta(pageMeta(`/gigs/${id}`));
  if (status === 'loading') return <PageLoading />;
  return <GigPage user={user} id={id} />;
}
