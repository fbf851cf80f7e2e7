import { and, count, eq } from 'drizzle-orm';
import type { BillingCycle, SubscriptionTier } from '#shared/constants.ts';
import {
  bootcampDiscountCents,
  cyclesFor,
  formatCents,
  planCharge,
  prorationCreditCents,
  testCardOutcome,
  tierRank,
  toBillingCycle,
  normaliseCardNumber,
} from '#shared/domain/billing.ts';
import { planPriceCents } from '#shared/plans.ts';
import { BILLING_MESSAGES, type CheckoutRequest, type CheckoutSummary, type SubscriptionView } from '#shared/schemas/billing.ts';
import type { SessionUser } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { bootcampEnrollments, bootcamps } from '../../db/schema/academy.ts';
import { subscribers } from '../../db/schema/accounts.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { readSiteSettings } from '../../settings/site-settings.ts';
import { fulfilCheckout, planDescription } from './billing.ledger.ts';
import { findUsablePromotion, toPromo } from './billing.promotions.ts';
import type { PaymentProvider } from './billing.provider.ts';

type SubscriberRow = typeof subscribers.$inferSelect;

async function readSubscriber(db: Database, userId: string): Promise<SubscriberRow | null> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
  return row ?? null;
}

const hasLivePeriod = (sub: SubscriberRow | null, now: Date) =>
  !!sub && (sub.subscriptionStatus === 'active' || sub.subscriptionStatus === 'past_due') && !!sub.currentPeriodStart && !!sub.currentPeriodEnd && sub.currentPeriodEnd.getTime() > now.getTime();

type Priced = {
  kind: 'plan' | 'bootcamp';
  plan: SubscriptionTier | null;
  billingCycle: BillingCycle | null;
  bootcampId: string | null;
  subtotalCents: number;
  discountCents: number;
  creditCents: number;
  promotionId: string | null;
};

/** What a checkout buys and costs, or the 4xx that says why it cannot be bought. */
async function priceCheckout(db: Database, user: SessionUser, input: CheckoutRequest, now: Date): Promise<Priced> {
  const sub = await readSubscriber(db, user.id);
  const currentTier = sub?.subscriptionTier ?? user.tier;
  if (input.kind === 'bootcamp') {
    if (!isUuid(input.bootcampId)) throw notFound(BILLING_MESSAGES.bootcampNotFound);
    const [bootcamp] = await db.select().from(bootcamps).where(eq(bootcamps.id, input.bootcampId));
    if (!bootcamp) throw notFound(BILLING_MESSAGES.bootcampNotFound);
    const [enrolled] = await db
      .select({ n: count() })
      .from(bootcampEnrollments)
      .where(and(eq(bootcampEnrollments.bootcampId, bootcamp.id), eq(bootcampEnrollments.userId, user.id)));
    if ((enrolled?.n ?? 0) > 0) throw conflict(BILLING_MESSAGES.bootcampEnrolled);
    const [taken] = await db.select({ n: count() }).from(bootcampEnrollments).where(eq(bootcampEnrollments.bootcampId, bootcamp.id));
    if ((taken?.n ?? 0) >= bootcamp.maxSeats) throw conflict(BILLING_MESSAGES.bootcampFull);
    return {
      kind: 'bootcamp',
      plan: null,
      billingCycle: null,
      bootcampId: bootcamp.id,
      subtotalCents: bootcamp.priceCents,
      discountCents: bootcampDiscountCents(bootcamp.priceCents, currentTier),
      creditCents: 0,
      promotionId: null,
    };
  }

  const cycle = toBillingCycle(input.cycle);
  const offered = cyclesFor(input.plan);
  if (offered.length === 0) throw badRequest(BILLING_MESSAGES.explorerIsFree);
  if (!offered.includes(cycle)) throw badRequest(BILLING_MESSAGES.cycleNotOffered);
  if (currentTier === input.plan) throw conflict(BILLING_MESSAGES.alreadyOnPlan);
  if (tierRank(input.plan) < tierRank(currentTier)) throw conflict(BILLING_MESSAGES.downgradeViaSubscription);
  const promo = input.promoCode ? await findUsablePromotion(db, input.promoCode, input.plan, now) : null;
  const charge = planCharge(input.plan, cycle, promo ? toPromo(promo) : null);
  // An upgrade credits the unused part of the period already paid for.
  const creditCents =
    sub && hasLivePeriod(sub, now) && sub.currentPeriodStart && sub.currentPeriodEnd
      ? prorationCreditCents({
          periodPriceCents: sub.periodPriceCents ?? 0,
          periodStart: sub.currentPeriodStart,
          periodEnd: sub.currentPeriodEnd,
          at: now,
          newPriceCents: charge.netCents,
        })
      : 0;
  return {
    kind: 'plan',
    plan: input.plan,
    billingCycle: cycle,
    bootcampId: null,
    subtotalCents: charge.subtotalCents,
    discountCents: charge.discountCents,
    creditCents,
    promotionId: promo?.id ?? null,
  };
}

/**
 * Starts a checkout: prices it, records the session and hands it to the provider (the test-mode
 * page or Stripe Checkout). A checkout with nothing to pay is fulfilled at once.
 */
export async function createCheckout(db: Database, provider: PaymentProvider, user: SessionUser, input: CheckoutRequest, origin: string, now = new Date()): Promise<{ url: string }> {
  const priced = await priceCheckout(db, user, input, now);
  const amountCents = priced.subtotalCents - priced.discountCents - priced.creditCents;
  const [session] = await db
    .insert(checkoutSessions)
    .values({ ...priced, userId: user.id, amountCents, provider: provider.name })
    .returning();
  if (!session) throw new Error('checkout session not recorded');
  const interval = session.kind === 'plan' && session.billingCycle === 'monthly' ? 'month' : session.kind === 'plan' && session.billingCycle === 'annual' ? 'year' : null;
  // A plan Stripe renews needs its Stripe subscription even when a credit pays the whole first
  // period (Checkout then takes the card for the renewals and charges nothing now).
  if (amountCents === 0 && !(interval && provider.name === 'stripe')) {
    await db.transaction((tx) => fulfilCheckout(tx, session.id, { provider: provider.name }, now));
    return { url: successPath(session.kind) };
  }
  const description = await describeSession(db, session);
  const customer = await readSubscriber(db, user.id);
  const created = await provider.createSession({
    id: session.id,
    amountCents,
    description,
    email: user.email,
    customerId: customer?.stripeCustomerId ?? null,
    origin,
    successPath: successPath(session.kind),
    ...(interval && { recurring: { interval, listPriceCents: session.subtotalCents } }),
  });
  if (created.providerSessionId) await db.update(checkoutSessions).set({ providerSessionId: created.providerSessionId }).where(eq(checkoutSessions.id, session.id));
  return { url: created.url };
}

export const successPath = (kind: 'plan' | 'bootcamp') => (kind === 'plan' ? '/account/subscription?purchased=1' : '/bootcamps?purchased=1');

type SessionRow = typeof checkoutSessions.$inferSelect;

async function describeSession(db: Database, session: SessionRow): Promise<string> {
  if (session.kind === 'plan' && session.plan && session.billingCycle) return planDescription(session.plan, session.billingCycle);
  const [bootcamp] = session.bootcampId ? await db.select({ name: bootcamps.name }).from(bootcamps).where(eq(bootcamps.id, session.bootcampId)) : [];
  return `${bootcamp?.name ?? 'Bootcamp'} — seat`;
}

async function ownSession(db: Database, userId: string, id: string): Promise<SessionRow> {
  if (!isUuid(id)) throw notFound(BILLING_MESSAGES.sessionNotFound);
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  if (!session) throw notFound(BILLING_MESSAGES.sessionNotFound);
  return session;
}

const isExpired = (session: SessionRow, now: Date) => session.status === 'expired' || (session.status === 'open' && session.expiresAt.getTime() <= now.getTime());

export async function getCheckoutSummary(db: Database, userId: string, id: string, now = new Date()): Promise<CheckoutSummary> {
  const session = await ownSession(db, userId, id);
  const description = await describeSession(db, session);
  return {
    id: session.id,
    kind: session.kind,
    status: isExpired(session, now) ? 'expired' : session.status,
    provider: session.provider,
    description,
    lines: [
      { label: description, amount: formatCents(session.subtotalCents) },
      ...(session.discountCents > 0 ? [{ label: session.kind === 'bootcamp' ? 'Legacy Founder discount (25%)' : 'Promo code discount', amount: `-${formatCents(session.discountCents)}` }] : []),
      ...(session.creditCents > 0 ? [{ label: 'Credit for the unused part of your current plan', amount: `-${formatCents(session.creditCents)}` }] : []),
    ],
    amountCents: session.amountCents,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/**
 * The test-mode provider's payment: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined
 * (402, nothing changes), 4000 0000 0000 0341 pays now but declines every renewal.
 */
export async function payTestCheckout(db: Database, userId: string, id: string, cardNumber: string, now = new Date()) {
  const session = await ownSession(db, userId, id);
  if (session.provider !== 'test') throw conflict(BILLING_MESSAGES.notTestMode);
  if (session.status === 'completed') return { status: 'completed' as const, redirectTo: successPath(session.kind) };
  if (isExpired(session, now)) throw conflict(BILLING_MESSAGES.sessionExpired);
  const outcome = testCardOutcome(cardNumber);
  if (!outcome) throw badRequest(BILLING_MESSAGES.cardUnknown);
  if (outcome === 'declined') throw new AppError(402, 'PAYMENT_DECLINED', BILLING_MESSAGES.cardDeclined);
  const last4 = normaliseCardNumber(cardNumber).slice(-4);
  await db.transaction((tx) => fulfilCheckout(tx, session.id, { provider: 'test', cardBrand: 'Test card', cardLast4: last4 }, now));
  return { status: 'completed' as const, redirectTo: successPath(session.kind) };
}

/** The member's subscription as the subscription page shows it. */
export async function getSubscription(db: Database, user: SessionUser): Promise<SubscriptionView> {
  const sub = await readSubscriber(db, user.id);
  const { supportEmail } = await readSiteSettings(db);
  return { ...presentSubscription(sub, user.tier), supportEmail };
}

export function presentSubscription(sub: SubscriberRow | null, fallbackTier: SubscriptionTier): SubscriptionView {
  if (!sub) {
    return { tier: fallbackTier, status: null, cycle: null, currentPeriodStart: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, pendingTier: null, pendingCycle: null, nextCharge: null, card: null, pastDueSince: null };
  }
  const renewable = (sub.subscriptionStatus === 'active' || sub.subscriptionStatus === 'past_due') && (sub.billingCycle === 'monthly' || sub.billingCycle === 'annual');
  const nextTier = sub.pendingTier ?? sub.subscriptionTier;
  const nextCycle = sub.pendingBillingCycle ?? sub.billingCycle;
  const chargeDate = sub.subscriptionStatus === 'past_due' ? sub.nextRetryAt : sub.currentPeriodEnd;
  const nextCharge =
    renewable && !sub.cancelAtPeriodEnd && nextCycle && chargeDate && cyclesFor(nextTier).includes(nextCycle)
      ? { amountCents: planPriceCents(nextTier, nextCycle), date: chargeDate.toISOString() }
      : null;
  return {
    tier: sub.subscriptionTier,
    status: sub.subscriptionStatus,
    cycle: sub.billingCycle,
    currentPeriodStart: sub.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    pendingTier: sub.pendingTier,
    pendingCycle: sub.pendingBillingCycle,
    nextCharge,
    card: sub.cardLast4 ? { brand: sub.cardBrand ?? 'Card', last4: sub.cardLast4 } : null,
    pastDueSince: sub.pastDueSince?.toISOString() ?? null,
  };
}

type ScheduledChange = Pick<SubscriberRow, 'cancelAtPeriodEnd' | 'pendingTier' | 'pendingBillingCycle'>;

/**
 * Applies a scheduled change (cancel, undo, downgrade) to the member's subscription. A Stripe
 * subscription is changed at Stripe inside the transaction, after the row is locked and the
 * change allowed: if Stripe refuses, nothing changes here; if this commit then failed, Stripe's
 * customer.subscription.updated event brings the row in line.
 */
async function changeSubscription(db: Database, provider: PaymentProvider, user: SessionUser, change: (sub: SubscriberRow) => ScheduledChange): Promise<SubscriptionView> {
  return db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscribers).where(eq(subscribers.userId, user.id)).for('update');
    if (!sub) throw conflict(BILLING_MESSAGES.noSubscription);
    const next = change(sub);
    if (sub.stripeSubscriptionId && provider.updateSubscription) {
      const nextTier = next.pendingTier;
      const nextCycle = next.pendingBillingCycle;
      await provider
        .updateSubscription(sub.stripeSubscriptionId, {
          cancelAtPeriodEnd: next.cancelAtPeriodEnd,
          nextPrice:
            nextTier && nextCycle && (nextCycle === 'monthly' || nextCycle === 'annual')
              ? { amountCents: planPriceCents(nextTier, nextCycle), interval: nextCycle === 'monthly' ? 'month' : 'year', description: planDescription(nextTier, nextCycle) }
              : null,
        })
        .catch((error: unknown) => {
          throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', providerMessage(error));
        });
    }
    const calledStripe = !!(sub.stripeSubscriptionId && provider.updateSubscription);
    const [updated] = await tx
      .update(subscribers)
      // Stripe's events about the subscription from before this change are older than this.
      .set({ ...next, ...(calledStripe && { stripeEventAt: new Date() }), updatedAt: new Date() })
      .where(eq(subscribers.userId, user.id))
      .returning();
    return presentSubscription(updated ?? sub, user.tier);
  });
}

/** The payment provider's own words when it refused, else a plain sentence. */
const providerMessage = (error: unknown) =>
  error instanceof Error && 'type' in error && typeof error.message === 'string' && error.message ? error.message : BILLING_MESSAGES.providerUnavailable;

const isRenewing = (sub: SubscriberRow) =>
  (sub.subscriptionStatus === 'active' || sub.subscriptionStatus === 'past_due') && (sub.billingCycle === 'monthly' || sub.billingCycle === 'annual');

/** Cancels at the end of the paid period: access stays until then. */
export const cancelAtPeriodEnd = (db: Database, provider: PaymentProvider, user: SessionUser) =>
  changeSubscription(db, provider, user, (sub) => {
    if (!isRenewing(sub)) throw conflict(BILLING_MESSAGES.noSubscription);
    return { cancelAtPeriodEnd: true, pendingTier: null, pendingBillingCycle: null };
  });

/** Undoes a cancellation or a downgrade before the period ends. */
export const undoScheduledChange = (db: Database, provider: PaymentProvider, user: SessionUser) =>
  changeSubscription(db, provider, user, (sub) => {
    if (!isRenewing(sub) || (!sub.cancelAtPeriodEnd && !sub.pendingTier)) throw conflict(BILLING_MESSAGES.nothingToUndo);
    return { cancelAtPeriodEnd: false, pendingTier: null, pendingBillingCycle: null };
  });

/** A downgrade (a lower plan, or the same plan on another cycle) from the next period; Explorer is a cancellation. */
export const scheduleDowngrade = (db: Database, provider: PaymentProvider, user: SessionUser, plan: SubscriptionTier, cycle: 'monthly' | 'annual' | undefined) =>
  changeSubscription(db, provider, user, (sub) => {
    if (!isRenewing(sub) || !sub.billingCycle) throw conflict(BILLING_MESSAGES.noSubscription);
    if (plan === 'explorer') return { cancelAtPeriodEnd: true, pendingTier: null, pendingBillingCycle: null };
    const nextCycle = cycle ?? sub.billingCycle;
    if (!cyclesFor(plan).includes(nextCycle) || plan === 'legacy_founder') throw badRequest(BILLING_MESSAGES.cycleNotOffered);
    if (tierRank(plan) > tierRank(sub.subscriptionTier)) throw conflict(BILLING_MESSAGES.upgradeViaCheckout);
    if (plan === sub.subscriptionTier && nextCycle === sub.billingCycle) throw conflict(BILLING_MESSAGES.alreadyOnPlan);
    return { cancelAtPeriodEnd: false, pendingTier: plan, pendingBillingCycle: nextCycle };
  });
