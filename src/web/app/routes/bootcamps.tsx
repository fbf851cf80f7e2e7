import { staticPageMeta } from '#shared/seo.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { BootcampsPage } from '#web/features/bootcamps/components/bootcamps-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function BootcampsRoute() {
  const { status, user } = useAuth();
  usePageMeta(staticPageMeta('/bootcamps'));
  if (status === 'loading') return <PageLoading />;
  return <BootcampsPage viewerId={user?.id ?? null} />;
}
