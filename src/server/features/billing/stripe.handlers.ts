import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import { formatCents } from '#shared/domain/billing.ts';
import { subscribers } from '../../db/schema/accounts.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import type { EventHandler } from '../../jobs/worker.ts';
import { queueMail } from '../../mail/mailer.ts';
import { paymentReturnedEmail } from '../../mail/templates.ts';
import { endStripeSubscription, expireStripeCheckout, refundStripePayment } from './stripe.provider.ts';

const endPayload = z.object({ stripeSubscriptionId: z.string().min(1), when: z.enum(['now', 'period_end']) });
const accountPayload = z.object({ stripeSubscriptionId: z.string().min(1).nullable() });
const expirePayload = z.object({ providerSessionId: z.string().min(1) });
const returnPayload = z.object({
  checkoutSessionId: z.string(),
  providerPaymentId: z.string().nullable(),
  amountCents: z.number().int().min(0),
  stripeSubscriptionId: z.string().nullable(),
  reason: z.string(),
});

/**
 * Stops Stripe subscriptions when ours stop: a plan replaced by an upgrade, a refund or an
 * unpaid grace period (billing.stripe_subscription_end), a deletion request (account.deactivated:
 * no renewal at the period end) and an erasure (account.erased: ended now, no refund). The call
 * runs in the worker's transaction: if Stripe does not answer, the event is retried; ending a
 * subscription Stripe has already ended counts as done, so a repeat changes nothing.
 */
const subscriptionEnds = (stripe: Stripe): EventHandler => ({
  name: 'billing-stripe-subscriptions',
  types: ['billing.stripe_subscription_end', 'account.deactivated', 'account.erased'],
  async handle(_tx, event) {
    if (event.type === 'billing.stripe_subscription_end') {
      const { stripeSubscriptionId, when } = endPayload.parse(event.payload);
      await endStripeSubscription(stripe, stripeSubscriptionId, when);
      return;
    }
    const { stripeSubscriptionId } = accountPayload.parse(event.payload);
    if (!stripeSubscriptionId) return;
    await endStripeSubscription(stripe, stripeSubscriptionId, event.type === 'account.erased' ? 'now' : 'period_end');
  },
});

/** Closes at Stripe the Checkout page of a checkout that a newer one replaced. */
const checkoutExpiry = (stripe: Stripe): EventHandler => ({
  name: 'billing-stripe-checkout-expiry',
  types: ['billing.stripe_checkout_expire'],
  async handle(_tx, event) {
    await expireStripeCheckout(stripe, expirePayload.parse(event.payload).providerSessionId);
  },
});

/**
 * Gives back a Stripe payment made on a quote that no longer stood: refunded in full (keyed, so a
 * retry refunds once), its subscription ended, and the member e-mailed with the reason.
 */
const paymentReturns = (stripe: Stripe): EventHandler => ({
  name: 'billing-stripe-payment-returns',
  types: ['billing.stripe_payment_return'],
  async handle(tx, event) {
    const payment = returnPayload.parse(event.payload);
    if (payment.stripeSubscriptionId) await endStripeSubscription(stripe, payment.stripeSubscriptionId, 'now');
    if (payment.providerPaymentId && payment.amountCents > 0) await refundStripePayment(stripe, payment.providerPaymentId, payment.amountCents);
    const [member] = await tx
      .select({ email: subscribers.email })
      .from(checkoutSessions)
      .innerJoin(subscribers, eq(subscribers.userId, checkoutSessions.userId))
      .where(eq(checkoutSessions.id, payment.checkoutSessionId));
    if (member?.email) await queueMail(tx, paymentReturnedEmail(member.email, { amount: formatCents(payment.amountCents), reason: payment.reason }));
  },
});

export const stripeEventHandlers = (stripe: Stripe): EventHandler[] => [subscriptionEnds(stripe), checkoutExpiry(stripe), paymentReturns(stripe)];
