import { staticPageMeta } from '#shared/seo.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { useContentStats } from '#web/features/content-browser/api/content-stats.ts';
import { useAuth } from '#web/features/session/hooks/use-auth.ts';
import { LandingPage } from '../home/landing-page.tsx';
import { MemberHome } from '../home/member-home.tsx';

export function HomeRoute() {
  const { status, user } = useAuth();
  usePageMeta(staticPageMeta('/'));
  if (status === 'loading') return <Spinner className="min-h-[60vh]" label="Loading your session..." />;
  if (status === 'signed-in' && user) return <MemberHome user={user} />;
  return <LandingWithCount />;
}

/** The landing page as the app shows it after moving here from another page: the count comes from the API. */
function LandingWithCount() {
  const stats = useContentStats();
  return <LandingPage caseStudyCount={stats.data?.caseStudies.toLocaleString('en-US')} />;
}
