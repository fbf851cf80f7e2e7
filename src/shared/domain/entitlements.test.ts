import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, SUBSCRIPTION_TIERS, type AdminRole, type SubscriptionTier } from '../constants.ts';
import { FEATURE_KEYS, canChangeAdminRole, canChangeTier, canUpgrade, hasFeature, minimumTierFor, nextTier, type Actor, type FeatureKey } from './entitlements.ts';

// The feature table of access-admin-pricing §6, written out again as the spec states it.
const TABLE: Record<FeatureKey, (tier: SubscriptionTier, role: AdminRole | null) => boolean> = {
  UNLIMITED_CASES: (t, r) => r === 'super_admin' || ['community', 'master_builder', 'legacy_founder'].includes(t),
  UNLIMITED_FAILURE_VAULT: (t, r) => r === 'super_admin' || ['community', 'master_builder', 'legacy_founder'].includes(t),
  UNLIMITED_IDEA_DATABASES: (t, r) => r === 'super_admin' || ['community', 'master_builder', 'legacy_founder'].includes(t),
  SKOOL_COMMUNITY: (t, r) => r === 'super_admin' || ['community', 'master_builder', 'legacy_founder'].includes(t),
  ALL_COURSES_AND_TEMPLATES: (t, r) => r === 'super_admin' || ['master_builder', 'legacy_founder'].includes(t),
  AI_MENTOR_LEO: (t, r) => r === 'super_admin' || ['master_builder', 'legacy_founder'].includes(t),
  PERSONALIZED_LEARNING_PATHS: (t, r) => r === 'super_admin' || ['master_builder', 'legacy_founder'].includes(t),
  WEEKLY_CHALLENGES: (t, r) => r === 'super_admin' || ['master_builder', 'legacy_founder'].includes(t),
  GIGS_MARKETPLACE_ACCESS: (t, r) => r === 'super_admin' || ['master_builder', 'legacy_founder'].includes(t),
  ADMIN_PANEL: (_t, r) => r !== null,
  ADMIN_USERS: (_t, r) => r === 'super_admin' || r === 'administrator',
  ADMIN_FINANCIALS: (_t, r) => r === 'super_admin' || r === 'administrator',
  ADMIN_CONTENT: (_t, r) => r !== null,
  ADMIN_SETTINGS: (_t, r) => r === 'super_admin',
  ANALYTICS_EXPORT: (t, r) => r === 'super_admin' || ['master_builder', 'legacy_founder'].includes(t),
  AI_TOOLS: (t, r) => r === 'super_admin' || ['explorer', 'community', 'master_builder', 'legacy_founder'].includes(t),
  UNLIMITED_AI_TOOLS: (t, r) => r === 'super_admin' || ['community', 'master_builder', 'legacy_founder'].includes(t),
};

const ROLES = [null, ...ADMIN_ROLES] as const;
const CASES = FEATURE_KEYS.flatMap((feature) =>
  SUBSCRIPTION_TIERS.flatMap((tier) => ROLES.map((role) => [feature, tier, role, TABLE[feature](tier, role)] as const)),
);

describe('the feature table', () => {
  it.each(CASES)('%s for tier %s and role %s: %s', (feature, tier, role, allowed) => {
    expect(hasFeature({ tier, adminRole: role }, feature)).toBe(allowed);
  });

  it.each(FEATURE_KEYS)('denies %s to a visitor', (feature) => {
    expect(hasFeature(null, feature)).toBe(false);
  });

  it('denies any key outside the table, even to a super_admin on the top tier', () => {
    const actor: Actor = { tier: 'legacy_founder', adminRole: 'super_admin' };
    expect(hasFeature(actor, 'UNKNOWN_FEATURE')).toBe(false);
    expect(hasFeature(actor, 'toString')).toBe(false);
  });
});

describe('tiers', () => {
  it('names the cheapest tier of each tier feature, none for staff features', () => {
    expect(minimumTierFor('UNLIMITED_CASES')).toBe('community');
    expect(minimumTierFor('SKOOL_COMMUNITY')).toBe('community');
    expect(minimumTierFor('ALL_COURSES_AND_TEMPLATES')).toBe('master_builder');
    expect(minimumTierFor('ADMIN_PANEL')).toBeNull();
  });

  it('climbs visitor and explorer to community, then master builder, then legacy founder, then nothing', () => {
    expect(nextTier('visitor')).toBe('community');
    expect(nextTier('explorer')).toBe('community');
    expect(nextTier('community')).toBe('master_builder');
    expect(nextTier('master_builder')).toBe('legacy_founder');
    expect(nextTier('legacy_founder')).toBeNull();
  });

  it('offers an upgrade to every member except a Legacy Founder, and not to visitors', () => {
    expect(canUpgrade(null)).toBe(false);
    for (const tier of SUBSCRIPTION_TIERS) expect(canUpgrade({ tier, adminRole: null })).toBe(tier !== 'legacy_founder');
    expect(canUpgrade({ tier: 'legacy_founder', adminRole: 'super_admin' })).toBe(false);
  });
});

describe('user management', () => {
  it('lets only a super_admin change staff roles', () => {
    for (const role of ROLES) expect(canChangeAdminRole({ tier: 'legacy_founder', adminRole: role })).toBe(role === 'super_admin');
    expect(canChangeAdminRole(null)).toBe(false);
  });

  it.each(ROLES)('lets super_admin and administrator change the tier of a member whose role is %s only when it is none, contributor or editor', (target) => {
    const changeable = target === null || target === 'contributor' || target === 'editor';
    for (const role of ROLES) {
      const allowed = (role === 'super_admin' || role === 'administrator') && changeable;
      expect(canChangeTier({ tier: 'explorer', adminRole: role }, { adminRole: target })).toBe(allowed);
    }
    expect(canChangeTier(null, { adminRole: target })).toBe(false);
  });
});
