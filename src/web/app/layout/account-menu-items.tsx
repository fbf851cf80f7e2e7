import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ACCOUNT_PAGES } from '#web/components/account-links.tsx';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu.tsx';

/** An entry of the account menu that opens a page: its icon and its name. */
export function MenuLinkItem({ href, label, icon: Icon }: { href: string; label: string; icon: LucideIcon }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={href}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </DropdownMenuItem>
  );
}

/** The account menu's links to the member's own account pages: Profile settings and Subscription. */
export function AccountPagesMenuItems() {
  return (
    <>
      {[ACCOUNT_PAGES.profileSettings, ACCOUNT_PAGES.subscription].map((page) => (
        <MenuLinkItem key={page.href} {...page} />
      ))}
    </>
  );
}
