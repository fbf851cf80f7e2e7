import { and, eq } from 'drizzle-orm';
import type { SubscriptionTier } from '#shared/constants.ts';
import { decideSwitchDown, isRenewing, type PlanHolding, type SwitchDownRefusal } from '#shared/domain/policy.ts';
import { cyclesFor, formatCents, testCardOutcome, toBillingCycle, normaliseCardNumber } from '#shared/domain/billing.ts';
import { planPriceCents } from '#shared/plans.ts';
import { BILLING_MESSAGES, type CheckoutRequest, type CheckoutSummary, type SubscriptionPage, type SubscriptionView } from '#shared/schemas/billing.ts';
import type { SessionUser } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { transactionOnce } from '../../db/transaction-retry.ts';
import { bootcamps } from '../../db/schema/academy.ts';
import { subscribers } from '../../db/schema/accounts.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { readSiteSettings } from '../../settings/site-settings.ts';
import { emitEvent } from '../../events.ts';
import { latestPlanCharge } from './billing.history.ts';
import { fulfilCheckout, planDescription, repricedMessage } from './billing.ledger.ts';
import type { PaymentProvider } from './billing.provider.ts';
import { closeCheckouts, holdEnd, lockMemberBilling, openCheckoutsFor, quotePurchase, samePurchase, type Purchase } from './billing.quote.ts';

type SubscriberRow = typeof subscribers.$inferSelect;

async function readSubscriber(db: Database, userId: string): Promise<SubscriberRow | null> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
  return row ?? null;
}

const toPurchase = (input: CheckoutRequest): Purchase =>
  input.kind === 'bootcamp'
    ? { kind: 'bootcamp', bootcampId: input.bootcampId }
    : { kind: 'plan', plan: input.plan, cycle: toBillingCycle(input.cycle), promo: input.promoCode ? { code: input.promoCode } : null };

const intervalOf = (session: Pick<SessionRow, 'kind' | 'billingCycle'>) =>
  session.kind === 'plan' && session.billingCycle === 'monthly' ? 'month' : session.kind === 'plan' && session.billingCycle === 'annual' ? 'year' : null;

/**
 * Opens a checkout, one per member and purpose (a plan, or a seat in one bootcamp): under the
 * member's billing lock it is priced from the current state, its promo redemption and seat held
 * until it expires, and the member's other open checkout for the same purpose closed (opening
 * the same purchase again at the same price returns that one). Then the provider makes its page;
 * if the provider cannot, the checkout is removed again (502/503). A checkout with nothing to pay
 * is fulfilled at once.
 */
export async function createCheckout(db: Database, provider: PaymentProvider, user: SessionUser, input: CheckoutRequest, origin: string, now = new Date()): Promise<{ url: string }> {
  const purchase = toPurchase(input);
  const opened = await db.transaction(async (tx) => {
    const sub = await lockMemberBilling(tx, user.id);
    const open = await openCheckoutsFor(tx, user.id, purchase);
    const quote = await quotePurchase(tx, { userId: user.id, purchase, sub, now, except: open.map((session) => session.id) });
    const same = open.find((session) => session.provider === provider.name && session.expiresAt.getTime() > now.getTime() && samePurchase(session, quote) && session.providerUrl);
    const replaced = open.filter((session) => session !== same);
    await closeCheckouts(tx, replaced.map((session) => session.id), BILLING_MESSAGES.checkoutReplaced);
    for (const session of replaced) {
      if (session.providerSessionId) await emitEvent(tx, { type: 'billing.stripe_checkout_expire', actorId: user.id, payload: { providerSessionId: session.providerSessionId } });
    }
    if (same) return { session: same, fulfilled: false };
    const [session] = await tx
      .insert(checkoutSessions)
      .values({ ...quote, userId: user.id, provider: provider.name, createdAt: now, expiresAt: holdEnd(now) })
      .returning();
    if (!session) throw new Error('checkout session not recorded');
    // A plan Stripe renews needs its Stripe subscription even when a credit pays the whole first
    // period (Checkout then takes the card for the renewals and charges nothing now).
    if (session.amountCents === 0 && !(intervalOf(session) && provider.name === 'stripe')) {
      await fulfilCheckout(tx, session.id, { provider: provider.name }, now);
      return { session, fulfilled: true };
    }
    return { session, fulfilled: false };
  });
  const { session } = opened;
  if (opened.fulfilled) return { url: successPath(session.kind) };
  if (session.providerUrl) return { url: session.providerUrl };
  const interval = intervalOf(session);
  try {
    const created = await provider.createSession({
      id: session.id,
      amountCents: session.amountCents,
      description: await describeSession(db, session),
      email: user.email,
      customerId: (await readSubscriber(db, user.id))?.stripeCustomerId ?? null,
      origin,
      successPath: successPath(session.kind),
      expiresAt: session.expiresAt,
      ...(interval && { recurring: { interval, listPriceCents: session.subtotalCents } }),
    });
    await db.update(checkoutSessions).set({ providerSessionId: created.providerSessionId ?? null, providerUrl: created.url }).where(eq(checkoutSessions.id, session.id));
    return { url: created.url };
  } catch (error) {
    await db.delete(checkoutSessions).where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')));
    throw providerError(error);
  }
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
    closedReason: session.status === 'completed' ? null : (session.closedReason ?? null),
  };
}

/**
 * The test-mode provider's payment: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined
 * (402, nothing changes), 4000 0000 0000 0341 pays now but declines every renewal. Only on a site
 * without Stripe keys, and only for a checkout the test mode made. The quote is checked again
 * as it is paid: a checkout that can no longer be bought is closed with the reason (409), one
 * whose price changed shows the new amount and is not charged (409 CHECKOUT_REPRICED).
 */
export async function payTestCheckout(db: Database, provider: PaymentProvider, userId: string, id: string, cardNumber: string, now = new Date()) {
  const session = await ownSession(db, userId, id);
  if (session.status === 'completed') return { status: 'completed' as const, redirectTo: successPath(session.kind) };
  if (session.provider !== 'test') throw conflict(BILLING_MESSAGES.notTestMode);
  if (provider.name !== 'test') {
    await db.transaction((tx) => closeCheckouts(tx, [session.id], BILLING_MESSAGES.providerChanged));
    throw conflict(BILLING_MESSAGES.providerChanged);
  }
  if (session.status !== 'open') throw conflict(session.closedReason ?? BILLING_MESSAGES.sessionExpired);
  if (isExpired(session, now)) throw conflict(BILLING_MESSAGES.sessionExpired);
  const outcome = testCardOutcome(cardNumber);
  if (!outcome) throw badRequest(BILLING_MESSAGES.cardUnknown);
  if (outcome === 'declined') throw new AppError(402, 'PAYMENT_DECLINED', BILLING_MESSAGES.cardDeclined);
  const last4 = normaliseCardNumber(cardNumber).slice(-4);
  const settled = await db.transaction((tx) => fulfilCheckout(tx, session.id, { provider: 'test', cardBrand: 'Test card', cardLast4: last4 }, now));
  if (settled.outcome === 'refused') throw conflict(settled.reason);
  if (settled.outcome === 'repriced') throw new AppError(409, 'CHECKOUT_REPRICED', repricedMessage(settled.amountCents), { amountCents: settled.amountCents });
  return { status: 'completed' as const, redirectTo: successPath(session.kind) };
}

/** The member's subscription as the subscription page shows it. */
export async function getSubscription(db: Database, user: SessionUser): Promise<SubscriptionPage> {
  const sub = await readSubscriber(db, user.id);
  const { supportEmail } = await readSiteSettings(db);
  // A plan ended by a refund: the refund of the plan's own payment is what ended it.
  const lastPlan = sub?.subscriptionStatus === 'expired' ? await latestPlanCharge(db, user.id) : null;
  const refund = lastPlan?.refundedAt && lastPlan.subscriptionPlan ? { tier: lastPlan.subscriptionPlan, date: lastPlan.refundedAt.toISOString() } : null;
  return { ...presentSubscription(sub, user.tier, refund), supportEmail };
}

/**
 * The subscription page's view. An ended subscription (back on Explorer) has no period, plan
 * change or charge left to show: only, when a refund ended it, which plan was refunded and when.
 */
export function presentSubscription(sub: SubscriberRow | null, fallbackTier: SubscriptionTier, refund: SubscriptionView['refund'] = null): SubscriptionView {
  const none = { cycle: null, currentPeriodStart: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, pendingTier: null, pendingCycle: null, nextCharge: null, card: null, pastDueSince: null, refund: null };
  if (!sub) return { ...none, tier: fallbackTier, status: null };
  if (sub.subscriptionStatus === 'expired') return { ...none, tier: sub.subscriptionTier, status: 'expired', refund };
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
    refund: null,
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
  // Once only: a repeat after a deadlock would call Stripe again.
  return transactionOnce(db, async (tx) => {
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
          throw providerError(error);
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

/** A provider that could not be reached is a 503; one that refused, a 502 in its own words. */
function providerError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const unreachable = !(error instanceof Error && 'type' in error) || error.type === 'StripeConnectionError' || error.type === 'StripeAPIError';
  return unreachable ? new AppError(503, 'PAYMENT_PROVIDER_ERROR', BILLING_MESSAGES.providerUnavailable) : new AppError(502, 'PAYMENT_PROVIDER_ERROR', providerMessage(error));
}

/** The member's plan as the policy's plan-change rules read it. */
const holdingOf = (sub: SubscriberRow): PlanHolding => ({ tier: sub.subscriptionTier, status: sub.subscriptionStatus, cycle: sub.billingCycle, pendingTier: sub.pendingTier });

const isRenewingSub = (sub: SubscriberRow) => isRenewing(holdingOf(sub));

/** Each refused switch down in its own words: a plan not sold that way is bad input, the rest conflict with the member's plan. */
const SWITCH_DOWN_REFUSED: Record<SwitchDownRefusal, () => AppError> = {
  no_subscription: () => conflict(BILLING_MESSAGES.noSubscription),
  cycle_not_offered: () => badRequest(BILLING_MESSAGES.cycleNotOffered),
  upgrade_via_checkout: () => conflict(BILLING_MESSAGES.upgradeViaCheckout),
  already_on_plan: () => conflict(BILLING_MESSAGES.alreadyOnPlan),
};

/** Cancels at the end of the paid period: access stays until then. */
export const cancelAtPeriodEnd = (db: Database, provider: PaymentProvider, user: SessionUser) =>
  changeSubscription(db, provider, user, (sub) => {
    if (!isRenewingSub(sub)) throw conflict(BILLING_MESSAGES.noSubscription);
    return { cancelAtPeriodEnd: true, pendingTier: null, pendingBillingCycle: null };
  });

/** Undoes a cancellation or a downgrade before the period ends. */
export const undoScheduledChange = (db: Database, provider: PaymentProvider, user: SessionUser) =>
  changeSubscription(db, provider, user, (sub) => {
    if (!isRenewingSub(sub) || (!sub.cancelAtPeriodEnd && !sub.pendingTier)) throw conflict(BILLING_MESSAGES.nothingToUndo);
    return { cancelAtPeriodEnd: false, pendingTier: null, pendingBillingCycle: null };
  });

/** A downgrade (a lower plan, or the same plan on another cycle) from the next period; Explorer is a cancellation. */
export const scheduleDowngrade = (db: Database, provider: PaymentProvider, user: SessionUser, plan: SubscriptionTier, cycle: 'monthly' | 'annual' | undefined) =>
  changeSubscription(db, provider, user, (sub) => {
    const holding = holdingOf(sub);
    if (!isRenewing(holding)) throw conflict(BILLING_MESSAGES.noSubscription);
    if (plan === 'explorer') return { cancelAtPeriodEnd: true, pendingTier: null, pendingBillingCycle: null };
    const nextCycle = cycle ?? holding.cycle;
    // The policy's rule, the one the subscription page's offers come from (abilities.switchDownTiers).
    const refusal = decideSwitchDown(holding, plan, nextCycle);
    if (refusal) throw SWITCH_DOWN_REFUSED[refusal]();
    return { cancelAtPeriodEnd: false, pendingTier: plan, pendingBillingCycle: nextCycle };
  });
