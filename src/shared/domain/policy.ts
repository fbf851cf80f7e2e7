import type { AdminRole, BillingCycle, SubscriptionStatus, SubscriptionTier } from '../constants.ts';
import { TRUSTED_LEVEL } from './progress.ts';

/**
 * The one policy: who may do what (decision 051). Feature keys, ownership, staff publishing
 * rights, user management with the last-super-admin rule, who is subject to a meter or limit,
 * and the abilities the web shapes its screens by. Nothing else compares tiers or roles; the
 * server asks `can`/`decide` (through `authorize`), the web reads the abilities `/api/me` sends.
 */

/**
 * Who is asking: a signed-in member's id, tier and staff role, or null for a visitor.
 * The server reads it once per request; the web gets it from /api/me.
 */
export type Actor = { id: string; tier: SubscriptionTier; adminRole: AdminRole | null } | null;

// ---- The feature table (access-admin-pricing §6) -------------------------------------------

/**
 * The feature keys of access-admin-pricing §6, and the plan bullets of §2 that are features of
 * their own (deals, co-founder matching, VIP events). Each is enforced on the server.
 */
export const FEATURE_KEYS = [
  'UNLIMITED_CASES',
  'UNLIMITED_FAILURE_VAULT',
  // Unlimited use of the idea tools (the spec: AI tools "only for users with idea-database access").
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
  // Beyond the spec's table: the AI idea tools (PRODUCT §8), metered for Explorer.
  'AI_TOOLS',
  // The plan bullets of access-admin-pricing §2 that §6 has no key for.
  // Community's "Partner deals directory".
  'PARTNER_DEALS',
  // Master Builder's "Exclusive deals".
  'EXCLUSIVE_DEALS',
  // Master Builder's "Co-founder matching waitlist".
  'COFOUNDER_MATCHING',
  // Legacy Founder's "Priority co-founder matching".
  'PRIORITY_COFOUNDER_MATCHING',
  // Legacy Founder's "VIP events and workshops".
  'VIP_EVENTS',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** The tiers in the order a member climbs them. */
export const TIER_ORDER: readonly SubscriptionTier[] = ['visitor', 'explorer', 'community', 'master_builder', 'legacy_founder'];

const COMMUNITY_AND_ABOVE: readonly SubscriptionTier[] = ['community', 'master_builder', 'legacy_founder'];
const MASTER_BUILDER_AND_ABOVE: readonly SubscriptionTier[] = ['master_builder', 'legacy_founder'];
const LEGACY_FOUNDER_ONLY: readonly SubscriptionTier[] = ['legacy_founder'];
const ALL_STAFF: readonly AdminRole[] = ['super_admin', 'administrator', 'editor', 'contributor'];

type Rule = { tiers: readonly SubscriptionTier[]; roles: readonly AdminRole[] };

/** Which tiers and which staff roles have each key (super_admin has every tier feature). */
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
  ADMIN_PANEL: { tiers: [], roles: ALL_STAFF },
  ADMIN_USERS: { tiers: [], roles: ['super_admin', 'administrator'] },
  ADMIN_FINANCIALS: { tiers: [], roles: ['super_admin', 'administrator'] },
  ADMIN_CONTENT: { tiers: [], roles: ALL_STAFF },
  ADMIN_SETTINGS: { tiers: [], roles: ['super_admin'] },
  ANALYTICS_EXPORT: { tiers: MASTER_BUILDER_AND_ABOVE, roles: ['super_admin'] },
  AI_TOOLS: { tiers: ['explorer', ...COMMUNITY_AND_ABOVE], roles: ['super_admin'] },
  PARTNER_DEALS: { tiers: COMMUNITY_AND_ABOVE, roles: ['super_admin'] },
  EXCLUSIVE_DEALS: { tiers: MASTER_BUILDER_AND_ABOVE, roles: ['super_admin'] },
  COFOUNDER_MATCHING: { tiers: MASTER_BUILDER_AND_ABOVE, roles: ['super_admin'] },
  PRIORITY_COFOUNDER_MATCHING: { tiers: LEGACY_FOUNDER_ONLY, roles: ['super_admin'] },
  VIP_EVENTS: { tiers: LEGACY_FOUNDER_ONLY, roles: ['super_admin'] },
};

export const isFeatureKey = (key: string): key is FeatureKey => Object.hasOwn(FEATURE_RULES, key);

/**
 * The tiers and staff roles that have a feature: for a query that must keep only the members who
 * have it (the co-founder line and list), so the database asks this table and compares nothing itself.
 */
export const featureHolders = (feature: FeatureKey): Rule => FEATURE_RULES[feature];

function hasFeature(actor: Actor, feature: FeatureKey): boolean {
  if (!actor) return false;
  const rule = FEATURE_RULES[feature];
  return rule.tiers.includes(actor.tier) || (actor.adminRole !== null && rule.roles.includes(actor.adminRole));
}

/** The cheapest tier that has a tier feature; null for staff-only features. */
export function minimumTierFor(feature: FeatureKey): SubscriptionTier | null {
  return TIER_ORDER.find((tier) => FEATURE_RULES[feature].tiers.includes(tier)) ?? null;
}

/** A tier's place in TIER_ORDER: billing compares a purchase with the member's plan by it. */
export const tierRank = (tier: SubscriptionTier) => TIER_ORDER.indexOf(tier);

/** The paid plans above the tier, cheapest first (Visitors and Explorers start at Community). */
export const upgradeTiersFrom = (tier: SubscriptionTier): SubscriptionTier[] =>
  TIER_ORDER.filter((next) => tierRank(next) > tierRank(tier) && COMMUNITY_AND_ABOVE.includes(next));

/** Community and above are paid plans; Visitor and Explorer are free. */
export const hasPaidPlan = (tier: SubscriptionTier | null | undefined): boolean => tier != null && COMMUNITY_AND_ABOVE.includes(tier);

/** Legacy Founder members pay less for bootcamp seats (the amount is in plans.ts). */
export const getsBootcampDiscount = (tier: SubscriptionTier | null) => tier === 'legacy_founder';

// ---- Plan changes at the period's end (a switch down) ------------------------------------

/** The plans bought by the month or the year; Legacy Founder is paid once (plans.ts prices them). */
export const RENEWING_TIERS: readonly SubscriptionTier[] = ['community', 'master_builder'];

/** A member's plan as billing holds it: what a switch at the period's end depends on. */
export type PlanHolding = {
  tier: SubscriptionTier;
  status: SubscriptionStatus | null;
  cycle: BillingCycle | null;
  /** The plan already scheduled for the next period, if any. */
  pendingTier: SubscriptionTier | null;
};

/** A plan that renews (active or past due, by the month or the year): only it can change at the period's end. */
export const isRenewing = (holding: PlanHolding | null): holding is PlanHolding & { cycle: 'monthly' | 'annual' } =>
  holding !== null && (holding.status === 'active' || holding.status === 'past_due') && (holding.cycle === 'monthly' || holding.cycle === 'annual');

/** Why a switch at the period's end is refused; billing answers each with its own message. */
export type SwitchDownRefusal = 'no_subscription' | 'cycle_not_offered' | 'upgrade_via_checkout' | 'already_on_plan';

/**
 * Whether a renewing plan may switch, from the next period, to a cheaper renewing plan or to the
 * same plan on another cycle (moving to Explorer is a cancellation, asked for separately).
 * Upgrades are bought through checkout and take effect at once.
 */
export function decideSwitchDown(holding: PlanHolding | null, plan: SubscriptionTier, cycle: 'monthly' | 'annual'): SwitchDownRefusal | null {
  if (!isRenewing(holding)) return 'no_subscription';
  if (!RENEWING_TIERS.includes(plan)) return 'cycle_not_offered';
  if (tierRank(plan) > tierRank(holding.tier)) return 'upgrade_via_checkout';
  if (plan === holding.tier && cycle === holding.cycle) return 'already_on_plan';
  return null;
}

/** The cheaper plans a member may switch down to at the period's end, on their cycle; the one already scheduled is not offered again. */
export const switchDownTiersFrom = (holding: PlanHolding | null): SubscriptionTier[] =>
  isRenewing(holding) ? RENEWING_TIERS.filter((plan) => plan !== holding.tier && plan !== holding.pendingTier && decideSwitchDown(holding, plan, holding.cycle) === null) : [];

/** Where a plan stands for a member: their own, included in theirs (below it, or free), or an upgrade they may buy. */
export const PLAN_STANDINGS = ['current', 'included', 'upgrade'] as const;
export type PlanStanding = (typeof PLAN_STANDINGS)[number];

// ---- Actions ----------------------------------------------------------------------------

/** Editors, administrators and super_admins publish, return, unpublish and delete; contributors only send to review. */
const PUBLISHERS: readonly AdminRole[] = ['super_admin', 'administrator', 'editor'];

/** A member's own row: only its owner acts on it (services that know only the member's id ask this). */
export const owns = (memberId: string | null, ownerId: string | null) => memberId !== null && memberId === ownerId;

/** What each action is asked about; actions without a subject take none. */
export type PolicySubjects = {
  /** A member's own row (a folder, a plan, a submission, an import): only its owner acts on it. */
  own: { ownerId: string | null };
  /** Publishing content without a review step: editorial decisions, ideas, the syllabus (PRODUCT §11). */
  publish: undefined;
  /** Changing a member's staff role; with the target's roles known, the last super_admin stays one. */
  change_admin_role: undefined | { from: AdminRole | null; to: AdminRole | null; otherSuperAdmins: number };
  /** Changing a member's tier: not of administrators or super_admins. */
  change_tier: { adminRole: AdminRole | null };
};
export type PolicyAction = FeatureKey | keyof PolicySubjects;
type SubjectOf<A extends PolicyAction> = A extends keyof PolicySubjects ? PolicySubjects[A] : undefined;
/** The subject argument: required where the action has one, absent where it has none. */
export type SubjectArgs<A extends PolicyAction> = undefined extends SubjectOf<A> ? [subject?: SubjectOf<A>] : [subject: SubjectOf<A>];

/**
 * Why a request is refused. `not_found`: the subject is another member's, answered as if it did
 * not exist (404), so nobody learns what others own. The others are the one 403 shape (a stable
 * code) or, for the last super_admin, a conflict with the state (409).
 */
export type Refusal =
  | { reason: 'not_found' }
  | { reason: 'feature_locked'; feature: FeatureKey; requiredTier: SubscriptionTier }
  | { reason: 'admin_access_required'; feature?: FeatureKey }
  | { reason: 'last_super_admin' };

/** The refusal for this actor, action and subject, or null when allowed. */
export function decide<A extends PolicyAction>(actor: Actor, action: A, ...[subject]: SubjectArgs<A>): Refusal | null {
  if (isFeatureKey(action)) {
    if (hasFeature(actor, action)) return null;
    const requiredTier = minimumTierFor(action);
    return requiredTier ? { reason: 'feature_locked', feature: action, requiredTier } : { reason: 'admin_access_required', feature: action };
  }
  const role = actor?.adminRole ?? null;
  switch (action as keyof PolicySubjects) {
    case 'own':
      return owns(actor?.id ?? null, (subject as PolicySubjects['own']).ownerId) ? null : { reason: 'not_found' };
    case 'publish':
      return role !== null && PUBLISHERS.includes(role) ? null : { reason: 'admin_access_required' };
    case 'change_admin_role': {
      if (role !== 'super_admin') return { reason: 'admin_access_required' };
      const change = subject as PolicySubjects['change_admin_role'];
      return change && change.from === 'super_admin' && change.to !== 'super_admin' && change.otherSuperAdmins === 0 ? { reason: 'last_super_admin' } : null;
    }
    case 'change_tier': {
      if (role !== 'super_admin' && role !== 'administrator') return { reason: 'admin_access_required' };
      const target = (subject as PolicySubjects['change_tier']).adminRole;
      return target === 'administrator' || target === 'super_admin' ? { reason: 'admin_access_required' } : null;
    }
  }
}

/** Whether the actor may: `decide` without the reason. */
export const can = <A extends PolicyAction>(actor: Actor, action: A, ...subject: SubjectArgs<A>): boolean => decide(actor, action, ...subject) === null;

// ---- Who is subject to a meter or limit (the counting stays where it is counted) -----------

export type Limit = 'reading_meter' | 'ai_tool_meter' | 'reputation_limits';

/**
 * Whether the actor is subject to a meter or limit. Reading: Explorer without unlimited reading
 * (5 case studies and 1 failure analysis a month). AI tools: with the tools but not unlimited.
 * Reputation: members below the trusted level (no links, 5 discussions a day; `level` required).
 */
export function isSubjectTo(actor: Actor, limit: Limit, member?: { level: number }): boolean {
  if (!actor) return false;
  switch (limit) {
    case 'reading_meter':
      return actor.tier === 'explorer' && !hasFeature(actor, 'UNLIMITED_CASES');
    case 'ai_tool_meter':
      return hasFeature(actor, 'AI_TOOLS') && !hasFeature(actor, 'UNLIMITED_IDEA_DATABASES');
    case 'reputation_limits':
      return (member?.level ?? 0) < TRUSTED_LEVEL;
  }
}

// ---- The admin area's entries and the member's abilities ----------------------------------

/** The admin area's pages, in the order the dashboard lists them. */
export const ADMIN_ENTRIES = ['dashboard', 'cases', 'import', 'stories', 'syllabus', 'challenges', 'waitlist', 'gigs', 'deals', 'events', 'analytics', 'users', 'requests', 'cofounders', 'audit', 'billing', 'quests', 'settings'] as const;
export type AdminEntry = (typeof ADMIN_ENTRIES)[number];

/** What opening each admin page needs: the same right its API checks. */
const ADMIN_ENTRY_RIGHTS: Record<AdminEntry, FeatureKey | 'publish'> = {
  dashboard: 'ADMIN_PANEL',
  cases: 'ADMIN_CONTENT',
  import: 'ADMIN_CONTENT',
  stories: 'ADMIN_CONTENT',
  syllabus: 'publish',
  challenges: 'publish',
  waitlist: 'ADMIN_CONTENT',
  gigs: 'ADMIN_CONTENT',
  // The deals directory and VIP events: staff who publish (decision 064).
  deals: 'publish',
  events: 'publish',
  analytics: 'ADMIN_PANEL',
  users: 'ADMIN_USERS',
  requests: 'ADMIN_USERS',
  audit: 'ADMIN_USERS',
  billing: 'ADMIN_FINANCIALS',
  quests: 'ADMIN_SETTINGS',
  settings: 'ADMIN_SETTINGS',
  cofounders: 'ADMIN_USERS',
};

/** What a member may see and use, sent with the session (`/api/me`); the web shows and hides by it alone. */
export type Abilities = {
  /** The feature keys the member has: locked prompts, gated pages and buttons. */
  features: FeatureKey[];
  /** The account menu's "Admin" entry. */
  adminArea: boolean;
  /** The admin pages the member may open, in the dashboard's order. */
  adminEntries: AdminEntry[];
  /** Publishing without review: the editor's Publish, the review queue's decisions, the syllabus editor. */
  publish: boolean;
  /** The dashboard's "Continue Learning" (the personalised learning path). */
  continueLearning: boolean;
  /** The header's and dashboard's Upgrade: there is a paid plan above the member's. */
  upgrade: boolean;
  /** The paid plans above the member's, cheapest first. */
  upgradeTiers: SubscriptionTier[];
  /** The account menu's free reads left (Explorer). */
  readingMetered: boolean;
  /** A paid plan (Community and above): the pricing, upgrade and dashboard pages' "Manage your subscription". */
  paidPlan: boolean;
  /** Each plan's standing for the member: the plan cards' "Current Plan", "Included in your plan" or upgrade button. */
  planStandings: Record<SubscriptionTier, PlanStanding>;
  /** The plans the member may switch down to at the period's end: the subscription page's "Switch at period end". */
  switchDownTiers: SubscriptionTier[];
};

/**
 * The member's abilities. `holding` is their plan as billing holds it (the switch down depends on
 * its state); without it, nothing is offered to switch down to.
 */
export function abilitiesOf(actor: Actor, holding: PlanHolding | null = null): Abilities {
  const upgradeTiers = actor ? upgradeTiersFrom(actor.tier) : [];
  const standing = (tier: SubscriptionTier): PlanStanding => (actor?.tier === tier ? 'current' : upgradeTiers.includes(tier) ? 'upgrade' : 'included');
  return {
    features: FEATURE_KEYS.filter((feature) => hasFeature(actor, feature)),
    adminArea: can(actor, 'ADMIN_PANEL'),
    adminEntries: ADMIN_ENTRIES.filter((entry) => can(actor, ADMIN_ENTRY_RIGHTS[entry])),
    publish: can(actor, 'publish'),
    continueLearning: can(actor, 'PERSONALIZED_LEARNING_PATHS'),
    upgrade: upgradeTiers.length > 0,
    upgradeTiers,
    readingMetered: isSubjectTo(actor, 'reading_meter'),
    paidPlan: hasPaidPlan(actor?.tier),
    planStandings: Object.fromEntries(TIER_ORDER.map((tier) => [tier, standing(tier)])) as Record<SubscriptionTier, PlanStanding>,
    switchDownTiers: actor ? switchDownTiersFrom(holding) : [],
  };
}
