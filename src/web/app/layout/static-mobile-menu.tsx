import { Menu, X } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Separator } from '#web/components/ui/separator.tsx';
import { AuthButtons } from './auth-buttons.tsx';
import { HeaderSearch } from './header-search.tsx';
import { PUBLIC_NAV_ITEMS } from './nav-items.ts';
import { NavLinks } from './nav-links.tsx';

export const STATIC_MENU_ID = 'site-menu';

/**
 * The menu of the server-rendered landing page, for visitors: the same content as MobileMenu in a
 * native <dialog> (focus kept inside, Escape closes it), opened by the page's small script
 * (public/landing.js) instead of the app's code.
 */
export function StaticMobileMenu() {
  return (
    <>
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" aria-haspopup="dialog" data-menu-open={STATIC_MENU_ID}>
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      <dialog
        id={STATIC_MENU_ID}
        tabIndex={-1}
        aria-labelledby={`${STATIC_MENU_ID}-title`}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[86vw] max-w-sm flex-col gap-4 overflow-y-auto border-l border-border bg-background p-5 text-foreground shadow-xl open:flex open:animate-slide-in-right backdrop:bg-slate-950/50 backdrop:backdrop-blur-sm focus:outline-none"
      >
        <h2 id={`${STATIC_MENU_ID}-title`} className="pr-10 text-lg font-semibold">
          Menu
        </h2>
        <HeaderSearch />
        <nav aria-label="Main">
          <NavLinks items={PUBLIC_NAV_ITEMS} orientation="vertical" />
        </nav>
        <Separator />
        <AuthButtons layout="stacked" />
        <button
          type="button"
          data-menu-close
          aria-label="Close menu"
          className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </dialog>
    </>
  );
}
