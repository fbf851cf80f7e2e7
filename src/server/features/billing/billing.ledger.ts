import { eq, sql } from 'drizzle-orm';
import type { BillingCycle, CheckoutProvider, SubscriptionTier } from '#shared/constants.ts';
import { CYCLE_LABELS, GRACE_PERIOD_DAYS, firstPeriodEnd, formatCents, formatInvoiceNumber, formatLongDate } from '#shared/domain/billing.ts';
import { PLANS } from '#shared/plans.ts';
import { BILLING_MESSAGES } from '#shared/schemas/billing.ts';
import type { Database } from '../../db/client.ts';
import { bootcampEnrollments, bootcamps } from '../../db/schema/academy.ts';
import { subscribers } from '../../db/schema/accounts.ts';
import { billingHistory, checkoutSessions, invoiceCounters, promotions } from '../../db/schema/billing.ts';
import { emitEvent } from '../../events.ts';
import { queueMail } from '../../mail/mailer.ts';
import { paymentFailedEmail, receiptEmail, subscriptionEndedEmail } from '../../mail/templates.ts';
import { AppError } from '../../lib/errors.ts';
import { readInvoiceCompany } from './invoice-company.ts';
import { closeCheckouts, lockMemberBilling, purchaseOf, quotePurchase, sameQuote, type Quote } from './billing.quote.ts';

// The one fulfilment path (test mode and Stripe) and the billing-history rows it writes, always
// inside the caller's transaction: a charge, its invoice number, its effect, its receipt and its
// event commit together or not at all.

type Tx = Database;
type SubscriberRow = typeof subscribers.$inferSelect;

/**
 * The next invoice number of the year. The counter row stays locked until the transaction ends,
 * so concurrent charges queue here and a rolled-back charge leaves no gap.
 */
export async function takeInvoiceNumber(tx: Tx, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('invoice number not taken');
  return formatInvoiceNumber(year, row.lastNumber);
}

export const planDescription = (plan: SubscriptionTier, cycle: BillingCycle, renewal = false) =>
  `${PLANS[plan].name} — ${CYCLE_LABELS[cycle]}${cycle === 'lifetime' ? ' (lifetime)' : ' plan'}${renewal ? ' (renewal)' : ''}`;

export type ChargeInput = {
  userId: string;
  email: string | null;
  idempotencyKey: string;
  at: Date;
  description: string;
  subscriptionPlan?: SubscriptionTier | null;
  billingCycle?: BillingCycle | null;
  bootcampId?: string | null;
  subtotalCents: number;
  discountCents?: number;
  creditCents?: number;
  priceCents: number;
  promotionCode?: string | null;
  periodStart?: Date | null;
  periodEnd?: Date | null;
  checkoutSessionId?: string | null;
  provider: CheckoutProvider;
  providerPaymentId?: string | null;
};

/** Records a charge with its invoice number, queues its receipt and emits payment.succeeded. Null when the key was recorded before. */
export async function recordCharge(tx: Tx, input: ChargeInput) {
  const existing = await tx.select({ id: billingHistory.id }).from(billingHistory).where(eq(billingHistory.idempotencyKey, input.idempotencyKey));
  if (existing.length > 0) return null;
  const invoiceNumber = await takeInvoiceNumber(tx, input.at);
  const [row] = await tx
    .insert(billingHistory)
    .values({
      userId: input.userId,
      kind: 'charge',
      subscriptionPlan: input.subscriptionPlan ?? null,
      billingCycle: input.billingCycle ?? null,
      bootcampId: input.bootcampId ?? null,
      description: input.description,
      datePurchased: input.at,
      subtotalCents: input.subtotalCents,
      discountCents: input.discountCents ?? 0,
      creditCents: input.creditCents ?? 0,
      priceCents: input.priceCents,
      promotionCode: input.promotionCode ?? null,
      periodStart: input.periodStart ?? null,
      periodEnd: input.periodEnd ?? null,
      nextBillingDate: input.periodEnd ?? null,
      checkoutSessionId: input.checkoutSessionId ?? null,
      provider: input.provider,
      providerPaymentId: input.providerPaymentId ?? null,
      idempotencyKey: input.idempotencyKey,
      invoiceNumber,
    })
    .returning();
  if (!row) throw new Error('charge not recorded');
  if (input.email) {
    const company = await readInvoiceCompany(tx);
    await queueMail(
      tx,
      receiptEmail(input.email, {
        invoiceNumber,
        company: company.name,
        description: input.description,
        lines: invoiceLines(row).map((line) => `${line.label}: ${line.amount}`),
        amount: formatCents(row.priceCents),
        date: formatLongDate(row.datePurchased),
        nextBillingDate: row.nextBillingDate ? formatLongDate(row.nextBillingDate) : null,
      }),
    );
  }
  await emitEvent(tx, {
    type: 'payment.succeeded',
    actorId: input.userId,
    payload: { recipientId: input.userId, billingId: row.id, invoiceNumber, amountCents: row.priceCents, description: row.description, plan: row.subscriptionPlan, bootcampId: row.bootcampId },
  });
  return row;
}

/** The lines of an invoice after its one item: discount and credit when there were any. */
export function invoiceLines(row: Pick<typeof billingHistory.$inferSelect, 'description' | 'subtotalCents' | 'discountCents' | 'creditCents' | 'promotionCode'>) {
  return [
    { label: row.description, amount: formatCents(row.subtotalCents) },
    ...(row.discountCents > 0 ? [{ label: row.promotionCode ? `Discount (${row.promotionCode})` : 'Discount', amount: `-${formatCents(row.discountCents)}` }] : []),
    ...(row.creditCents > 0 ? [{ label: 'Credit for the unused part of your previous plan', amount: `-${formatCents(row.creditCents)}` }] : []),
  ];
}

export type PaymentDetails = {
  provider: CheckoutProvider;
  providerPaymentId?: string | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
  /** The Stripe subscription that renews the plan from now on (Checkout in subscription mode). */
  stripeSubscriptionId?: string | null;
  stripeCustomerId?: string | null;
};

/** What paying a checkout came to. */
export type Settlement =
  | { outcome: 'fulfilled' }
  /** Paid before (a replayed webhook, a second click): nothing more happens. */
  | { outcome: 'duplicate' }
  /** It cannot be bought now (the reason is the checkout's closing reason); nothing was charged here. */
  | { outcome: 'refused'; reason: string }
  /** A test-mode checkout whose price changed: it now shows the new amount and waits to be paid again. */
  | { outcome: 'repriced'; amountCents: number };

export const repricedMessage = (amountCents: number) =>
  `The amount due changed to ${formatCents(amountCents)} since this checkout was opened. Nothing was charged: check the new total and pay again.`;

/**
 * Pays a checkout exactly once, as a quote checked again: under the member's billing lock the
 * purchase is priced anew from the current price list, credit, tier, promo code and seats (its
 * own hold aside). When it still stands, the session moves to completed in the same transaction
 * as the tier change or seat, the promo's redemption, the billing-history row, the receipt and
 * the event. A checkout paid through another provider than the one that made it is refused.
 */
export async function fulfilCheckout(tx: Tx, checkoutSessionId: string, payment: PaymentDetails, at = new Date()): Promise<Settlement> {
  const [found] = await tx.select({ userId: checkoutSessions.userId }).from(checkoutSessions).where(eq(checkoutSessions.id, checkoutSessionId));
  if (!found) return { outcome: 'refused', reason: BILLING_MESSAGES.sessionNotFound };
  const subscriber = await lockMemberBilling(tx, found.userId);
  const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutSessionId)).for('update');
  if (!session) return { outcome: 'refused', reason: BILLING_MESSAGES.sessionNotFound };
  if (session.status === 'completed') return { outcome: 'duplicate' };
  const refuse = async (reason: string): Promise<Settlement> => {
    await closeCheckouts(tx, [session.id], reason);
    return { outcome: 'refused', reason };
  };
  if (session.provider !== payment.provider) return refuse(BILLING_MESSAGES.providerChanged);
  let quote: Quote;
  try {
    quote = await quotePurchase(tx, { userId: session.userId, purchase: purchaseOf(session), sub: subscriber, now: at, creditAt: session.createdAt, except: [session.id] });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return refuse(error.message);
    throw error;
  }
  if (!sameQuote(session, quote)) {
    // Money taken elsewhere (Stripe) on a stale quote goes back; a test-mode page shows the new total.
    if (payment.provider !== 'test') return refuse(repricedMessage(quote.amountCents));
    await tx
      .update(checkoutSessions)
      .set({ subtotalCents: quote.subtotalCents, discountCents: quote.discountCents, creditCents: quote.creditCents, amountCents: quote.amountCents, promotionId: quote.promotionId })
      .where(eq(checkoutSessions.id, session.id));
    return { outcome: 'repriced', amountCents: quote.amountCents };
  }
  await tx.update(checkoutSessions).set({ status: 'completed', completedAt: at, closedReason: null }).where(eq(checkoutSessions.id, session.id));

  const email = subscriber?.email ?? null;
  let promotionCode: string | null = null;
  if (session.promotionId) {
    const [promo] = await tx
      .update(promotions)
      .set({ redemptionCount: sql`${promotions.redemptionCount} + 1` })
      .where(eq(promotions.id, session.promotionId))
      .returning({ code: promotions.code });
    promotionCode = promo?.code ?? null;
  }

  if (session.kind === 'bootcamp') {
    if (!session.bootcampId) throw new Error('bootcamp checkout without a bootcamp');
    const [bootcamp] = await tx.select({ name: bootcamps.name }).from(bootcamps).where(eq(bootcamps.id, session.bootcampId));
    await tx.insert(bootcampEnrollments).values({ bootcampId: session.bootcampId, userId: session.userId, pricePaidCents: session.amountCents, enrolledAt: at }).onConflictDoNothing();
    await recordCharge(tx, {
      userId: session.userId,
      email,
      idempotencyKey: `checkout:${session.id}`,
      at,
      description: `${bootcamp?.name ?? 'Bootcamp'} — seat`,
      bootcampId: session.bootcampId,
      subtotalCents: session.subtotalCents,
      discountCents: session.discountCents,
      priceCents: session.amountCents,
      checkoutSessionId: session.id,
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId ?? null,
    });
    return { outcome: 'fulfilled' };
  }

  const plan = session.plan;
  const cycle = session.billingCycle;
  if (!plan || !cycle) throw new Error('plan checkout without a plan');
  const periodEnd = firstPeriodEnd(at, cycle);
  const periodPriceCents = session.subtotalCents - session.discountCents;
  // A plan bought anew replaces the one before: a Stripe subscription of it must stop renewing
  // (its unused part is already credited in this price).
  const replaced = subscriber?.stripeSubscriptionId;
  if (replaced && replaced !== payment.stripeSubscriptionId) {
    await emitEvent(tx, { type: 'billing.stripe_subscription_end', actorId: session.userId, payload: { stripeSubscriptionId: replaced, when: 'now' } });
  }
  await tx
    .insert(subscribers)
    .values({ userId: session.userId, subscriptionTier: plan })
    .onConflictDoNothing();
  await tx
    .update(subscribers)
    .set({
      subscriptionTier: plan,
      billingCycle: cycle,
      subscriptionStatus: 'active',
      currentPeriodStart: at,
      currentPeriodEnd: periodEnd,
      billingAnchorAt: at,
      periodPriceCents,
      pendingTier: null,
      pendingBillingCycle: null,
      cancelAtPeriodEnd: false,
      paymentProvider: payment.provider,
      cardBrand: payment.cardBrand ?? null,
      cardLast4: payment.cardLast4 ?? null,
      pastDueSince: null,
      nextRetryAt: null,
      renewalAttempts: 0,
      stripeSubscriptionId: payment.stripeSubscriptionId ?? null,
      stripeCustomerId: payment.stripeCustomerId ?? subscriber?.stripeCustomerId ?? null,
      updatedAt: at,
    })
    .where(eq(subscribers.userId, session.userId));
  await recordCharge(tx, {
    userId: session.userId,
    email,
    idempotencyKey: `checkout:${session.id}`,
    at,
    description: planDescription(plan, cycle),
    subscriptionPlan: plan,
    billingCycle: cycle,
    subtotalCents: session.subtotalCents,
    discountCents: session.discountCents,
    creditCents: session.creditCents,
    priceCents: session.amountCents,
    promotionCode,
    periodStart: at,
    periodEnd,
    checkoutSessionId: session.id,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId ?? null,
  });
  return { outcome: 'fulfilled' };
}

// ---- Renewals, failed renewals and endings: the test-mode schedule and Stripe's events alike ----

export type RenewalInput = {
  plan: SubscriptionTier;
  cycle: BillingCycle;
  priceCents: number;
  periodStart: Date;
  periodEnd: Date;
  /** Periods are counted from here from now on. */
  anchor: Date;
  at: Date;
  /** The renewal's unique key: the test mode's member and period, Stripe's invoice. */
  idempotencyKey: string;
  provider: CheckoutProvider;
  providerPaymentId?: string | null;
  /**
   * Whether this renewal moves the subscription to its period. False for a payment of an
   * earlier period that arrives late: the money is recorded, the newer period stays.
   */
  advance: boolean;
};

/**
 * A paid renewal: the next period on the renewed plan (a pending downgrade applied, past due
 * cleared) and its billing-history row with invoice number and receipt. The charge is keyed, so
 * a second report of the same payment records nothing; moving to the same period twice is harmless.
 */
export async function recordRenewal(tx: Tx, sub: SubscriberRow, input: RenewalInput) {
  if (input.advance) {
    await tx
      .update(subscribers)
      .set({
        subscriptionTier: input.plan,
        billingCycle: input.cycle,
        subscriptionStatus: 'active',
        currentPeriodStart: input.periodStart,
        currentPeriodEnd: input.periodEnd,
        billingAnchorAt: input.anchor,
        periodPriceCents: input.priceCents,
        pendingTier: null,
        pendingBillingCycle: null,
        pastDueSince: null,
        nextRetryAt: null,
        renewalAttempts: 0,
        updatedAt: input.at,
      })
      .where(eq(subscribers.userId, sub.userId));
  }
  return recordCharge(tx, {
    userId: sub.userId,
    email: sub.email,
    idempotencyKey: input.idempotencyKey,
    at: input.at,
    description: planDescription(input.plan, input.cycle, true),
    subscriptionPlan: input.plan,
    billingCycle: input.cycle,
    subtotalCents: input.priceCents,
    priceCents: input.priceCents,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    provider: input.provider,
    providerPaymentId: input.providerPaymentId ?? null,
  });
}

/** When a past-due subscription's grace period ends (PRODUCT §9: seven days). */
export const graceEnd = (pastDueSince: Date) => new Date(pastDueSince.getTime() + GRACE_PERIOD_DAYS * 86_400_000);

/**
 * A renewal could not be charged: past due (access kept until the grace period ends), the
 * payment.failed event, and the member e-mailed on the first failure only.
 */
export async function markPastDue(tx: Tx, sub: SubscriberRow, input: { pastDueSince: Date; attempt: number; nextRetryAt: Date; amountCents: number; at: Date }) {
  const plan = sub.pendingTier ?? sub.subscriptionTier;
  const accessUntil = graceEnd(input.pastDueSince);
  await tx
    .update(subscribers)
    .set({ subscriptionStatus: 'past_due', pastDueSince: input.pastDueSince, renewalAttempts: input.attempt, nextRetryAt: input.nextRetryAt, updatedAt: input.at })
    .where(eq(subscribers.userId, sub.userId));
  await emitEvent(tx, {
    type: 'payment.failed',
    actorId: sub.userId,
    payload: { recipientId: sub.userId, plan, amountCents: input.amountCents, attempt: input.attempt, accessUntil: accessUntil.toISOString() },
  });
  if (sub.email && sub.subscriptionStatus !== 'past_due') {
    await queueMail(tx, paymentFailedEmail(sub.email, { plan: PLANS[plan].name, amount: formatCents(input.amountCents), accessUntil: formatLongDate(accessUntil) }));
  }
}

/**
 * The paid plan ends: back to Explorer, the member e-mailed. With endAtStripe a Stripe
 * subscription is ended there too (an event, so the call is retried until Stripe answers).
 */
export async function endSubscription(tx: Tx, sub: SubscriberRow, reason: 'cancelled' | 'unpaid' | 'ended', now: Date, endAtStripe = false) {
  await tx
    .update(subscribers)
    .set({ subscriptionTier: 'explorer', subscriptionStatus: 'expired', cancelAtPeriodEnd: false, pendingTier: null, pendingBillingCycle: null, nextRetryAt: null, updatedAt: now })
    .where(eq(subscribers.userId, sub.userId));
  if (endAtStripe && sub.stripeSubscriptionId) {
    await emitEvent(tx, { type: 'billing.stripe_subscription_end', actorId: null, payload: { stripeSubscriptionId: sub.stripeSubscriptionId, when: 'now' } });
  }
  if (sub.email) await queueMail(tx, subscriptionEndedEmail(sub.email, { plan: PLANS[sub.subscriptionTier].name, reason }));
}
