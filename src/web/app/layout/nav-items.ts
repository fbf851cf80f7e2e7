export type NavItem = { href: string; label: string };

/** Shown to everyone. */
export const PUBLIC_NAV_ITEMS: readonly NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/case-studies', label: 'Case Studies' },
  { href: '/tactics', label: 'Tactics' },
  { href: '/ideas', label: 'Ideas' },
  { href: '/academy', label: 'Academy' },
  { href: '/community', label: 'Community' },
  { href: '/pricing', label: 'Pricing' },
];

/** Added for signed-in members. */
export const MEMBER_NAV_ITEMS: readonly NavItem[] = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/profile', label: 'Profile' },
];

/** The plan's own pages (gigs, challenges, co-founders, deals…) are reached from the dashboard's "Your plan" card. */
export function navItemsFor(signedIn: boolean): readonly NavItem[] {
  return signedIn ? [...PUBLIC_NAV_ITEMS, ...MEMBER_NAV_ITEMS] : PUBLIC_NAV_ITEMS;
}

/**
 * Home is active only on / itself; any other link is active on its own path and every path
 * below it (/case-studies/42 keeps Case Studies active), but not on a longer sibling name.
 */
export function isNavItemActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
