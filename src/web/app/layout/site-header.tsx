import { lazy, Suspense } from 'react';
import { TierBadge } from '#web/components/tier-badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ThemeToggle } from '#web/features/theme/components/theme-toggle.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { AuthButtons, AuthButtonsPlaceholder, UpgradeButton } from './auth-buttons.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LogoLink } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { navItemsFor } from './nav-items.ts';
import { NavLinks } from './nav-links.tsx';

// Only members see the account menu; visitors never download its menu code.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));
// Likewise the bell, its popover and its live stream.
const NotificationsBell = lazy(async () => ({
  default: (await import('#web/features/notifications/components/notifications-bell.tsx')).NotificationsBell,
}));

/**
 * Two rows from md up (brand, search and account; then the navigation), one row with a
 * menu button below md, where the navigation, search and auth buttons move into the menu.
 */
export function SiteHeader() {
  const { status, user } = useAuth();
  const signedIn = status === 'signed-in' && user !== null;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <LogoLink />
        <HeaderSearch className="hidden max-w-md flex-1 md:block" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {status === 'loading' && (
            <div className="hidden md:block">
              <AuthButtonsPlaceholder layout="inline" />
            </div>
          )}
          {status === 'signed-out' && (
            <div className="hidden md:block">
              <AuthButtons layout="inline" />
            </div>
          )}
          {signedIn && (
            <>
              {/* Legacy Founder is the top plan: nothing to upgrade to. */}
              {user.abilities.upgrade && <UpgradeButton className="hidden md:inline-flex" />}
              <TierBadge tier={user.displayTier} className="hidden lg:inline-flex" />
              <Suspense fallback={<Skeleton className="size-10 rounded-full" />}>
                <NotificationsBell />
              </Suspense>
              <Suspense fallback={<Skeleton className="size-10 rounded-full" />}>
                <UserMenu user={user} />
              </Suspense>
            </>
          )}
          <MobileMenu />
        </div>
      </div>
      <nav aria-label="Main" className="hidden border-t border-border/60 md:block">
        <div className="mx-auto flex h-12 max-w-7xl items-center overflow-x-auto px-2 sm:px-4 lg:px-6">
          <NavLinks items={navItemsFor(signedIn)} orientation="horizontal" />
        </div>
      </nav>
    </header>
  );
}
