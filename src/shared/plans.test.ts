import { describe, expect, it } from 'vitest';
import { formatCents, planCharge } from './domain/billing.ts';
import { FEATURE_PAGES, PLAN_FEATURE_PAGES, displayPrice, featureSummary, planBadges, planFeaturePagesFor, planPriceCents, PLANS, formatDollars, promoDiscountCents, promotedCardPrice, type Promo } from './plans.ts';

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
    expect(planBadges('community', 'annual', false)).toEqual(['Most Popular', 'Save 43%']);
    expect(planBadges('community', 'monthly', false)).toEqual(['Most Popular']);
    expect(planBadges('master_builder', 'annual', true)).toEqual(['Save 34%', 'Current Plan']);
    expect(planBadges('legacy_founder', 'annual', false)).toEqual(['Lifetime']);
    expect(planBadges('explorer', 'annual', true)).toEqual(['Current Plan']);
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

describe('feature pages', () => {
  it('links every plan card line that names a page, and only lines a card has', () => {
    const bullets = new Set(Object.values(PLANS).flatMap((plan) => plan.features));
    for (const bullet of Object.keys(FEATURE_PAGES)) expect(bullets).toContain(bullet);
    expect(FEATURE_PAGES['Exclusive deals']).toBe('/deals');
    expect(FEATURE_PAGES['Personalised learning paths']).toBe('/learning-path');
  });

  it('lists a page once among those a plan opens, however many of its features open it', () => {
    const everything = PLAN_FEATURE_PAGES.map((page) => page.feature);
    const { open, locked } = planFeaturePagesFor(everything);
    expect(open.map((page) => page.href)).toEqual([...new Set(PLAN_FEATURE_PAGES.map((page) => page.href))]);
    expect(locked).toEqual([]);
  });
});

describe('promo codes (access-admin-pricing §9)', () => {
  const percent = { applicablePlans: ['community'] as const, discountType: 'percentage' as const, discountValue: 50 };
  const tenPercent = { ...percent, applicablePlans: ['community', 'master_builder'] as const, discountValue: 10 };
  const formatted = (price: ReturnType<typeof promotedCardPrice>) => [formatCents(price.priceCents), price.struckThroughCents === null ? null : formatCents(price.struckThroughCents), price.billedYearlyCents === null ? null : formatCents(price.billedYearlyCents)];

  it('takes a percentage off, rounded to the cent, and a fixed dollar amount with a floor of 0', () => {
    expect(promoDiscountCents(32_400, 'community', percent)).toBe(16_200);
    expect(promoDiscountCents(4_700, 'community', { ...percent, discountValue: 33 })).toBe(1_551);
    expect(promoDiscountCents(4_700, 'community', { ...percent, discountType: 'fixed', discountValue: 100 })).toBe(4_700);
    expect(promoDiscountCents(32_400, 'community', { ...percent, discountType: 'fixed', discountValue: 9.99 })).toBe(999);
  });

  it('applies only to the plans it names', () => {
    expect(promoDiscountCents(277_700, 'legacy_founder', percent)).toBe(0);
    expect(promotedCardPrice('master_builder', 'monthly', percent)).toEqual({ priceCents: 8_700, struckThroughCents: null, billedYearlyCents: null });
    expect(promotedCardPrice('community', 'annual', null)).toEqual({ priceCents: 2_700, struckThroughCents: null, billedYearlyCents: 32_400 });
  });

  it('shows the price checkout charges, with cents when there are any, and strikes the original through', () => {
    // 10% off $324/year: checkout charges $291.60, and the card says so ($24.30 a month).
    expect(formatted(promotedCardPrice('community', 'annual', tenPercent))).toEqual(['$24.30', '$27', '$291.60']);
    expect(formatted(promotedCardPrice('community', 'monthly', percent))).toEqual(['$23.50', '$47', null]);
    expect(formatted(promotedCardPrice('community', 'annual', { ...percent, discountType: 'fixed', discountValue: 10 }))).toEqual(['$26.17', '$27', '$314']);
  });

  it('never shows a price that differs from the charge', () => {
    const promos: Promo[] = [
      ...[1, 7.5, 10, 12.5, 33, 50, 99, 100].map((value) => ({ ...tenPercent, discountValue: value })),
      ...[0.01, 5, 9.99, 100, 10_000].map((value) => ({ ...tenPercent, discountType: 'fixed' as const, discountValue: value })),
    ];
    for (const promo of promos)
      for (const tier of ['community', 'master_builder'] as const) {
        expect(promotedCardPrice(tier, 'annual', promo).billedYearlyCents).toBe(planCharge(tier, 'annual', promo).netCents);
        expect(promotedCardPrice(tier, 'monthly', promo).priceCents).toBe(planCharge(tier, 'monthly', promo).netCents);
      }
  });

  it('shows nothing struck through when nothing changes', () => {
    expect(promotedCardPrice('community', 'annual', { ...percent, discountType: 'fixed', discountValue: 0 })).toEqual({ priceCents: 2_700, struckThroughCents: null, billedYearlyCents: 32_400 });
  });
});
