import { and, count, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { BillingCycle, SubscriptionTier } from '#shared/constants.ts';
import { bootcampDiscountCents, cyclesFor, planCharge, prorationCreditCents, tierRank } from '#shared/domain/billing.ts';
import { PLANS } from '#shared/plans.ts';
import { BILLING_MESSAGES } from '#shared/schemas/billing.ts';
import type { Database } from '../../db/client.ts';
import { bootcampEnrollments, bootcamps } from '../../db/schema/academy.ts';
import { subscribers } from '../../db/schema/accounts.ts';
import { billingHistory, checkoutSessions, promotions } from '../../db/schema/billing.ts';
import { ADVISORY_LOCK, lockForTransaction } from '../../lib/advisory-locks.ts';
import { isOnBootcampWaitlist } from '../../lib/bootcamp-waitlist.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';

// A checkout is a quote: what it buys and costs is worked out from the current state when it is
// opened and again, in the paying transaction, when it is paid (decision 041). Scarce things (a
// promo code's redemptions, a bootcamp's seats) are counted with the holds of the other open
// checkouts, under the promo's or bootcamp's row lock, so no number of parallel checkouts passes a limit.

type Tx = Database;
export type SubscriberRow = typeof subscribers.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** How long an open checkout holds its quote, promo redemption and seat (Stripe's shortest Checkout is 30 minutes). */
export const CHECKOUT_HOLD_MINUTES = 35;
export const holdEnd = (from: Date) => new Date(from.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);

/** What a member asks to buy; a promo code by its text when a checkout opens, by its row when it is paid. */
export type Purchase =
  | { kind: 'plan'; plan: SubscriptionTier; cycle: BillingCycle; promo: { code: string } | { id: string } | null }
  | { kind: 'bootcamp'; bootcampId: string };

export type Quote = {
  kind: 'plan' | 'bootcamp';
  plan: SubscriptionTier | null;
  billingCycle: BillingCycle | null;
  bootcampId: string | null;
  subtotalCents: number;
  discountCents: number;
  creditCents: number;
  amountCents: number;
  promotionId: string | null;
};

/** The purchase an open checkout was made for. */
export function purchaseOf(session: CheckoutSessionRow): Purchase {
  if (session.kind === 'bootcamp') return { kind: 'bootcamp', bootcampId: session.bootcampId ?? '' };
  if (!session.plan || !session.billingCycle) throw new Error('plan checkout without a plan');
  return { kind: 'plan', plan: session.plan, cycle: session.billingCycle, promo: session.promotionId ? { id: session.promotionId } : null };
}

export const sameQuote = (session: Pick<CheckoutSessionRow, keyof Quote>, quote: Quote) =>
  session.subtotalCents === quote.subtotalCents &&
  session.discountCents === quote.discountCents &&
  session.creditCents === quote.creditCents &&
  session.amountCents === quote.amountCents &&
  session.promotionId === quote.promotionId;

/**
 * Serialises one member's checkouts (opening, paying) across connections and instances, then
 * locks their subscription row (created as Explorer when missing) for the rest of the transaction.
 */
export async function lockMemberBilling(tx: Tx, userId: string): Promise<SubscriberRow | null> {
  await lockForTransaction(tx, ADVISORY_LOCK.memberCheckout, userId);
  const [row] = await tx.select().from(subscribers).where(eq(subscribers.userId, userId)).for('update');
  return row ?? null;
}

/** Open checkouts that still hold what they were opened with, leaving out the given ones. */
const holding = (now: Date, except: readonly string[]) =>
  and(eq(checkoutSessions.status, 'open'), gt(checkoutSessions.expiresAt, now), except.length > 0 ? notInArray(checkoutSessions.id, [...except]) : undefined);

type QuoteInput = {
  userId: string;
  purchase: Purchase;
  /** The member's subscription row, locked by lockMemberBilling. */
  sub: SubscriberRow | null;
  now: Date;
  /** When the upgrade's credit is reckoned: when the quote was first given, so it holds while the checkout is open. */
  creditAt?: Date;
  /** Checkouts whose holds do not count against this one (itself, or the ones it replaces). */
  except?: readonly string[];
};

/** What the purchase costs now, or the 4xx that says why it cannot be bought now. */
export async function quotePurchase(tx: Tx, input: QuoteInput): Promise<Quote> {
  return input.purchase.kind === 'bootcamp' ? quoteSeat(tx, input, input.purchase.bootcampId) : quotePlan(tx, input, input.purchase);
}

async function quoteSeat(tx: Tx, input: QuoteInput, bootcampId: string): Promise<Quote> {
  if (!isUuid(bootcampId)) throw notFound(BILLING_MESSAGES.bootcampNotFound);
  // NO KEY UPDATE: quotes queue on the row, while rows that merely reference it (a refund's billing row) do not wait on them.
  const [bootcamp] = await tx.select().from(bootcamps).where(eq(bootcamps.id, bootcampId)).for('no key update');
  if (!bootcamp) throw notFound(BILLING_MESSAGES.bootcampNotFound);
  const [mine] = await tx
    .select({ n: count() })
    .from(bootcampEnrollments)
    .where(and(eq(bootcampEnrollments.bootcampId, bootcamp.id), eq(bootcampEnrollments.userId, input.userId)));
  if ((mine?.n ?? 0) > 0) throw conflict(BILLING_MESSAGES.bootcampEnrolled);
  const [enrolled] = await tx.select({ n: count() }).from(bootcampEnrollments).where(eq(bootcampEnrollments.bootcampId, bootcamp.id));
  const [held] = await tx
    .select({ n: count() })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.bootcampId, bootcamp.id), holding(input.now, input.except ?? [])));
  if ((enrolled?.n ?? 0) + (held?.n ?? 0) >= bootcamp.maxSeats) throw conflict(BILLING_MESSAGES.bootcampFull);
  const discountCents = bootcampDiscountCents(bootcamp.priceCents, {
    tier: input.sub?.subscriptionTier ?? 'explorer',
    waitlisted: await isOnBootcampWaitlist(tx, input.userId),
  });
  return {
    kind: 'bootcamp',
    plan: null,
    billingCycle: null,
    bootcampId: bootcamp.id,
    subtotalCents: bootcamp.priceCents,
    discountCents,
    creditCents: 0,
    amountCents: bootcamp.priceCents - discountCents,
    promotionId: null,
  };
}

async function quotePlan(tx: Tx, input: QuoteInput, purchase: Extract<Purchase, { kind: 'plan' }>): Promise<Quote> {
  const offered = cyclesFor(purchase.plan);
  if (offered.length === 0) throw badRequest(BILLING_MESSAGES.explorerIsFree);
  if (!offered.includes(purchase.cycle)) throw badRequest(BILLING_MESSAGES.cycleNotOffered);
  const currentTier = input.sub?.subscriptionTier ?? 'explorer';
  if (currentTier === purchase.plan) throw conflict(BILLING_MESSAGES.alreadyOnPlan);
  if (tierRank(purchase.plan) < tierRank(currentTier)) throw conflict(BILLING_MESSAGES.downgradeViaSubscription);
  const promo = purchase.promo ? await reservePromotion(tx, purchase.promo, purchase.plan, input.now, input.except ?? []) : null;
  const charge = planCharge(purchase.plan, purchase.cycle, promo);
  const creditCents = await upgradeCreditCents(tx, input.sub, input.now, input.creditAt ?? input.now, charge.netCents);
  return {
    kind: 'plan',
    plan: purchase.plan,
    billingCycle: purchase.cycle,
    bootcampId: null,
    subtotalCents: charge.subtotalCents,
    discountCents: charge.discountCents,
    creditCents,
    amountCents: charge.netCents - creditCents,
    promotionId: promo?.id ?? null,
  };
}

export type PromotionRow = typeof promotions.$inferSelect;

/**
 * A promo code that may be used now for the plan (null: any plan), or a 400 saying why not:
 * unknown or inactive, expired, used up (its paid redemptions and the open checkouts holding
 * one, other than `except`), or not for this plan.
 */
function checkPromotion(promo: PromotionRow | undefined, plan: SubscriptionTier | null, now: Date, held: number): PromotionRow {
  if (!promo || !promo.active || promo.startsAt.getTime() > now.getTime()) throw badRequest(BILLING_MESSAGES.promoInvalid);
  if (promo.endsAt && promo.endsAt.getTime() <= now.getTime()) throw badRequest(BILLING_MESSAGES.promoExpired);
  if (promo.maxRedemptions !== null && promo.redemptionCount + held >= promo.maxRedemptions) throw badRequest(BILLING_MESSAGES.promoExhausted);
  if (plan && !promo.applicablePlans.includes(plan)) throw badRequest(BILLING_MESSAGES.promoWrongPlan(PLANS[plan].name));
  return promo;
}

const promotionByCode = (code: string) => eq(sql`upper(${promotions.code})`, code.trim().toUpperCase());

/** Open checkouts holding one of the promo's redemptions. */
async function promotionHolds(tx: Pick<Database, 'select'>, promotionId: string, now: Date, except: readonly string[] = []): Promise<number> {
  const [held] = await tx
    .select({ n: count() })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.promotionId, promotionId), holding(now, except)));
  return held?.n ?? 0;
}

/** The promo row locked for this transaction and checked, so the hold this checkout takes is counted atomically. */
async function reservePromotion(tx: Tx, promo: { code: string } | { id: string }, plan: SubscriptionTier, now: Date, except: readonly string[]): Promise<PromotionRow> {
  const where = 'id' in promo ? eq(promotions.id, promo.id) : promotionByCode(promo.code);
  const [row] = await tx.select().from(promotions).where(where).for('no key update');
  return checkPromotion(row, plan, now, row ? await promotionHolds(tx, row.id, now, except) : 0);
}

/** A code as the pricing page shows it (no lock: nothing is reserved by looking). */
export async function findUsablePromotion(db: Pick<Database, 'select'>, code: string, plan: SubscriptionTier | null, now = new Date()): Promise<PromotionRow> {
  const [row] = await db.select().from(promotions).where(promotionByCode(code));
  return checkPromotion(row, plan, now, row ? await promotionHolds(db, row.id, now) : 0);
}

const hasLivePeriod = (sub: SubscriberRow, now: Date) =>
  (sub.subscriptionStatus === 'active' || sub.subscriptionStatus === 'past_due') && !!sub.currentPeriodStart && !!sub.currentPeriodEnd && sub.currentPeriodEnd.getTime() > now.getTime();

/**
 * An upgrade credits the unused part of the period already paid for: only while that period's
 * payment stands (a refunded payment is no longer credit), reckoned at `at`.
 */
async function upgradeCreditCents(tx: Tx, sub: SubscriberRow | null, now: Date, at: Date, newPriceCents: number): Promise<number> {
  if (!sub || !hasLivePeriod(sub, now) || !sub.currentPeriodStart || !sub.currentPeriodEnd) return 0;
  const [paid] = await tx
    .select({ id: billingHistory.id })
    .from(billingHistory)
    .where(
      and(
        eq(billingHistory.userId, sub.userId),
        eq(billingHistory.kind, 'charge'),
        eq(billingHistory.subscriptionPlan, sub.subscriptionTier),
        eq(billingHistory.periodEnd, sub.currentPeriodEnd),
        isNull(billingHistory.refundedAt),
      ),
    )
    .limit(1);
  if (!paid) return 0;
  return prorationCreditCents({ periodPriceCents: sub.periodPriceCents ?? 0, periodStart: sub.currentPeriodStart, periodEnd: sub.currentPeriodEnd, at, newPriceCents });
}

/** Closes open checkouts with the reason their page shows; their holds end with them. */
export async function closeCheckouts(tx: Tx, ids: readonly string[], reason: string): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(checkoutSessions)
    .set({ status: 'expired', closedReason: reason })
    .where(and(inArray(checkoutSessions.id, [...ids]), eq(checkoutSessions.status, 'open')));
}

/** The member's open checkouts for the same purpose (a plan, or a seat in this bootcamp), locked. */
export async function openCheckoutsFor(tx: Tx, userId: string, purchase: Purchase): Promise<CheckoutSessionRow[]> {
  return tx
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.status, 'open'),
        purchase.kind === 'plan' ? eq(checkoutSessions.kind, 'plan') : and(eq(checkoutSessions.kind, 'bootcamp'), isUuid(purchase.bootcampId) ? eq(checkoutSessions.bootcampId, purchase.bootcampId) : sql`false`),
      ),
    )
    .for('update');
}

export const samePurchase = (session: CheckoutSessionRow, quote: Quote) =>
  session.kind === quote.kind && session.plan === quote.plan && session.billingCycle === quote.billingCycle && session.bootcampId === quote.bootcampId && sameQuote(session, quote);
