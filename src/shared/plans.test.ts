import { describe, expect, it } from 'vitest';
import { applyPromo, displayPrice, featureSummary, planBadges, planPriceCents, PLANS, formatDollars } from './plans.ts';

describe('prices (PRODUCT §3)', () => {
  it('shows the pricing-page prices per cycle', () => {
    expect(displayPrice('explorer', 'annual')).toEqual({ amount: 0, unit: 'forever', billedYearly: null });
    expect(displayPrice('community', 'annual')).toEqual({ amount: 27, unit: '/month', billedYearly: 324 });
    expect(displayPrice('community', 'monthly')).toEqual({ amount: 47, unit: '/month', billedYearly: null });
    expect(displayPrice('master_builder', 'annual')).toEqual({ amount: 47, unit: '/month', billedYearly: 564 });
    expect(displayPrice('master_builder', 'monthly')).toEqual({ amount: 87, unit: '/month', billedYearly: null });
    expect(displayPrice('legacy_founder', 'monthly')).toEqual({ amount: 2777, unit: 'one-time', billedYearly: null });
    expect(planPriceCents('community', 'annual')).toBe(32_400);
    expect(formatDollars(2777)).toBe('$2,777');
  });
});

describe('badges', () => {
  it("shows 'Most Popular', the annual saving only while annual, 'Lifetime' and 'Current Plan'", () => {
    expect(planBadges('community', 'annual', null)).toEqual(['Most Popular', 'Save 43%']);
    expect(planBadges('community', 'monthly', null)).toEqual(['Most Popular']);
    expect(planBadges('master_builder', 'annual', 'master_builder')).toEqual(['Save 34%', 'Current Plan']);
    expect(planBadges('legacy_founder', 'annual', 'explorer')).toEqual(['Lifetime']);
    expect(planBadges('explorer', 'annual', 'explorer')).toEqual(['Current Plan']);
  });
});

describe('features', () => {
  it('lists the first four and counts the rest', () => {
    const summary = featureSummary(PLANS.community.features);
    expect(summary.visible).toHaveLength(4);
    expect(summary.moreLabel).toBe(`+${PLANS.community.features.length - 4} more features`);
    expect([...summary.visible, ...summary.hidden]).toEqual(PLANS.community.features);
  });
});

describe('promo codes (access-admin-pricing §9)', () => {
  const percent = { applicablePlans: ['community'] as const, discountType: 'percentage' as const, discountValue: 50 };
  it('applies only to the plans it names', () => {
    expect(applyPromo(47, 'master_builder', percent)).toEqual({ price: 47, struckThrough: null });
    expect(applyPromo(47, 'community', null)).toEqual({ price: 47, struckThrough: null });
  });

  it('takes a percentage off and strikes the original through', () => {
    expect(applyPromo(47, 'community', percent)).toEqual({ price: 24, struckThrough: 47 });
  });

  it('subtracts a fixed amount with a floor of 0', () => {
    expect(applyPromo(27, 'community', { ...percent, discountType: 'fixed', discountValue: 10 })).toEqual({ price: 17, struckThrough: 27 });
    expect(applyPromo(27, 'community', { ...percent, discountType: 'fixed', discountValue: 100 })).toEqual({ price: 0, struckThrough: 27 });
  });

  it('shows nothing struck through when nothing changes', () => {
    expect(applyPromo(27, 'community', { ...percent, discountValue: 0 })).toEqual({ price: 27, struckThrough: null });
  });
});
