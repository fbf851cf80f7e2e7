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

/** Added for members whose plan has the gigs marketplace (the abilities /api/me sends). */
export const GIGS_NAV_ITEM: NavItem = { href: '/gigs', label: 'Gigs' };
/** Added for members whose plan has weekly challenges and pods. */
export const CHALLENGES_NAV_ITEM: NavItem = { href: '/challenges', label: 'Challenges' };

/** Added for members whose plan has co-founder matching. */
export const COFOUNDERS_NAV_ITEM: NavItem = { href: '/cofounders', label: 'Co-founders' };

export function navItemsFor(signedIn: boolean, features: readonly string[] = []): readonly NavItem[] {
  if (!signedIn) return PUBLIC_NAV_ITEMS;
  return [
    ...PUBLIC_NAV_ITEMS,
    ...(features.includes('GIGS_MARKETPLACE_ACCESS') ? [GIGS_NAV_ITEM] : []),
    ...(features.includes('WEEKLY_CHALLENGES') ? [CHALLENGES_NAV_ITEM] : []),
    ...(features.includes('COFOUNDER_MATCHING') ? [COFOUNDERS_NAV_ITEM] : []),
    ...MEMBER_NAV_ITEMS,
  ];
}

/**
 * Home is active only on / itself; any other link is active on its own path and every path
 * below it (/case-studies/42 keeps Case Studies active), but not on a longer sibling name.
 */
export function isNavItemActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
