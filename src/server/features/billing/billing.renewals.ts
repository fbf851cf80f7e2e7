import { and, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { formatCents, formatLongDate, graceOver, nextPeriodEnd, nextRetryAt, testRenewalSucceeds } from '#shared/domain/billing.ts';
import { PLANS, planPriceCents } from '#shared/plans.ts';
import type { Database } from '../../db/client.ts';
import { subscribers } from '../../db/schema/accounts.ts';
import { emitEvent } from '../../jobs/events.ts';
import type { EventHandler } from '../../jobs/worker.ts';
import { enqueueMail } from '../../mail/mailer.ts';
import { paymentFailedEmail, subscriptionEndedEmail } from '../../mail/templates.ts';
import { planDescription, recordCharge } from './billing.ledger.ts';

/** The schedule's event (jobs/schedules.ts): every five minutes one instance emits it and this sweep runs. */
export const RENEWALS_EVENT = 'schedule.billing_renewals';
/** Subscriptions handled per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 200;

type SubscriberRow = typeof subscribers.$inferSelect;

/**
 * Renews, retries and ends the test-mode subscriptions that are due. Rows are claimed with
 * FOR UPDATE SKIP LOCKED and each change moves the row out of "due" (a new period end, the
 * next retry, or expired) in the sweep's transaction, so two sweeps at once never handle one
 * subscription twice; the renewal's idempotency key (member and period) is the last guard.
 * A period paid through Stripe Checkout ends at its end; Legacy Founder is never renewed.
 */
export async function runRenewals(tx: Database, now = new Date()): Promise<{ renewed: number; failed: number; ended: number }> {
  const due = await tx
    .select()
    .from(subscribers)
    .where(
      and(
        inArray(subscribers.billingCycle, ['monthly', 'annual']),
        or(
          and(eq(subscribers.subscriptionStatus, 'active'), isNotNull(subscribers.currentPeriodEnd), lte(subscribers.currentPeriodEnd, now)),
          and(eq(subscribers.subscriptionStatus, 'past_due'), isNotNull(subscribers.nextRetryAt), lte(subscribers.nextRetryAt, now)),
        ),
      ),
    )
    .limit(SWEEP_BATCH)
    .for('update', { skipLocked: true });
  const tally = { renewed: 0, failed: 0, ended: 0 };
  for (const sub of due) {
    const outcome = await renewOne(tx, sub, now);
    tally[outcome] += 1;
  }
  return tally;
}

async function endSubscription(tx: Database, sub: SubscriberRow, reason: 'cancelled' | 'unpaid' | 'ended', now: Date) {
  await tx
    .update(subscribers)
    .set({ subscriptionTier: 'explorer', subscriptionStatus: 'expired', cancelAtPeriodEnd: false, pendingTier: null, pendingBillingCycle: null, nextRetryAt: null, updatedAt: now })
    .where(eq(subscribers.userId, sub.userId));
  if (sub.email) await enqueueMail(tx, subscriptionEndedEmail(sub.email, { plan: PLANS[sub.subscriptionTier].name, reason }));
}

async function renewOne(tx: Database, sub: SubscriberRow, now: Date): Promise<'renewed' | 'failed' | 'ended'> {
  if (sub.cancelAtPeriodEnd) {
    await endSubscription(tx, sub, 'cancelled', now);
    return 'ended';
  }
  // A Stripe Checkout payment covers its period only (no saved card is charged here): it ends.
  if (sub.paymentProvider !== 'test') {
    await endSubscription(tx, sub, 'ended', now);
    return 'ended';
  }
  const periodEnd = sub.currentPeriodEnd;
  const anchor = sub.billingAnchorAt ?? sub.currentPeriodStart ?? periodEnd;
  if (!periodEnd || !anchor || !sub.billingCycle) return 'ended';
  const plan = sub.pendingTier ?? sub.subscriptionTier;
  const cycle = sub.pendingBillingCycle ?? sub.billingCycle;
  const priceCents = planPriceCents(plan, cycle);

  if (!testRenewalSucceeds(sub.cardLast4)) {
    const pastDueSince = sub.pastDueSince ?? periodEnd;
    const attempt = sub.renewalAttempts + 1;
    if (graceOver(pastDueSince, now)) {
      await endSubscription(tx, sub, 'unpaid', now);
      return 'ended';
    }
    const accessUntil = new Date(pastDueSince.getTime() + 7 * 86_400_000);
    await tx
      .update(subscribers)
      .set({ subscriptionStatus: 'past_due', pastDueSince, renewalAttempts: attempt, nextRetryAt: nextRetryAt(pastDueSince, attempt), updatedAt: now })
      .where(eq(subscribers.userId, sub.userId));
    await emitEvent(tx, {
      type: 'payment.failed',
      actorId: sub.userId,
      payload: { recipientId: sub.userId, plan, amountCents: priceCents, attempt, accessUntil: accessUntil.toISOString() },
    });
    if (sub.email && attempt === 1) {
      await enqueueMail(tx, paymentFailedEmail(sub.email, { plan: PLANS[plan].name, amount: formatCents(priceCents), accessUntil: formatLongDate(accessUntil) }));
    }
    return 'failed';
  }

  // A changed plan or cycle starts a new anchor; otherwise periods keep counting from the first one.
  const sameTerms = plan === sub.subscriptionTier && cycle === sub.billingCycle;
  const newAnchor = sameTerms ? anchor : periodEnd;
  const newEnd = sameTerms ? nextPeriodEnd(anchor, periodEnd, cycle) : nextPeriodEnd(periodEnd, periodEnd, cycle);
  await tx
    .update(subscribers)
    .set({
      subscriptionTier: plan,
      billingCycle: cycle,
      subscriptionStatus: 'active',
      currentPeriodStart: periodEnd,
      currentPeriodEnd: newEnd,
      billingAnchorAt: newAnchor,
      periodPriceCents: priceCents,
      pendingTier: null,
      pendingBillingCycle: null,
      pastDueSince: null,
      nextRetryAt: null,
      renewalAttempts: 0,
      updatedAt: now,
    })
    .where(eq(subscribers.userId, sub.userId));
  await recordCharge(tx, {
    userId: sub.userId,
    email: sub.email,
    idempotencyKey: `renewal:${sub.userId}:${periodEnd.toISOString()}`,
    at: now,
    description: planDescription(plan, cycle, true),
    subscriptionPlan: plan,
    billingCycle: cycle,
    subtotalCents: priceCents,
    priceCents,
    periodStart: periodEnd,
    periodEnd: newEnd,
    provider: 'test',
  });
  return 'renewed';
}

export const renewalsHandler: EventHandler = {
  name: 'billing-renewals',
  types: [RENEWALS_EVENT],
  async handle(tx) {
    await runRenewals(tx, new Date());
  },
};

