import type { SubscriptionTier } from './constants.ts';

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
