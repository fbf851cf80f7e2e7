import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, type AdminRole, type SubscriptionTier } from '../constants.ts';
import {
  EXPLORER_MONTHLY_LIMITS,
  decideReading,
  isMetered,
  meterLabel,
  previewSectionCount,
  readingKindOf,
  readingMeter,
  readingMonth,
  type ReadingKind,
} from './content-access.ts';
import type { Actor } from './policy.ts';

const member = (tier: SubscriptionTier, adminRole: AdminRole | null = null): Actor => ({ id: 'member', tier, adminRole });
const fresh = { alreadyRead: false, readsThisMonth: 0 };
const KINDS: ReadingKind[] = ['case_study', 'failure_analysis'];

describe('who reads what', () => {
  it.each(KINDS)('a visitor gets the %s preview and the visitor paywall', (kind) => {
    expect(decideReading(null, kind, fresh)).toEqual({ access: 'preview', paywall: 'visitor' });
  });

  it.each(KINDS)('a signed-in member without a plan gets the %s preview and the visitor paywall', (kind) => {
    expect(decideReading(member('visitor'), kind, fresh)).toEqual({ access: 'preview', paywall: 'visitor' });
  });

  it.each(['community', 'master_builder', 'legacy_founder'] as const)('%s reads everything, never metered', (tier) => {
    for (const kind of KINDS) {
      expect(decideReading(member(tier), kind, { alreadyRead: false, readsThisMonth: 500 })).toEqual({ access: 'full', recordRead: false });
    }
    expect(isMetered(member(tier))).toBe(false);
  });

  it('a super_admin reads everything whatever the tier', () => {
    expect(decideReading(member('explorer', 'super_admin'), 'case_study', { alreadyRead: false, readsThisMonth: 99 })).toEqual({ access: 'full', recordRead: false });
    expect(decideReading(member('visitor', 'super_admin'), 'failure_analysis', fresh)).toEqual({ access: 'full', recordRead: false });
    expect(isMetered(member('explorer', 'super_admin'))).toBe(false);
  });

  it.each(ADMIN_ROLES.filter((r) => r !== 'super_admin'))('a%s reads as their tier', (role) => {
    expect(isMetered(member('explorer', role))).toBe(true);
    expect(decideReading(member('explorer', role), 'case_study', { alreadyRead: false, readsThisMonth: 5 })).toEqual({ access: 'preview', paywall: 'explorer_limit' });
    expect(decideReading(member('community', role), 'case_study', { alreadyRead: false, readsThisMonth: 5 })).toEqual({ access: 'full', recordRead: false });
  });

  it('Explorer reads 5 case studies a month, recording each, then hits the limit', () => {
    for (let read = 0; read < 5; read += 1) {
      expect(decideReading(member('explorer'), 'case_study', { alreadyRead: false, readsThisMonth: read })).toEqual({ access: 'full', recordRead: true });
    }
    expect(decideReading(member('explorer'), 'case_study', { alreadyRead: false, readsThisMonth: 5 })).toEqual({ access: 'preview', paywall: 'explorer_limit' });
    expect(isMetered(member('explorer'))).toBe(true);
  });

  it('Explorer reads 1 failure analysis a month', () => {
    expect(decideReading(member('explorer'), 'failure_analysis', fresh)).toEqual({ access: 'full', recordRead: true });
    expect(decideReading(member('explorer'), 'failure_analysis', { alreadyRead: false, readsThisMonth: 1 })).toEqual({ access: 'preview', paywall: 'explorer_limit' });
  });

  it('re-reading a study opened this month costs nothing, even past the limit', () => {
    expect(decideReading(member('explorer'), 'case_study', { alreadyRead: true, readsThisMonth: 5 })).toEqual({ access: 'full', recordRead: false });
    expect(decideReading(member('explorer'), 'failure_analysis', { alreadyRead: true, readsThisMonth: 1 })).toEqual({ access: 'full', recordRead: false });
  });

  it('counts failures as failure analyses and successes as case studies', () => {
    expect(readingKindOf('failure')).toBe('failure_analysis');
    expect(readingKindOf('success')).toBe('case_study');
  });
});

describe('the month', () => {
  it('is the UTC calendar month, so the meter resets on the 1st (UTC)', () => {
    expect(readingMonth(new Date('2026-03-31T23:59:59.999Z'))).toBe('2026-03-01');
    expect(readingMonth(new Date('2026-04-01T00:00:00.000Z'))).toBe('2026-04-01');
    // 23:30 on 31 December in New York is already January in UTC.
    expect(readingMonth(new Date('2026-12-31T23:30:00-05:00'))).toBe('2027-01-01');
  });
});

describe('the preview', () => {
  it('keeps whole leading sections within 30% of the text', () => {
    expect(previewSectionCount([100, 100, 100, 100, 100, 100, 100, 100, 100, 100])).toBe(3);
    expect(previewSectionCount([200, 50, 50, 300, 400])).toBe(3);
  });

  it('always keeps the introduction, even when it alone is longer than 30%', () => {
    expect(previewSectionCount([900, 50, 50])).toBe(1);
    expect(previewSectionCount([10])).toBe(1);
  });

  it('has nothing to keep of an empty article', () => {
    expect(previewSectionCount([])).toBe(0);
  });
});

describe('the meter', () => {
  it('says how many free reads are left, never below zero', () => {
    const meter = readingMeter({ case_study: 2, failure_analysis: 1 });
    expect(meter.case_study).toEqual({ used: 2, limit: EXPLORER_MONTHLY_LIMITS.case_study, left: 3 });
    expect(meterLabel('case_study', meter.case_study)).toBe('3 of 5 free case studies left this month');
    expect(meterLabel('failure_analysis', meter.failure_analysis)).toBe('0 of 1 free failure analysis left this month');
    expect(readingMeter({ case_study: 7, failure_analysis: 0 }).case_study.left).toBe(0);
  });
});
