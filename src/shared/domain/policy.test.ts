import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, SUBSCRIPTION_TIERS, type AdminRole, type SubscriptionTier } from '../constants.ts';
import {
  ADMIN_ENTRIES,
  FEATURE_KEYS,
  abilitiesOf,
  can,
  decide,
  decideSwitchDown,
  hasPaidPlan,
  isSubjectTo,
  minimumTierFor,
  switchDownTiersFrom,
  upgradeTiersFrom,
  type Actor,
  type FeatureKey,
  type PlanHolding,
} from './policy.ts';

const actor = (tier: SubscriptionTier, adminRole: AdminRole | null = null, id = 'me'): Actor => ({ id, tier, adminRole });
const ROLES = [null, ...ADMIN_ROLES] as const;

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
  PARTNER_DEALS: (t, r) => r === 'super_admin' || ['community', 'master_builder', 'legacy_founder'].includes(t),
  EXCLUSIVE_DEALS: (t, r) => r === 'super_admin' || ['master_builder', 'legacy_founder'].includes(t),
  COFOUNDER_MATCHING: (t, r) => r === 'super_admin' || ['master_builder', 'legacy_founder'].includes(t),
  PRIORITY_COFOUNDER_MATCHING: (t, r) => r === 'super_admin' || t === 'legacy_founder',
  VIP_EVENTS: (t, r) => r === 'super_admin' || t === 'legacy_founder',
};

const CASES = FEATURE_KEYS.flatMap((feature) =>
  SUBSCRIPTION_TIERS.flatMap((tier) => ROLES.map((role) => [feature, tier, role, TABLE[feature](tier, role)] as const)),
);

describe('the feature table', () => {
  it.each(CASES)('%s for tier %s and role %s: %s', (feature, tier, role, allowed) => {
    expect(can(actor(tier, role), feature)).toBe(allowed);
  });

  it.each(FEATURE_KEYS)('denies %s to a visitor', (feature) => {
    expect(can(null, feature)).toBe(false);
  });

  it('refuses a tier feature as locked with its cheapest plan, a staff feature as admin access', () => {
    expect(decide(actor('community'), 'ALL_COURSES_AND_TEMPLATES')).toEqual({ reason: 'feature_locked', feature: 'ALL_COURSES_AND_TEMPLATES', requiredTier: 'master_builder' });
    expect(decide(actor('legacy_founder', 'editor'), 'ADMIN_SETTINGS')).toEqual({ reason: 'admin_access_required', feature: 'ADMIN_SETTINGS' });
    expect(minimumTierFor('UNLIMITED_CASES')).toBe('community');
    expect(minimumTierFor('ADMIN_PANEL')).toBeNull();
  });
});

describe('ownership', () => {
  it('lets only the owner act on an item; anyone else is told it does not exist', () => {
    expect(can(actor('explorer', null, 'ada'), 'own', { ownerId: 'ada' })).toBe(true);
    expect(decide(actor('legacy_founder', 'super_admin', 'bob'), 'own', { ownerId: 'ada' })).toEqual({ reason: 'not_found' });
    expect(can(null, 'own', { ownerId: 'ada' })).toBe(false);
    // Staff content has no owner: no member owns it.
    expect(can(actor('explorer', null, 'ada'), 'own', { ownerId: null })).toBe(false);
  });
});

describe('staff rights', () => {
  it('lets editors, administrators and super_admins publish without review, not contributors or members', () => {
    for (const role of ROLES) expect(can(actor('legacy_founder', role), 'publish')).toBe(role === 'super_admin' || role === 'administrator' || role === 'editor');
  });

  it('lets only a super_admin change staff roles', () => {
    for (const role of ROLES) expect(can(actor('legacy_founder', role), 'change_admin_role')).toBe(role === 'super_admin');
    expect(can(null, 'change_admin_role')).toBe(false);
  });

  it('keeps the last super_admin: demoting them is refused while no other remains', () => {
    const superAdmin = actor('explorer', 'super_admin');
    expect(decide(superAdmin, 'change_admin_role', { from: 'super_admin', to: 'administrator', otherSuperAdmins: 0 })).toEqual({ reason: 'last_super_admin' });
    expect(can(superAdmin, 'change_admin_role', { from: 'super_admin', to: null, otherSuperAdmins: 1 })).toBe(true);
    expect(can(superAdmin, 'change_admin_role', { from: 'editor', to: null, otherSuperAdmins: 0 })).toBe(true);
  });

  it.each(ROLES)('lets super_admin and administrator change the tier of a member whose role is %s only when it is none, contributor or editor', (target) => {
    const changeable = target === null || target === 'contributor' || target === 'editor';
    for (const role of ROLES) {
      const allowed = (role === 'super_admin' || role === 'administrator') && changeable;
      expect(can(actor('explorer', role), 'change_tier', { adminRole: target })).toBe(allowed);
    }
    expect(can(null, 'change_tier', { adminRole: target })).toBe(false);
  });
});

describe('meters and limits', () => {
  it('meters reading for Explorer only, not for paid plans, super_admins or visitors', () => {
    expect(isSubjectTo(actor('explorer'), 'reading_meter')).toBe(true);
    expect(isSubjectTo(actor('explorer', 'editor'), 'reading_meter')).toBe(true);
    expect(isSubjectTo(actor('explorer', 'super_admin'), 'reading_meter')).toBe(false);
    expect(isSubjectTo(actor('community'), 'reading_meter')).toBe(false);
    expect(isSubjectTo(null, 'reading_meter')).toBe(false);
  });

  it('meters the AI tools for members with them but without unlimited idea databases', () => {
    expect(isSubjectTo(actor('explorer'), 'ai_tool_meter')).toBe(true);
    expect(isSubjectTo(actor('community'), 'ai_tool_meter')).toBe(false);
    expect(isSubjectTo(actor('visitor'), 'ai_tool_meter')).toBe(false);
  });

  it('limits members below level 2 only', () => {
    expect(isSubjectTo(actor('legacy_founder', 'super_admin'), 'reputation_limits', { level: 1 })).toBe(true);
    expect(isSubjectTo(actor('explorer'), 'reputation_limits', { level: 2 })).toBe(false);
  });
});

describe('abilities', () => {
  it('offers the paid plans above the member, none to a Legacy Founder', () => {
    expect(upgradeTiersFrom('visitor')).toEqual(['community', 'master_builder', 'legacy_founder']);
    expect(upgradeTiersFrom('explorer')).toEqual(['community', 'master_builder', 'legacy_founder']);
    expect(upgradeTiersFrom('master_builder')).toEqual(['legacy_founder']);
    expect(upgradeTiersFrom('legacy_founder')).toEqual([]);
    for (const tier of SUBSCRIPTION_TIERS) expect(abilitiesOf(actor(tier)).upgrade).toBe(tier !== 'legacy_founder');
    expect(abilitiesOf(null).upgrade).toBe(false);
  });

  it('shows Continue Learning to whoever has the learning path, super_admins included', () => {
    expect(abilitiesOf(actor('explorer', 'super_admin')).continueLearning).toBe(true);
    expect(abilitiesOf(actor('master_builder')).continueLearning).toBe(true);
    expect(abilitiesOf(actor('community', 'administrator')).continueLearning).toBe(false);
  });

  it.each(ROLES)('gives role %s exactly the admin entries whose rights it has', (role) => {
    const { adminArea, adminEntries } = abilitiesOf(actor('explorer', role));
    expect(adminArea).toBe(role !== null);
    const expected: Record<string, (typeof ADMIN_ENTRIES)[number][]> = {
      none: [],
      contributor: ['dashboard', 'cases', 'import', 'stories', 'waitlist', 'gigs', 'analytics'],
      editor: ['dashboard', 'cases', 'import', 'stories', 'syllabus', 'challenges', 'waitlist', 'gigs', 'deals', 'events', 'analytics'],
      administrator: ['dashboard', 'cases', 'import', 'stories', 'syllabus', 'challenges', 'waitlist', 'gigs', 'deals', 'events', 'analytics', 'users', 'requests', 'cofounders', 'audit', 'billing'],
      super_admin: [...ADMIN_ENTRIES],
    };
    expect(adminEntries).toEqual(expected[role ?? 'none']);
  });
});

describe('plans: paid, standing and switching down', () => {
  const holding = (tier: SubscriptionTier, cycle: PlanHolding['cycle'], status: PlanHolding['status'] = 'active', pendingTier: SubscriptionTier | null = null): PlanHolding => ({ tier, cycle, status, pendingTier });

  it('calls Community and above paid plans', () => {
    expect(SUBSCRIPTION_TIERS.filter((tier) => hasPaidPlan(tier))).toEqual(['community', 'master_builder', 'legacy_founder']);
    expect(hasPaidPlan(null)).toBe(false);
    expect(abilitiesOf(actor('explorer', 'super_admin')).paidPlan).toBe(false);
    expect(abilitiesOf(actor('community')).paidPlan).toBe(true);
    expect(abilitiesOf(null).paidPlan).toBe(false);
  });

  it('gives each plan card its standing: the member\'s own, included, or an upgrade', () => {
    expect(abilitiesOf(actor('explorer')).planStandings).toEqual({ visitor: 'included', explorer: 'current', community: 'upgrade', master_builder: 'upgrade', legacy_founder: 'upgrade' });
    expect(abilitiesOf(actor('master_builder', 'super_admin')).planStandings).toEqual({ visitor: 'included', explorer: 'included', community: 'included', master_builder: 'current', legacy_founder: 'upgrade' });
    expect(abilitiesOf(actor('legacy_founder')).planStandings).toEqual({ visitor: 'included', explorer: 'included', community: 'included', master_builder: 'included', legacy_founder: 'current' });
  });

  it('lets a renewing plan switch down to a cheaper renewing plan, once', () => {
    expect(switchDownTiersFrom(holding('master_builder', 'annual'))).toEqual(['community']);
    expect(switchDownTiersFrom(holding('master_builder', 'monthly', 'past_due'))).toEqual(['community']);
    expect(switchDownTiersFrom(holding('master_builder', 'annual', 'active', 'community'))).toEqual([]);
    expect(switchDownTiersFrom(holding('community', 'monthly'))).toEqual([]);
    expect(switchDownTiersFrom(holding('legacy_founder', 'lifetime'))).toEqual([]);
    expect(switchDownTiersFrom(holding('master_builder', 'annual', 'expired'))).toEqual([]);
    expect(switchDownTiersFrom(holding('explorer', null, null))).toEqual([]);
    expect(switchDownTiersFrom(null)).toEqual([]);
    expect(abilitiesOf(actor('master_builder'), holding('master_builder', 'annual')).switchDownTiers).toEqual(['community']);
    expect(abilitiesOf(actor('master_builder')).switchDownTiers).toEqual([]);
  });

  it('refuses a switch that is not a switch down, with the reason', () => {
    const masterBuilder = holding('master_builder', 'annual');
    expect(decideSwitchDown(masterBuilder, 'community', 'monthly')).toBeNull();
    // The same plan on the other cycle, from the next period.
    expect(decideSwitchDown(masterBuilder, 'master_builder', 'monthly')).toBeNull();
    expect(decideSwitchDown(masterBuilder, 'master_builder', 'annual')).toBe('already_on_plan');
    expect(decideSwitchDown(masterBuilder, 'legacy_founder', 'annual')).toBe('cycle_not_offered');
    expect(decideSwitchDown(masterBuilder, 'visitor', 'monthly')).toBe('cycle_not_offered');
    expect(decideSwitchDown(holding('community', 'monthly'), 'master_builder', 'monthly')).toBe('upgrade_via_checkout');
    expect(decideSwitchDown(holding('legacy_founder', 'lifetime'), 'community', 'monthly')).toBe('no_subscription');
    expect(decideSwitchDown(holding('community', 'monthly', 'expired'), 'community', 'annual')).toBe('no_subscription');
    expect(decideSwitchDown(null, 'community', 'monthly')).toBe('no_subscription');
  });

  it('offers exactly the switches it would accept', () => {
    const holdings = SUBSCRIPTION_TIERS.flatMap((tier) => (['monthly', 'annual', 'lifetime', null] as const).map((cycle) => holding(tier, cycle)));
    for (const held of holdings) {
      const accepted = SUBSCRIPTION_TIERS.filter((plan) => plan !== held.tier && held.cycle !== null && held.cycle !== 'lifetime' && decideSwitchDown(held, plan, held.cycle) === null);
      expect(switchDownTiersFrom(held)).toEqual(accepted);
    }
  });
});
