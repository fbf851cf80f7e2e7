import type { CaseStudyType } from '../constants.ts';
import { can, isSubjectTo, type Actor } from './policy.ts';

// PRODUCT §8: who may read which case study, and how much of it.

/** A visitor (and a member past the limit) gets this share of the article, in whole sections. */
export const PREVIEW_SHARE = 0.3;

/** What the Explorer meter counts: success studies and failure analyses separately. */
export const READING_KINDS = ['case_study', 'failure_analysis'] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

/** Explorer's free reads per calendar month (UTC). */
export const EXPLORER_MONTHLY_LIMITS: Record<ReadingKind, number> = { case_study: 5, failure_analysis: 1 };

export const PAYWALL_KINDS = ['visitor', 'explorer_limit', 'feature_locked', 'premium'] as const;
export type PaywallKind = (typeof PAYWALL_KINDS)[number];

export const readingKindOf = (type: CaseStudyType): ReadingKind => (type === 'failure' ? 'failure_analysis' : 'case_study');

/** The ledger's month: the first day of the UTC calendar month, as YYYY-MM-01. */
export function readingMonth(now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}-${month}-01`;
}

/** Whether reading is unlimited for the actor (Community and above, super_admin). */
export function readsUnlimited(actor: Actor, kind: ReadingKind): boolean {
  return can(actor, kind === 'case_study' ? 'UNLIMITED_CASES' : 'UNLIMITED_FAILURE_VAULT');
}

/** Whether the actor reads on the metered Explorer allowance. */
export const isMetered = (actor: Actor) => isSubjectTo(actor, 'reading_meter');

export type ReadingState = {
  /** The actor already opened this study this month (a re-read costs nothing). */
  alreadyRead: boolean;
  /** Distinct studies of this kind the actor opened this month. */
  readsThisMonth: number;
};

export type ReadingDecision =
  | { access: 'full'; recordRead: boolean }
  | { access: 'preview'; paywall: Extract<PaywallKind, 'visitor' | 'explorer_limit'> };

/**
 * What the actor may read of one study. Explorer reads in full while under the monthly limit
 * (and the read is then recorded) or when re-reading; visitors, members without a plan and
 * Explorers past the limit get the preview.
 */
export function decideReading(actor: Actor, kind: ReadingKind, state: ReadingState): ReadingDecision {
  if (readsUnlimited(actor, kind)) return { access: 'full', recordRead: false };
  if (isSubjectTo(actor, 'reading_meter')) {
    if (state.alreadyRead) return { access: 'full', recordRead: false };
    if (state.readsThisMonth < EXPLORER_MONTHLY_LIMITS[kind]) return { access: 'full', recordRead: true };
    return { access: 'preview', paywall: 'explorer_limit' };
  }
  return { access: 'preview', paywall: 'visitor' };
}

/**
 * How many leading sections make up the preview: whole sections while they stay within
 * PREVIEW_SHARE of the article's text, and always at least the first (the introduction).
 */
export function previewSectionCount(sectionLengths: readonly number[], share = PREVIEW_SHARE): number {
  if (sectionLengths.length === 0) return 0;
  const budget = sectionLengths.reduce((sum, n) => sum + n, 0) * share;
  let used = 0;
  let count = 0;
  for (const length of sectionLengths) {
    if (count > 0 && used + length > budget) break;
    used += length;
    count += 1;
  }
  return count;
}

export type ReadingMeterEntry = { used: number; limit: number; left: number };
export type ReadingMeter = Record<ReadingKind, ReadingMeterEntry>;

/** The Explorer's meter from this month's distinct reads per kind. */
export function readingMeter(used: Record<ReadingKind, number>): ReadingMeter {
  const entry = (kind: ReadingKind) => {
    const limit = EXPLORER_MONTHLY_LIMITS[kind];
    return { used: Math.min(used[kind], limit), limit, left: Math.max(limit - used[kind], 0) };
  };
  return { case_study: entry('case_study'), failure_analysis: entry('failure_analysis') };
}

/** "3 of 5 free case studies left this month" / "1 of 1 free failure analysis left this month". */
export function meterLabel(kind: ReadingKind, entry: ReadingMeterEntry): string {
  const noun = kind === 'case_study' ? (entry.limit === 1 ? 'case study' : 'case studies') : entry.limit === 1 ? 'failure analysis' : 'failure analyses';
  return `${entry.left} of ${entry.limit} free ${noun} left this month`;
}
