import { describe, expect, it } from 'vitest';
import { weeksOf } from './advanced.queries.ts';
import { weekOf } from './ingest.service.ts';

describe('weekly rollup keys', () => {
  it('puts every day of a week under its Monday', () => {
    // 2026-11-23 is a Monday.
    expect(['2026-11-23', '2026-11-25', '2026-11-29'].map(weekOf)).toEqual(['2026-11-23', '2026-11-23', '2026-11-23']);
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });

  it('splits a range into its whole weeks and the days before and after them, covering each day once', () => {
    expect(weeksOf('2026-08-26', '2026-11-23')).toEqual({ fromWeek: '2026-08-31', toWeek: '2026-11-16', edgeDays: [['2026-08-26', '2026-08-30'], ['2026-11-23', '2026-11-23']] });
    expect(weeksOf('2026-11-16', '2026-11-29')).toEqual({ fromWeek: '2026-11-16', toWeek: '2026-11-23', edgeDays: [] });
    // Seven days not starting on a Monday hold no whole week.
    expect(weeksOf('2026-11-17', '2026-11-23')).toEqual({ fromWeek: null, toWeek: null, edgeDays: [['2026-11-17', '2026-11-23']] });
    expect(weeksOf('2026-11-23', '2026-11-23')).toEqual({ fromWeek: null, toWeek: null, edgeDays: [['2026-11-23', '2026-11-23']] });
  });
});
