import { staticPageMeta } from '#shared/seo.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { BuildPage } from '#web/features/build/components/build-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function BuildRoute() {
  const { status, user } = useAuth();
  usePageMeta(staticPageMeta('/build'));
  if (status === 'loading') return <PageLoading />;
  return <BuildPage viewerId={user?.id ?? null} />;
}
