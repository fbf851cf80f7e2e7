import { staticPageMeta } from '#shared/seo.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AcademyPage } from '#web/features/academy/components/academy-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function AcademyRoute() {
  const { status, user } = useAuth();
  usePageMeta(staticPageMeta('/academy'));
  if (status === 'loading') return <PageLoading />;
  return <AcademyPage viewerId={user?.id ?? null} />;
}
