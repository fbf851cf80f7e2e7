import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';

export const DEMO_PASSWORD = 'flightdeck-demo';
export const DEMO_DOMAIN = 'demo.flightdeck.test';

export type DemoAccount = { email: string; displayName: string; tier: SubscriptionTier; adminRole: AdminRole | null };

const account = (local: string, displayName: string, tier: SubscriptionTier, adminRole: AdminRole | null = null): DemoAccount => ({
  email: `${local}@${DEMO_DOMAIN}`,
  displayName,
  tier,
  adminRole,
});

/** The demo accounts of PRODUCT.md §6, one per tier and staff role. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  account('explorer', 'Erin Explorer', 'explorer'),
  account('community', 'Casey Community', 'community'),
  account('master', 'Morgan Master', 'master_builder'),
  account('legacy', 'Logan Legacy', 'legacy_founder'),
  account('contributor', 'Chris Contributor', 'explorer', 'contributor'),
  account('editor', 'Eddie Editor', 'explorer', 'editor'),
  account('admin', 'Ada Admin', 'explorer', 'administrator'),
  account('superadmin', 'Sam Superadmin', 'explorer', 'super_admin'),
];
