import { ArrowRight, BarChart3, Compass, LayoutDashboard, LogOut, PenSquare, Plane, User, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Me } from '#shared/schemas/me.ts';
import { Button } from '#web/components/ui/button.tsx';
import { RecommendationsBlock } from '#web/features/recommendations/components/recommendations-block.tsx';
import { ContentBrowser } from '#web/features/content-browser/components/content-browser.tsx';
import { NotificationsWidget } from '#web/features/notifications/components/notifications-widget.tsx';
import { useSignOut } from '../layout/use-sign-out.ts';
import { welcomeLine } from './welcome-name.ts';

const QUICK_LINKS: readonly { href: string; label: string; Icon: LucideIcon }[] = [
  { href: '/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { href: '/community', label: 'Community', Icon: Users },
  { href: '/submit', label: 'Submit Content', Icon: PenSquare },
  { href: '/analytics', label: 'Analytics', Icon: BarChart3 },
  { href: '/profile', label: 'Profile', Icon: User },
];

/** The home page for signed-in members: greeting, shortcuts, notifications, a welcome banner, the content browser and recommendations. */
export function MemberHome({ user }: { user: Me }) {
  const signOut = useSignOut();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="welcome-title" className="flex min-w-0 flex-col gap-6">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">Your flight deck</p>
            <h1 id="welcome-title" className="mt-2 text-3xl font-bold tracking-tight break-words sm:text-4xl">
              {welcomeLine(user)}
            </h1>
            <p className="mt-2 text-muted-foreground">Pick up where you left off, or explore something new.</p>
          </div>
          <nav aria-label="Shortcuts" className="flex flex-wrap items-center gap-2">
            {QUICK_LINKS.map(({ href, label, Icon }) => (
              <Button key={href} asChild variant="outline">
                <Link to={href}>
                  <Icon aria-hidden="true" />
                  {label}
                </Link>
              </Button>
            ))}
            <Button variant="ghost" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </nav>
        </section>
        <NotificationsWidget />
      </div>
      <WelcomeBanner />
      <ContentBrowser />
      <RecommendationsBlock isSignedIn />
    </div>
  );
}

function WelcomeBanner() {
  return (
    <section
      aria-labelledby="welcome-banner-title"
      className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-indigo-600 to-violet-700 px-6 py-10 text-white shadow-lg sm:px-10 sm:py-12"
    >
      <div aria-hidden="true" className="cta-glow absolute inset-0 -z-10 opacity-70" />
      <Plane className="absolute -right-6 -bottom-8 size-48 rotate-12 text-white/10 sm:size-64" aria-hidden="true" />
      <div className="max-w-2xl">
        <h2 id="welcome-banner-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          Cleared for takeoff
        </h2>
        <p className="mt-3 text-indigo-100 sm:text-lg">
          Explore new case studies, test an idea against real data, or share what you have learned with the community.
        </p>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-white text-brand-700 hover:bg-indigo-50">
            <Link to="/case-studies">
              <Compass aria-hidden="true" />
              Browse Case Studies
            </Link>
          </Button>
          <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/15">
            <Link to="/ideas">
              Try the Idea Tools
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
