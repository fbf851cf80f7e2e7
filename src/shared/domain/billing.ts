import type { BillingCycle, SubscriptionTier } from '../constants.ts';
import { BOOTCAMP_LEGACY_DISCOUNT, BOOTCAMP_WAITLIST_DISCOUNT, PLANS, planPriceCents, promoDiscountCents, type Promo } from '../plans.ts';
import { getsBootcampDiscount } from './policy.ts';

/** Billing compares plans by the policy's tier order. */
export { tierRank } from './policy.ts';

// Pure billing rules (PRODUCT §9): money in integer cents, periods in UTC.

/** The cycle the checkout contract names; the database says 'lifetime' for a one-time plan. */
export type CheckoutCycle = 'monthly' | 'annual' | 'one_time';
export const toBillingCycle = (cycle: CheckoutCycle): BillingCycle => (cycle === 'one_time' ? 'lifetime' : cycle);

/** The cycles a plan can be bought with; none for free plans. */
export function cyclesFor(tier: SubscriptionTier): readonly BillingCycle[] {
  const plan = PLANS[tier];
  if (plan.lifetimePrice) return ['lifetime'];
  if (plan.monthlyPrice > 0) return ['monthly', 'annual'];
  return [];
}

/** Who buys a bootcamp seat, as far as its discounts go. */
export type SeatBuyer = { tier: SubscriptionTier | null; waitlisted: boolean };

/**
 * A bootcamp seat's discount: Legacy Founder members pay 25% less, members on the bootcamp
 * waitlist 20% less. Both stack, the waitlist's 20% coming off the Legacy Founder price (40% in
 * all), each step rounded to the cent.
 */
export function bootcampDiscountCents(priceCents: number, buyer: SeatBuyer): number {
  const legacyOff = getsBootcampDiscount(buyer.tier) ? Math.round(priceCents * BOOTCAMP_LEGACY_DISCOUNT) : 0;
  const waitlistOff = buyer.waitlisted ? Math.round((priceCents - legacyOff) * BOOTCAMP_WAITLIST_DISCOUNT) : 0;
  return legacyOff + waitlistOff;
}

/** The discounts a buyer gets on a seat, as the bootcamp card names them. */
export function bootcampDiscountLabels(buyer: SeatBuyer): string[] {
  return [...(getsBootcampDiscount(buyer.tier) ? ['Legacy Founder 25% off'] : []), ...(buyer.waitlisted ? ['Waitlist 20% off'] : [])];
}

/**
 * Adds whole months to the anchor, keeping its day of the month where the month has it and
 * using the month's last day otherwise (Jan 31 → Feb 28/29 → Mar 31), time of day unchanged.
 */
export function addMonthsFromAnchor(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  return new Date(Date.UTC(targetYear, targetMonth, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()));
}

export const monthsPerCycle = (cycle: BillingCycle): number | null => (cycle === 'monthly' ? 1 : cycle === 'annual' ? 12 : null);

/** The end of the first period that starts at the anchor; null for lifetime. */
export function firstPeriodEnd(anchor: Date, cycle: BillingCycle): Date | null {
  const months = monthsPerCycle(cycle);
  return months === null ? null : addMonthsFromAnchor(anchor, months);
}

/** The end of the period after the one ending at currentEnd, counted from the anchor (no drift after short months). */
export function nextPeriodEnd(anchor: Date, currentEnd: Date, cycle: BillingCycle): Date | null {
  const months = monthsPerCycle(cycle);
  if (months === null) return null;
  for (let k = 1; ; k += 1) {
    const end = addMonthsFromAnchor(anchor, k * months);
    if (end.getTime() > currentEnd.getTime()) return end;
  }
}

/**
 * The unused part of the current period, credited on an upgrade's invoice: the period's value
 * times the share of its time still to come, rounded to the cent, never more than the new price.
 */
export function prorationCreditCents(input: { periodPriceCents: number; periodStart: Date; periodEnd: Date; at: Date; newPriceCents: number }): number {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = input.periodEnd.getTime() - input.at.getTime();
  if (total <= 0 || left <= 0 || input.periodPriceCents <= 0) return 0;
  const credit = Math.round((input.periodPriceCents * Math.min(left, total)) / total);
  return Math.min(credit, input.newPriceCents);
}

/** What one checkout of a plan costs before any credit: the list price and the promo's discount. */
export function planCharge(tier: SubscriptionTier, cycle: BillingCycle, promo: Promo | null) {
  const subtotalCents = planPriceCents(tier, cycle);
  const discountCents = promoDiscountCents(subtotalCents, tier, promo);
  return { subtotalCents, discountCents, netCents: subtotalCents - discountCents };
}

/** FD-2026-000001 */
export const formatInvoiceNumber = (year: number, number: number) => `FD-${year}-${String(number).padStart(6, '0')}`;

/** A failed renewal is retried on these days after the period ended; after the grace period the member returns to Explorer. */
export const GRACE_PERIOD_DAYS = 7;
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;
const DAY_MS = 86_400_000;

/** When to try a failed renewal again after `failedAttempts` failures: days 1, 3 and 5, then the last try when the grace period ends. */
export function nextRetryAt(pastDueSince: Date, failedAttempts: number): Date {
  const days = RETRY_AFTER_DAYS[failedAttempts - 1] ?? GRACE_PERIOD_DAYS;
  return new Date(pastDueSince.getTime() + days * DAY_MS);
}

/** Whether a past-due subscription's grace period is over (a failure then returns the member to Explorer). */
export const graceOver = (pastDueSince: Date, now: Date) => now.getTime() >= pastDueSince.getTime() + GRACE_PERIOD_DAYS * DAY_MS;

// ---- The test-mode provider's cards (PRODUCT §9, and Stripe's card for "charges fail later") ----

export type TestCardOutcome = 'succeeds' | 'declined' | 'renewals_declined';
export const TEST_CARDS: Record<string, TestCardOutcome> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000000341': 'renewals_declined',
};
export const normaliseCardNumber = (value: string) => value.replace(/[\s-]/g, '');
export const testCardOutcome = (cardNumber: string): TestCardOutcome | null => TEST_CARDS[normaliseCardNumber(cardNumber)] ?? null;
/** A saved test card's last four digits decide whether a test-mode renewal is paid. */
export const testRenewalSucceeds = (last4: string | null) => last4 !== null && last4 !== '0341';

/** $1,234.50 from cents. */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** November 23, 2026 (invoices use the US long format, in UTC). */
export const formatLongDate = (value: Date | string) =>
  new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export const CYCLE_LABELS: Record<BillingCycle, string> = { monthly: 'monthly', annual: 'annual', lifetime: 'one-time' };
