import { Link } from 'react-router';
import { ACCOUNT_PAGES } from '#web/components/account-links.tsx';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu.tsx';

/** The account menu's links to the member's own account pages: Profile settings and Subscription. */
export function AccountPagesMenuItems() {
  return (
    <>
      {[ACCOUNT_PAGES.profileSettings, ACCOUNT_PAGES.subscription].map(({ href, label, icon: Icon }) => (
        <DropdownMenuItem key={href} asChild>
          <Link to={href}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </DropdownMenuItem>
      ))}
    </>
  );
}
