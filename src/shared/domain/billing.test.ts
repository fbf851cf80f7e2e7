import { describe, expect, it } from 'vitest';
import {
  addMonthsFromAnchor,
  bootcampDiscountCents,
  bootcampDiscountLabels,
  cyclesFor,
  firstPeriodEnd,
  formatCents,
  formatInvoiceNumber,
  graceOver,
  nextPeriodEnd,
  nextRetryAt,
  planCharge,
  prorationCreditCents,
  testCardOutcome,
  testRenewalSucceeds,
} from './billing.ts';
import { SUBSCRIPTION_TIERS } from '../constants.ts';
import { RENEWING_TIERS, hasPaidPlan } from './policy.ts';

const d = (iso: string) => new Date(iso);

describe('discount rules', () => {
  const percent = { applicablePlans: ['community'] as const, discountType: 'percentage' as const, discountValue: 50 };
  const fixed = { applicablePlans: ['community', 'master_builder'] as const, discountType: 'fixed' as const, discountValue: 100 };
  it('charges the list price less the promo, only on the promo plans', () => {
    expect(planCharge('master_builder', 'monthly', fixed)).toEqual({ subtotalCents: 8_700, discountCents: 8_700, netCents: 0 });
    expect(planCharge('legacy_founder', 'lifetime', percent)).toEqual({ subtotalCents: 277_700, discountCents: 0, netCents: 277_700 });
    expect(planCharge('community', 'annual', percent)).toEqual({ subtotalCents: 32_400, discountCents: 16_200, netCents: 16_200 });
  });
  it('gives Legacy Founder 25% off a bootcamp seat and a waitlist member 20%, the second off the first', () => {
    expect(bootcampDiscountCents(49_700, { tier: 'legacy_founder', waitlisted: false })).toBe(12_425);
    expect(bootcampDiscountCents(49_700, { tier: 'master_builder', waitlisted: false })).toBe(0);
    expect(bootcampDiscountCents(49_700, { tier: 'master_builder', waitlisted: true })).toBe(9_940);
    expect(bootcampDiscountCents(49_700, { tier: 'legacy_founder', waitlisted: true })).toBe(12_425 + 7_455);
    expect(bootcampDiscountLabels({ tier: 'legacy_founder', waitlisted: true })).toEqual(['Legacy Founder 25% off', 'Waitlist 20% off']);
    expect(bootcampDiscountLabels({ tier: null, waitlisted: false })).toEqual([]);
  });
});

describe('period arithmetic', () => {
  it('keeps the day of the month, or the month’s last day', () => {
    expect(addMonthsFromAnchor(d('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthsFromAnchor(d('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonthsFromAnchor(d('2026-01-31T10:00:00Z'), 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(addMonthsFromAnchor(d('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
  it('does not drift after a short month', () => {
    const anchor = d('2026-01-31T09:00:00Z');
    const feb = nextPeriodEnd(anchor, anchor, 'monthly')!;
    expect(feb.toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(nextPeriodEnd(anchor, feb, 'monthly')!.toISOString()).toBe('2026-03-31T09:00:00.000Z');
  });
  it('renews a leap-day annual plan on Feb 28, and on Feb 29 again in leap years', () => {
    const anchor = d('2028-02-29T12:00:00Z');
    const first = firstPeriodEnd(anchor, 'annual')!;
    expect(first.toISOString()).toBe('2029-02-28T12:00:00.000Z');
    const fourth = [1, 2, 3].reduce((end) => nextPeriodEnd(anchor, end, 'annual')!, first);
    expect(fourth.toISOString()).toBe('2032-02-29T12:00:00.000Z');
  });
  it('has no end for a lifetime plan', () => {
    expect(firstPeriodEnd(d('2026-05-01T00:00:00Z'), 'lifetime')).toBeNull();
  });
});

describe('proration', () => {
  const periodStart = d('2026-01-01T00:00:00Z');
  const periodEnd = d('2026-01-31T00:00:00Z');
  it('credits the unused share of the period', () => {
    expect(prorationCreditCents({ periodPriceCents: 4_700, periodStart, periodEnd, at: d('2026-01-16T00:00:00Z'), newPriceCents: 8_700 })).toBe(2_350);
    expect(prorationCreditCents({ periodPriceCents: 4_700, periodStart, periodEnd, at: d('2026-01-11T00:00:00Z'), newPriceCents: 8_700 })).toBe(3_133);
  });
  it('credits nothing after the period and everything at its start', () => {
    expect(prorationCreditCents({ periodPriceCents: 4_700, periodStart, periodEnd, at: d('2026-02-02T00:00:00Z'), newPriceCents: 8_700 })).toBe(0);
    expect(prorationCreditCents({ periodPriceCents: 4_700, periodStart, periodEnd, at: periodStart, newPriceCents: 8_700 })).toBe(4_700);
  });
  it('never credits more than the new price', () => {
    expect(prorationCreditCents({ periodPriceCents: 32_400, periodStart, periodEnd: d('2027-01-01T00:00:00Z'), at: periodStart, newPriceCents: 8_700 })).toBe(8_700);
  });
});

describe('invoices, retries and test cards', () => {
  it('numbers invoices FD-YYYY-NNNNNN', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('FD-2026-000001');
    expect(formatInvoiceNumber(2026, 1_234_567)).toBe('FD-2026-1234567');
  });
  it('formats cents as dollars', () => {
    expect(formatCents(32_400)).toBe('$324');
    expect(formatCents(277_700)).toBe('$2,777');
    expect(formatCents(2_350)).toBe('$23.50');
  });
  it('retries on days 1, 3 and 5, then at the end of the 7-day grace period', () => {
    const since = d('2026-03-01T00:00:00Z');
    expect(nextRetryAt(since, 1).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(nextRetryAt(since, 2).toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(nextRetryAt(since, 3).toISOString()).toBe('2026-03-06T00:00:00.000Z');
    expect(nextRetryAt(since, 4).toISOString()).toBe('2026-03-08T00:00:00.000Z');
    expect(graceOver(since, d('2026-03-07T23:59:59Z'))).toBe(false);
    expect(graceOver(since, d('2026-03-08T00:00:00Z'))).toBe(true);
  });
  it('knows the test cards', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeds');
    expect(testCardOutcome('4000-0000-0000-0002')).toBe('declined');
    expect(testCardOutcome('4000000000000341')).toBe('renewals_declined');
    expect(testCardOutcome('1234')).toBeNull();
    expect(testRenewalSucceeds('4242')).toBe(true);
    expect(testRenewalSucceeds('0341')).toBe(false);
  });
});

describe("the policy's plan sets and the prices", () => {
  it('renew exactly the plans sold by the month or the year, and call paid exactly the plans with a price', () => {
    expect(SUBSCRIPTION_TIERS.filter((tier) => cyclesFor(tier).includes('monthly'))).toEqual(RENEWING_TIERS);
    expect(SUBSCRIPTION_TIERS.filter((tier) => cyclesFor(tier).length > 0)).toEqual(SUBSCRIPTION_TIERS.filter((tier) => hasPaidPlan(tier)));
  });
});
