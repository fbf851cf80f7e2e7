import type { AdminRole, SubscriptionTier } from '../constants.ts';

/**
 * Who is asking: a signed-in member's tier and staff role, or null for a visitor.
 * The server reads it once per request; the web gets it from /api/me.
 */
export type Actor = { tier: SubscriptionTier; adminRole: AdminRole | null } | null;

/** The feature keys of access-admin-pricing §6. */
export const FEATURE_KEYS = [
  'UNLIMITED_CASES',
  'UNLIMITED_FAILURE_VAULT',
  'UNLIMITED_IDEA_DATABASES',
  'SKOOL_COMMUNITY',
  'ALL_COURSES_AND_TEMPLATES',
  'AI_MENTOR_LEO',
  'PERSONALIZED_LEARNING_PATHS',
  'WEEKLY_CHALLENGES',
  'GIGS_MARKETPLACE_ACCESS',
  'ADMIN_PANEL',
  'ADMIN_USERS',
  'ADMIN_FINANCIALS',
  'ADMIN_CONTENT',
  'ADMIN_SETTINGS',
  // Beyond the spec's table: Master Builder's "advanced dashboard (custom charts, data export)".
  'ANALYTICS_EXPORT',
  // Beyond the spec's table: the AI idea tools (PRODUCT §8), metered for Explorer, unlimited from Community.
  'AI_TOOLS',
  'UNLIMITED_AI_TOOLS',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

const COMMUNITY_AND_ABOVE: readonly SubscriptionTier[] = ['community', 'master_builder', 'legacy_founder'];
const MASTER_BUILDER_AND_ABOVE: readonly SubscriptionTier[] = ['master_builder', 'legacy_founder'];

type Rule = { tiers: readonly SubscriptionTier[]; roles: readonly AdminRole[] };

/** The feature table: which tiers and which staff roles have each key (super_admin has every tier feature). */
const FEATURE_RULES: Record<FeatureKey, Rule> = {
  UNLIMITED_CASES: { tiers: COMMUNITY_AND_ABOVE, roles: ['super_admin'] },
  UNLIMITED_FAILURE_VAULT: { tiers: COMMUNITY_AND_ABOVE, roles: ['super_admin'] },
  UNLIMITED_IDEA_DATABASES: { tiers: COMMUNITY_AND_ABOVE, roles: ['super_admin'] },
  SKOOL_COMMUNITY: { tiers: COMMUNITY_AND_ABOVE, roles: ['super_admin'] },
  ALL_COURSES_AND_TEMPLATES: { tiers: MASTER_BUILDER_AND_ABOVE, roles: ['super_admin'] },
  AI_MENTOR_LEO: { tiers: MASTER_BUILDER_AND_ABOVE, roles: ['super_admin'] },
  PERSONALIZED_LEARNING_PATHS: { tiers: MASTER_BUILDER_AND_ABOVE, roles: ['super_admin'] },
  WEEKLY_CHALLENGES: { tiers: MASTER_BUILDER_AND_ABOVE, roles: ['super_admin'] },
  GIGS_MARKETPLACE_ACCESS: { tiers: MASTER_BUILDER_AND_ABOVE, roles: ['super_admin'] },
  ADMIN_PANEL: { tiers: [], roles: ['super_admin', 'administrator', 'editor', 'contributor'] },
  ADMIN_USERS: { tiers: [], roles: ['super_admin', 'administrator'] },
  ADMIN_FINANCIALS: { tiers: [], roles: ['super_admin', 'administrator'] },
  ADMIN_CONTENT: { tiers: [], roles: ['super_admin', 'administrator', 'editor', 'contributor'] },
  ADMIN_SETTINGS: { tiers: [], roles: ['super_admin'] },
  ANALYTICS_EXPORT: { tiers: MASTER_BUILDER_AND_ABOVE, roles: ['super_admin'] },
  AI_TOOLS: { tiers: ['explorer', ...COMMUNITY_AND_ABOVE], roles: ['super_admin'] },
  UNLIMITED_AI_TOOLS: { tiers: COMMUNITY_AND_ABOVE, roles: ['super_admin'] },
};

export const isFeatureKey = (key: string): key is FeatureKey => Object.hasOwn(FEATURE_RULES, key);

/** Whether the actor has the feature; any key outside the table is denied. */
export function hasFeature(actor: Actor, feature: string): boolean {
  if (!actor || !isFeatureKey(feature)) return false;
  const rule = FEATURE_RULES[feature];
  return rule.tiers.includes(actor.tier) || (actor.adminRole !== null && rule.roles.includes(actor.adminRole));
}

/** The tiers in the order a member climbs them. */
export const TIER_ORDER: readonly SubscriptionTier[] = ['visitor', 'explorer', 'community', 'master_builder', 'legacy_founder'];

/** The cheapest tier that has a tier feature; null for staff-only features. */
export function minimumTierFor(feature: FeatureKey): SubscriptionTier | null {
  return TIER_ORDER.find((tier) => FEATURE_RULES[feature].tiers.includes(tier)) ?? null;
}

/** The next tier up, or null at the top (Legacy Founder has nothing to upgrade to). */
export function nextTier(tier: SubscriptionTier): SubscriptionTier | null {
  const next = TIER_ORDER[TIER_ORDER.indexOf(tier) + 1];
  // Visitors and Explorers both upgrade to the first paid plan.
  return tier === 'visitor' ? 'community' : (next ?? null);
}

/** Whether the header offers an Upgrade button: to every member but a Legacy Founder. */
export const canUpgrade = (actor: Actor) => actor !== null && nextTier(actor.tier) !== null;

// User management (access-admin-pricing §6).

/** Only a super_admin changes staff roles. */
export const canChangeAdminRole = (actor: Actor) => actor?.adminRole === 'super_admin';

/** super_admin and administrators change tiers, and only of members who are not administrators or super_admins. */
export function canChangeTier(actor: Actor, target: { adminRole: AdminRole | null }): boolean {
  if (actor?.adminRole !== 'super_admin' && actor?.adminRole !== 'administrator') return false;
  return target.adminRole !== 'administrator' && target.adminRole !== 'super_admin';
}
