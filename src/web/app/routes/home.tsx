import { formatLandingFigures } from '#shared/landing.ts';
import { pageMeta } from '#shared/route-table.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { LandingPage } from '../home/landing-page.tsx';
import { useLandingFigures } from '#web/lib/use-landing-figures.ts';
import { MemberHome } from '../home/member-home.tsx';
import type { PageLoader } from '../page-loader.ts';
import { landingFiguresQueryOptions } from '#web/lib/use-landing-figures.ts';

export function HomeRoute() {
  const { status, user } = useAuth();
  usePageMeta(pageMeta('/'));
  if (status === 'loading') return <Spinner className="min-h-[60vh]" label="Loading your session..." />;
  if (status === 'signed-in' && user) return <MemberHome user={user} />;
  return <LandingWithFigures />;
}

/** The landing page as the app shows it after moving here from another page: the figures come from the API. */
function LandingWithFigures() {
  const figures = useLandingFigures();
  return <LandingPage figures={figures.data && formatLandingFigures(figures.data)} />;
}

export const loadPage: PageLoader = ({ queryClient, viewer }) => (viewer ? Promise.resolve() : queryClient.fetchQuery(landingFiguresQueryOptions()));
