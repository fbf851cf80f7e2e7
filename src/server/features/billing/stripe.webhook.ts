import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type Stripe from 'stripe';
import { hasPaidPlan } from '#shared/domain/policy.ts';
import type { Database } from '../../db/client.ts';
import { subscribers } from '../../db/schema/accounts.ts';
import { billingHistory, checkoutSessions, stripeWebhookEvents } from '../../db/schema/billing.ts';
import { badRequest } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { emitEvent } from '../../events.ts';
import { endSubscription, fulfilCheckout, graceEnd, markPastDue, recordRenewal } from './billing.ledger.ts';

type Tx = Database;

/** Our checkout session named by a Stripe Checkout Session. */
const ourSessionId = (session: Stripe.Checkout.Session) => {
  const id = session.metadata?.checkoutSessionId ?? session.client_reference_id ?? '';
  return isUuid(id) ? id : null;
};

const idOf = (value: string | { id?: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** The subscription an invoice belongs to. */
const invoiceSubscriptionId = (invoice: Stripe.Invoice) => idOf(invoice.parent?.subscription_details?.subscription);

/** The period an invoice pays for: its subscription line's period (the invoice's own period_* fields name the previous one). */
function invoicePeriod(invoice: Stripe.Invoice): { start: Date; end: Date } | null {
  const line = invoice.lines.data[0];
  return line ? { start: fromUnix(line.period.start), end: fromUnix(line.period.end) } : null;
}

/** The member's subscription row that a Stripe subscription renews, locked for this event. */
async function subscriberOf(tx: Tx, stripeSubscriptionId: string | null) {
  if (!stripeSubscriptionId) return null;
  const [row] = await tx.select().from(subscribers).where(eq(subscribers.stripeSubscriptionId, stripeSubscriptionId)).for('update');
  return row ?? null;
}

const invoiceKey = (invoice: Stripe.Invoice) => `stripe-invoice:${invoice.id}`;

/**
 * A renewal paid at Stripe (invoice.paid and invoice.payment_succeeded both announce it; the
 * invoice id keys the charge, so it is recorded once). The first invoice of a subscription is
 * the checkout's payment, fulfilled by checkout.session.completed. A payment of an older period
 * arriving after a newer one is recorded without moving the period back.
 */
async function onInvoicePaid(tx: Tx, invoice: Stripe.Invoice, at: Date) {
  if (invoice.billing_reason === 'subscription_create') return;
  const sub = await subscriberOf(tx, invoiceSubscriptionId(invoice));
  const period = invoicePeriod(invoice);
  if (!sub || !period || !sub.billingCycle || !hasPaidPlan(sub.subscriptionTier)) return;
  const advance = !sub.currentPeriodEnd || period.end.getTime() > sub.currentPeriodEnd.getTime();
  const plan = advance ? (sub.pendingTier ?? sub.subscriptionTier) : sub.subscriptionTier;
  const cycle = advance ? (sub.pendingBillingCycle ?? sub.billingCycle) : sub.billingCycle;
  await recordRenewal(tx, sub, {
    plan,
    cycle,
    priceCents: invoice.amount_paid,
    periodStart: period.start,
    periodEnd: period.end,
    anchor: period.start,
    at,
    idempotencyKey: invoiceKey(invoice),
    provider: 'stripe',
    providerPaymentId: invoice.id ?? null,
    advance,
  });
}

/**
 * A renewal Stripe could not charge: past due with the 7-day grace (Stripe retries the card;
 * our renewal sweep ends access when the grace is over). A failure of an invoice already paid,
 * or of a period already covered, arrives late and changes nothing.
 */
async function onInvoiceFailed(tx: Tx, invoice: Stripe.Invoice, at: Date) {
  if (invoice.billing_reason === 'subscription_create') return;
  const sub = await subscriberOf(tx, invoiceSubscriptionId(invoice));
  const period = invoicePeriod(invoice);
  if (!sub || !period || sub.subscriptionStatus === 'expired' || !hasPaidPlan(sub.subscriptionTier)) return;
  if (sub.currentPeriodEnd && period.end.getTime() <= sub.currentPeriodEnd.getTime()) return;
  const [paid] = await tx.select({ id: billingHistory.id }).from(billingHistory).where(eq(billingHistory.idempotencyKey, invoiceKey(invoice)));
  if (paid) return;
  const pastDueSince = sub.pastDueSince ?? period.start;
  await markPastDue(tx, sub, {
    pastDueSince,
    attempt: Math.max(sub.renewalAttempts, invoice.attempt_count),
    nextRetryAt: graceEnd(pastDueSince),
    amountCents: invoice.amount_due,
    at,
  });
}

/**
 * Stripe's subscription changed or ended. Events carry their creation time: one older than the
 * last applied (stripe_event_at) changes nothing. Cancellation at the period end follows Stripe
 * (a change made in Stripe's dashboard shows here); an ended subscription returns the member to
 * Explorer. Renewals and failures come with the invoice events.
 */
async function onSubscriptionChanged(tx: Tx, subscription: Stripe.Subscription, created: Date, deleted: boolean, now: Date) {
  const sub = await subscriberOf(tx, subscription.id);
  if (!sub) return;
  if (sub.stripeEventAt && created.getTime() < sub.stripeEventAt.getTime()) return;
  await tx.update(subscribers).set({ stripeEventAt: created }).where(eq(subscribers.userId, sub.userId));
  if (deleted || subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    if (sub.subscriptionStatus !== 'expired') await endSubscription(tx, sub, sub.cancelAtPeriodEnd ? 'cancelled' : 'ended', now);
    return;
  }
  if (sub.subscriptionStatus === 'expired' || subscription.cancel_at_period_end === sub.cancelAtPeriodEnd) return;
  await tx
    .update(subscribers)
    .set({
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      ...(subscription.cancel_at_period_end && { pendingTier: null, pendingBillingCycle: null }),
      updatedAt: now,
    })
    .where(eq(subscribers.userId, sub.userId));
}

/**
 * Handles one verified Stripe event exactly once: its id is recorded in the same transaction as
 * its effect, so a replay changes nothing, and a failure rolls both back for Stripe to retry.
 * A payment completes a checkout even after an earlier "expired" event (events may arrive out of
 * order); an "expired" event after the payment changes nothing.
 */
export async function handleStripeEvent(db: Database, event: Stripe.Event, now = new Date()): Promise<'handled' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(stripeWebhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!fresh) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const id = ourSessionId(session);
        if (id && session.payment_status === 'paid') {
          const subscription = session.mode === 'subscription' ? idOf(session.subscription) : null;
          // A subscription's first payment is its first invoice; a one-off payment is its intent.
          const providerPaymentId = subscription ? idOf(session.invoice) : idOf(session.payment_intent);
          const settled = await fulfilCheckout(
            tx,
            id,
            { provider: 'stripe', providerPaymentId, cardBrand: 'Card', stripeSubscriptionId: subscription, stripeCustomerId: idOf(session.customer) },
            now,
          );
          if (settled.outcome === 'refused' || settled.outcome === 'repriced') {
            // Paid at Stripe on a quote that no longer stands: nothing is granted, the money goes back.
            await emitEvent(tx, {
              type: 'billing.stripe_payment_return',
              actorId: null,
              payload: { checkoutSessionId: id, providerPaymentId, amountCents: session.amount_total ?? 0, stripeSubscriptionId: subscription, reason: settled.outcome === 'refused' ? settled.reason : '' },
            });
          }
        }
        break;
      }
      case 'checkout.session.expired': {
        const id = ourSessionId(event.data.object);
        if (id) await tx.update(checkoutSessions).set({ status: 'expired' }).where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
        break;
      }
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        await onInvoicePaid(tx, event.data.object, now);
        break;
      case 'invoice.payment_failed':
        await onInvoiceFailed(tx, event.data.object, now);
        break;
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await onSubscriptionChanged(tx, event.data.object, fromUnix(event.created), event.type === 'customer.subscription.deleted', now);
        break;
      default:
        break;
    }
    return 'handled';
  });
}

/**
 * POST /api/billing/webhook: Stripe calls it server to server (no browser Origin), so it is
 * mounted before the request guards; the signature over the raw body is its authentication.
 */
export function stripeWebhookHandler(db: Database, stripe: Stripe, webhookSecret: string) {
  return async (c: Context) => {
    const signature = c.req.header('stripe-signature');
    if (!signature) throw badRequest('Missing Stripe signature');
    const payload = await c.req.text();
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(payload, signature, webhookSecret);
    } catch {
      throw badRequest('Invalid Stripe signature');
    }
    const outcome = await handleStripeEvent(db, event);
    return c.json({ received: true, duplicate: outcome === 'duplicate' }, 200);
  };
}
