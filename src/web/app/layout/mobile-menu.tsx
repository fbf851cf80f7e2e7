import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';

// The panel (a modal dialog) is loaded when first opened: most visits never open it.
const MobileMenuPanel = lazy(async () => ({ default: (await import('./mobile-menu-panel.tsx')).MobileMenuPanel }));

/** The menu button for narrow screens; the menu holds nav, search and auth buttons. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
