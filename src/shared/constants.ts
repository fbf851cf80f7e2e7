/** Enumerations shared by the database, the API and the web app. */
export const SUBSCRIPTION_TIERS = ['visitor', 'explorer', 'community', 'master_builder', 'legacy_founder'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const ADMIN_ROLES = ['super_admin', 'administrator', 'editor', 'contributor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const TIER_DISPLAY_NAMES: Record<SubscriptionTier, string> = {
  visitor: 'Visitor',
  explorer: 'Explorer (Free)',
  community: 'Community',
  master_builder: 'Master Builder',
  legacy_founder: 'Legacy Founder',
};

export const APP_NAME = 'Flightdeck';
export const TAGLINE = 'Launch with Data, Not Doubt: Your Flight Simulator for Entrepreneurial Success';
export const SUPPORT_EMAIL = 'support@flightdeck.example';
