import { and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { graceOver, nextPeriodEnd, nextRetryAt, testRenewalSucceeds } from '#shared/domain/billing.ts';
import { planPriceCents } from '#shared/plans.ts';
import type { Database } from '../../db/client.ts';
import { subscribers } from '../../db/schema/accounts.ts';
import type { EventHandler } from '../../jobs/worker.ts';
import { endSubscription, graceEnd, markPastDue, recordRenewal } from './billing.ledger.ts';

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
 * A Stripe subscription renews at Stripe (webhooks); a period paid once through Stripe
 * Checkout without a subscription ends at its end; Legacy Founder is never renewed.
 */
export async function runRenewals(tx: Database, now = new Date()): Promise<{ renewed: number; failed: number; ended: number }> {
  const due = await tx
    .select()
    .from(subscribers)
    .where(
      and(
        inArray(subscribers.billingCycle, ['monthly', 'annual']),
        or(
          // Stripe renews its own subscriptions (and reports it by webhook); this sweep ends them
          // when cancelled at the period end, and when their grace period is over.
          and(
            eq(subscribers.subscriptionStatus, 'active'),
            isNotNull(subscribers.currentPeriodEnd),
            lte(subscribers.currentPeriodEnd, now),
            or(isNull(subscribers.stripeSubscriptionId), eq(subscribers.cancelAtPeriodEnd, true)),
          ),
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

async function renewOne(tx: Database, sub: SubscriberRow, now: Date): Promise<'renewed' | 'failed' | 'ended'> {
  if (sub.cancelAtPeriodEnd) {
    await endSubscription(tx, sub, 'cancelled', now);
    return 'ended';
  }
  if (sub.stripeSubscriptionId) {
    // Past due at Stripe: Stripe retries the card; when the grace period is over, access ends
    // and the subscription is ended at Stripe too.
    const since = sub.pastDueSince ?? sub.currentPeriodEnd ?? now;
    if (graceOver(since, now)) {
      await endSubscription(tx, sub, 'unpaid', now, true);
      return 'ended';
    }
    await tx.update(subscribers).set({ nextRetryAt: graceEnd(since), updatedAt: now }).where(eq(subscribers.userId, sub.userId));
    return 'failed';
  }
  // A Stripe Checkout payment without a subscription covers its period only: it ends.
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
    await markPastDue(tx, sub, { pastDueSince, attempt, nextRetryAt: nextRetryAt(pastDueSince, attempt), amountCents: priceCents, at: now });
    return 'failed';
  }

  // A changed plan or cycle starts a new anchor; otherwise periods keep counting from the first one.
  const sameTerms = plan === sub.subscriptionTier && cycle === sub.billingCycle;
  const newAnchor = sameTerms ? anchor : periodEnd;
  const newEnd = sameTerms ? nextPeriodEnd(anchor, periodEnd, cycle) : nextPeriodEnd(periodEnd, periodEnd, cycle);
  if (!newEnd) return 'ended';
  await recordRenewal(tx, sub, {
    plan,
    cycle,
    priceCents,
    periodStart: periodEnd,
    periodEnd: newEnd,
    anchor: newAnchor,
    at: now,
    idempotencyKey: `renewal:${sub.userId}:${periodEnd.toISOString()}`,
    provider: 'test',
    advance: true,
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

