import type { SubscriptionTier } from './constants.ts';
import { minimumTierFor, tierRank, type FeatureKey } from './domain/policy.ts';

export type BillingCycle = 'monthly' | 'annual' | 'lifetime';

export type Plan = {
  tier: SubscriptionTier;
  name: string;
  /** Price per month in whole USD when billed monthly; 0 for free plans. */
  monthlyPrice: number;
  /** Price per month in whole USD when billed annually, and the yearly total. */
  annual?: { perMonth: number; perYear: number; savingsLabel: string };
  /** One-time price in whole USD for a lifetime plan. */
  lifetimePrice?: number;
  badge?: string;
  /** The plan the pricing page puts forward. */
  popular?: boolean;
  features: string[];
};

// The one source of truth for prices (PRODUCT.md §3: the pricing page's reading).
export const PLANS: Record<SubscriptionTier, Plan> = {
  visitor: {
    tier: 'visitor',
    name: 'Visitor',
    monthlyPrice: 0,
    features: ['First 30% of case studies and failure analyses', 'Basic browsing'],
  },
  explorer: {
    tier: 'explorer',
    name: 'Explorer',
    monthlyPrice: 0,
    features: [
      '5 case studies per month',
      '1 failure analysis per month',
      '5 AI queries per month',
      'Bookmark articles',
      'Submit your story',
      'Rate and comment',
    ],
  },
  community: {
    tier: 'community',
    name: 'Community',
    monthlyPrice: 47,
    annual: { perMonth: 27, perYear: 324, savingsLabel: 'Save 43%' },
    badge: 'Most Popular',
    popular: true,
    features: [
      'Unlimited case studies',
      'Unlimited failure analyses',
      'Unlimited AI tools',
      'Access to the community workspace',
      'Basic learning suggestions',
      'Basic interactive dashboard',
      'Partner deals directory',
    ],
  },
  master_builder: {
    tier: 'master_builder',
    name: 'Master Builder',
    monthlyPrice: 87,
    annual: { perMonth: 47, perYear: 564, savingsLabel: 'Save 34%' },
    features: [
      'Everything in Community',
      '24/7 AI mentor Leo',
      'Personalised learning paths',
      'Full course curriculum',
      'Business-in-a-Box templates',
      'Weekly challenges and pods',
      'Advanced dashboard (custom charts, data export)',
      'Exclusive deals',
      'Co-founder matching waitlist',
    ],
  },
  legacy_founder: {
    tier: 'legacy_founder',
    name: 'Legacy Founder',
    monthlyPrice: 0,
    lifetimePrice: 2777,
    badge: 'Lifetime',
    features: [
      'Everything in Master Builder',
      'Lifetime access',
      '25% discount on bootcamps',
      'VIP events and workshops',
      'Priority co-founder matching',
      'All future AI upgrades',
    ],
  },
};

/** The four plans on the pricing page, in order. */
export const PRICING_PAGE_TIERS = ['explorer', 'community', 'master_builder', 'legacy_founder'] as const satisfies readonly SubscriptionTier[];

/** What one checkout of a plan costs, in cents. */
export function planPriceCents(tier: SubscriptionTier, cycle: BillingCycle): number {
  const plan = PLANS[tier];
  if (cycle === 'lifetime') return (plan.lifetimePrice ?? 0) * 100;
  if (cycle === 'annual') return (plan.annual?.perYear ?? plan.monthlyPrice * 12) * 100;
  return plan.monthlyPrice * 100;
}

export const BOOTCAMP_LEGACY_DISCOUNT = 0.25;
/** "Waitlist members save 20%": off a bootcamp seat for a member on the bootcamp waitlist. */
export const BOOTCAMP_WAITLIST_DISCOUNT = 0.2;

// ---- What the pricing page shows (access-admin-pricing §2 and §9) ----

/** The plans with a per-card annual/monthly toggle; annual is the default. */
export const TOGGLE_TIERS: readonly SubscriptionTier[] = ['community', 'master_builder'];
export const DEFAULT_CYCLE = 'annual' satisfies BillingCycle;
/** Cards and the subscription page list this many features, then "+N more features". */
export const FEATURES_SHOWN = 4;

export type PaidCycle = 'monthly' | 'annual';

/** The price a card shows, in whole USD: per month for subscriptions, one-time for Legacy Founder. */
export function displayPrice(tier: SubscriptionTier, cycle: PaidCycle): { amount: number; unit: 'forever' | '/month' | 'one-time'; billedYearly: number | null } {
  const plan = PLANS[tier];
  if (plan.lifetimePrice) return { amount: plan.lifetimePrice, unit: 'one-time', billedYearly: null };
  if (plan.monthlyPrice === 0) return { amount: 0, unit: 'forever', billedYearly: null };
  if (cycle === 'annual' && plan.annual) return { amount: plan.annual.perMonth, unit: '/month', billedYearly: plan.annual.perYear };
  return { amount: plan.monthlyPrice, unit: '/month', billedYearly: null };
}

/** The badges of a card: its own ('Most Popular', 'Lifetime'), the annual saving while annual is chosen, and 'Current Plan'. */
export function planBadges(tier: SubscriptionTier, cycle: PaidCycle, current: boolean): string[] {
  const plan = PLANS[tier];
  return [
    ...(plan.badge ? [plan.badge] : []),
    ...(cycle === 'annual' && plan.annual ? [plan.annual.savingsLabel] : []),
    ...(current ? ['Current Plan'] : []),
  ];
}

/**
 * A plan feature that is a page of its own, as the dashboard's "Your plan" card lists it; `bullet`
 * is the plan card's line that links to it (gigs are in the feature table, not on a card).
 */
export type PlanFeaturePage = { feature: FeatureKey; label: string; description: string; href: string; bullet?: string };

/** The plans' feature pages, cheapest plan first; the member's abilities decide which are open. */
export const PLAN_FEATURE_PAGES: readonly PlanFeaturePage[] = [
  { feature: 'PARTNER_DEALS', label: 'Partner deals', description: 'Partner codes for the tools founders pay for first.', href: '/deals', bullet: 'Partner deals directory' },
  { feature: 'AI_MENTOR_LEO', label: 'Leo, your AI mentor', description: 'Ask Leo about your startup, any hour of the day.', href: '/mentor', bullet: '24/7 AI mentor Leo' },
  { feature: 'PERSONALIZED_LEARNING_PATHS', label: 'Your learning path', description: 'Your next modules in order, with your progress.', href: '/learning-path', bullet: 'Personalised learning paths' },
  { feature: 'ALL_COURSES_AND_TEMPLATES', label: 'Full course curriculum', description: 'Courses, deep dives and reports built from real case studies.', href: '/academy', bullet: 'Full course curriculum' },
  { feature: 'ALL_COURSES_AND_TEMPLATES', label: 'Business-in-a-Box templates', description: 'Tools to shape your idea and templates to run it.', href: '/build', bullet: 'Business-in-a-Box templates' },
  { feature: 'WEEKLY_CHALLENGES', label: 'Weekly challenges', description: 'One task a week, with a pod to check in with.', href: '/challenges', bullet: 'Weekly challenges and pods' },
  { feature: 'GIGS_MARKETPLACE_ACCESS', label: 'Gigs', description: 'Paid pieces of work from members: pitch for one or post your own.', href: '/gigs' },
  { feature: 'EXCLUSIVE_DEALS', label: 'Exclusive deals', description: 'Partner codes kept for Master Builders and up.', href: '/deals', bullet: 'Exclusive deals' },
  { feature: 'COFOUNDER_MATCHING', label: 'Co-founder matching', description: 'Meet members whose skills complete yours.', href: '/cofounders', bullet: 'Co-founder matching waitlist' },
  { feature: 'ANALYTICS_EXPORT', label: 'Advanced dashboard', description: 'Content performance, platform metrics and success predictions.', href: '/advanced-analytics', bullet: 'Advanced dashboard (custom charts, data export)' },
  { feature: 'VIP_EVENTS', label: 'VIP events and workshops', description: 'Live sessions and hands-on workshops with limited places.', href: '/events', bullet: 'VIP events and workshops' },
  { feature: 'PRIORITY_COFOUNDER_MATCHING', label: 'Priority co-founder matching', description: 'Go ahead of the line in co-founder matching.', href: '/cofounders', bullet: 'Priority co-founder matching' },
];

/** The page each plan card line links to. */
export const FEATURE_PAGES: Readonly<Record<string, string>> = Object.fromEntries(PLAN_FEATURE_PAGES.flatMap((page) => (page.bullet ? [[page.bullet, page.href]] : [])));

/**
 * The feature pages a member's plan opens (each page once: exclusive deals open the same page as
 * partner deals), and the others grouped by the cheapest plan that opens them.
 */
export function planFeaturePagesFor(features: readonly string[]) {
  const open = PLAN_FEATURE_PAGES.filter((page) => features.includes(page.feature)).filter((page, index, pages) => pages.findIndex((other) => other.href === page.href) === index);
  const locked: { tier: SubscriptionTier; pages: PlanFeaturePage[] }[] = [];
  for (const page of PLAN_FEATURE_PAGES) {
    const tier = features.includes(page.feature) ? null : minimumTierFor(page.feature);
    if (!tier) continue;
    const group = locked.find((g) => g.tier === tier);
    if (group) group.pages.push(page);
    else locked.push({ tier, pages: [page] });
  }
  return { open, locked: locked.sort((a, b) => tierRank(a.tier) - tierRank(b.tier)) };
}

/** The first features and how many more stay behind "+N more features". */
export function featureSummary(features: readonly string[], shown = FEATURES_SHOWN) {
  return { visible: features.slice(0, shown), hidden: features.slice(shown), moreLabel: `+${Math.max(features.length - shown, 0)} more features` };
}

/** A promo code as the pricing page applies it (the codes themselves are managed with billing). */
export type Promo = { applicablePlans: readonly SubscriptionTier[]; discountType: 'percentage' | 'fixed'; discountValue: number };

/**
 * The spec's discount rules in cents, as checkout charges them: a promo applies only to its plans;
 * a percentage takes that share of the price off, rounded to the cent; a fixed amount (dollars) is
 * subtracted with a floor of 0.
 */
export function promoDiscountCents(amountCents: number, tier: SubscriptionTier, promo: Promo | null): number {
  if (!promo || !promo.applicablePlans.includes(tier)) return 0;
  const off = promo.discountType === 'percentage' ? Math.round((amountCents * promo.discountValue) / 100) : Math.round(promo.discountValue * 100);
  return Math.min(Math.max(off, 0), amountCents);
}

/**
 * A card's price with a promo, in cents, exactly as checkout charges it: the discount comes off
 * what one checkout costs (the whole year for annual billing), and an annual card's price per
 * month is that year's price divided by 12, rounded to the cent. The original is struck through
 * only when the price changed. Shown with cents when there are any ($291.60).
 */
export function promotedCardPrice(tier: SubscriptionTier, cycle: PaidCycle, promo: Promo | null): { priceCents: number; struckThroughCents: number | null; billedYearlyCents: number | null } {
  const shown = displayPrice(tier, cycle);
  const chargeCycle: BillingCycle = shown.unit === 'one-time' ? 'lifetime' : shown.billedYearly !== null ? 'annual' : 'monthly';
  const chargeCents = planPriceCents(tier, chargeCycle);
  const netCents = chargeCents - promoDiscountCents(chargeCents, tier, promo);
  if (netCents === chargeCents) return { priceCents: shown.amount * 100, struckThroughCents: null, billedYearlyCents: shown.billedYearly === null ? null : shown.billedYearly * 100 };
  return chargeCycle === 'annual'
    ? { priceCents: Math.round(netCents / 12), struckThroughCents: shown.amount * 100, billedYearlyCents: netCents }
    : { priceCents: netCents, struckThroughCents: shown.amount * 100, billedYearlyCents: null };
}

/** $2,777 */
export const formatDollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
