import { describe, expect, it } from 'vitest';
import { churnPercent, conversionRate, engagementRate, engagementScore, growthPercent, monthlyRecurringRevenueCents, paidConversionPercent, percentOf, rangeDays } from './analytics-math.ts';

describe('analytics formulas', () => {
  it('divide with one decimal and say "no figure" instead of dividing by zero', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(engagementRate(12, 40)).toBe(30);
    expect(conversionRate(0, 0)).toBeNull();
    expect(engagementRate(5, 0)).toBeNull();
  });

  it('cap the engagement score at 100', () => {
    expect(engagementScore(30, 120)).toBe(25);
    expect(engagementScore(500, 120)).toBe(100);
    expect(engagementScore(0, 0)).toBeNull();
  });

  it('compare sign-ups with the previous range, with no growth figure after an empty range', () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(7, 0)).toBeNull();
  });

  it('count a range of n days back from today and the n days before it', () => {
    const today = new Date('2026-03-01T08:00:00Z');
    expect(rangeDays('1d', today)).toEqual({ from: '2026-03-01', to: '2026-03-01', previousFrom: '2026-02-28', previousTo: '2026-02-28' });
    expect(rangeDays('7d', today)).toEqual({ from: '2026-02-23', to: '2026-03-01', previousFrom: '2026-02-16', previousTo: '2026-02-22' });
  });

  it('count MRR in cents: monthly at price, annual at a twelfth summed then rounded, lifetime not at all', () => {
    // 2 × 4,700 + (32,400 + 56,400 + 32,400) / 12 = 9,400 + 10,100 = 19,500.
    expect(
      monthlyRecurringRevenueCents([
        { cycle: 'monthly', periodCents: 4_700 },
        { cycle: 'monthly', periodCents: 4_700 },
        { cycle: 'annual', periodCents: 32_400 },
        { cycle: 'annual', periodCents: 56_400 },
        { cycle: 'annual', periodCents: 32_400 },
        { cycle: 'lifetime', periodCents: 277_700 },
      ]),
    ).toBe(19_500);
    // 100 / 12 = 8.33 → 8 cents.
    expect(monthlyRecurringRevenueCents([{ cycle: 'annual', periodCents: 100 }])).toBe(8);
    expect(monthlyRecurringRevenueCents([])).toBe(0);
  });

  it('give churn and conversion to paid as percentages, with no figure for an empty range', () => {
    expect(churnPercent(1, 8)).toBe(12.5);
    expect(churnPercent(0, 0)).toBeNull();
    expect(paidConversionPercent(3, 40)).toBe(7.5);
    expect(paidConversionPercent(2, 0)).toBeNull();
  });
});
