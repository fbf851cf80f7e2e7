import { describe, expect, it } from 'vitest';
import { instantToZonedWallTime, isTimeZone, zonedWallTimeToInstant } from './zoned-time.ts';

describe('wall times in a time zone', () => {
  it('reads a wall time in its zone, summer and winter, and back', () => {
    expect(zonedWallTimeToInstant('2026-07-01T18:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(zonedWallTimeToInstant('2026-12-01T18:00', 'Europe/Berlin')?.toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(zonedWallTimeToInstant('2026-12-01T09:30', 'America/New_York')?.toISOString()).toBe('2026-12-01T14:30:00.000Z');
    expect(zonedWallTimeToInstant('2026-12-01T09:30', 'UTC')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(instantToZonedWallTime(new Date('2026-07-01T16:00:00Z'), 'Europe/Berlin')).toBe('2026-07-01T18:00');
    expect(instantToZonedWallTime(new Date('2026-12-01T14:30:00Z'), 'America/New_York')).toBe('2026-12-01T09:30');
  });

  it('refuses impossible dates and unknown zones', () => {
    expect(zonedWallTimeToInstant('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(zonedWallTimeToInstant('2026-02-01T25:00', 'UTC')).toBeNull();
    expect(zonedWallTimeToInstant('2026-02-01 10:00', 'UTC')).toBeNull();
    expect(zonedWallTimeToInstant('2026-02-01T10:00', 'Mars/Olympus')).toBeNull();
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Nowhere/Land')).toBe(false);
  });
});
