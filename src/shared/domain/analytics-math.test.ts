import { describe, expect, it } from 'vitest';
import { conversionRate, engagementRate, engagementScore, growthPercent, percentOf, rangeDays } from './analytics-math.ts';

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
});
