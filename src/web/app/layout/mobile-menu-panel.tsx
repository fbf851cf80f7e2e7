import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Separator } from '#web/components/ui/separator.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#web/components/ui/sheet.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { TierBadge } from '#web/components/tier-badge.tsx';
import { AuthButtons, AuthButtonsPlaceholder, UpgradeButton } from './auth-buttons.tsx';
import { HeaderSearch } from './header-search.tsx';
import { navItemsFor } from './nav-items.ts';
import { NavLinks } from './nav-links.tsx';
import { useSignOut } from './use-sign-out.ts';

/** Matches Tailwind's md breakpoint, from which the header shows everything inline. */
const DESKTOP_QUERY = '(min-width: 48rem)';

/** The menu panel for narrow screens: nav, search and auth buttons; choosing a link closes it. */
export function MobileMenuPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { status, user } = useAuth();
  const signOut = useSignOut();
  const close = () => onOpenChange(false);

  // The menu button disappears on wide screens; a menu left open there would be unreachable.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && onOpenChange(false);
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, onOpenChange]);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel="Close menu"
        // Focus the panel, not the search box: on phones a focused field pops up the keyboard.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <SheetTitle className="pr-10">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation, search and account</SheetDescription>
        <HeaderSearch onSearch={close} />
        <nav aria-label="Main">
          <NavLinks items={navItemsFor(status === 'signed-in')} orientation="vertical" onNavigate={close} />
        </nav>
        <Separator />
        {status === 'loading' && <AuthButtonsPlaceholder layout="stacked" />}
        {status === 'signed-out' && <AuthButtons layout="stacked" onNavigate={close} />}
        {status === 'signed-in' && (
          <div className="flex flex-col gap-2">
            {user && <TierBadge tier={user.displayTier} className="self-start" />}
            {user?.abilities.upgrade && <UpgradeButton size="lg" onNavigate={close} />}
            <Button
              variant="outline"
              size="lg"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
