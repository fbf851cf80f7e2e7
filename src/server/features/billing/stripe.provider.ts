import type Stripe from 'stripe';
import type { PaymentProvider, SubscriptionChange } from './billing.provider.ts';

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local stand-in in tests); Stripe's own by default. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

/** The Stripe client; its SDK is loaded here, on a server set up for Stripe, not at every start. */
export async function createStripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(config.secretKey, { maxNetworkRetries: 2, ...config.api });
}

const CURRENCY = 'usd';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Changes a Stripe subscription as our subscription row now says (see SubscriptionChange). */
async function updateStripeSubscription(stripe: Stripe, subscriptionId: string, change: SubscriptionChange) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  // A downgrade scheduled before is replaced (or simply dropped by an undo or a cancellation).
  const scheduleId = idOf(subscription.schedule);
  if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
  if (change.nextPrice) {
    // The current period stays as paid; the next phase renews at the lower price, then the
    // schedule lets the subscription go on by itself.
    const product = await stripe.products.create({ name: change.nextPrice.description });
    const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
    const current = schedule.phases[0];
    if (!current) throw new Error('Stripe returned a schedule without its current phase');
    await stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      phases: [
        {
          items: current.items.map((item) => ({ price: idOf(item.price) ?? undefined, quantity: item.quantity ?? 1 })),
          start_date: current.start_date,
          end_date: current.end_date,
        },
        {
          items: [{ quantity: 1, price_data: { currency: CURRENCY, product: product.id, unit_amount: change.nextPrice.amountCents, recurring: { interval: change.nextPrice.interval } } }],
          duration: { interval: change.nextPrice.interval, interval_count: 1 },
        },
      ],
    });
    return;
  }
  if (subscription.cancel_at_period_end !== change.cancelAtPeriodEnd || scheduleId) {
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: change.cancelAtPeriodEnd });
  }
}

/** Closes a Stripe Checkout page that a newer checkout replaced; one already paid or expired stays as it is. */
export async function expireStripeCheckout(stripe: Stripe, providerSessionId: string): Promise<void> {
  const session = await stripe.checkout.sessions.retrieve(providerSessionId);
  if (session.status === 'open') await stripe.checkout.sessions.expire(providerSessionId);
}

/** A Stripe SDK error, told by its `type` (the SDK's classes stay unloaded until Stripe is set up). */
const isStripeError = (error: unknown): error is { type: string; code?: string } =>
  typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string';

/** Whether Stripe already considers the subscription over (so ending it again is done). */
async function alreadyEnded(stripe: Stripe, subscriptionId: string): Promise<boolean> {
  try {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    return subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  } catch (error) {
    if (isStripeError(error) && error.type === 'StripeInvalidRequestError' && error.code === 'resource_missing') return true;
    throw error;
  }
}

/**
 * Ends a Stripe subscription, now or at its period end. Safe to repeat: a subscription Stripe
 * has already ended (or never knew) counts as done.
 */
export async function endStripeSubscription(stripe: Stripe, subscriptionId: string, when: 'now' | 'period_end'): Promise<void> {
  if (await alreadyEnded(stripe, subscriptionId)) return;
  if (when === 'now') await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `end:${subscriptionId}` });
  else await updateStripeSubscription(stripe, subscriptionId, { cancelAtPeriodEnd: true });
}

/** The payment intent behind a charge: a one-off payment names it, a subscription's invoice is asked. */
async function paymentIntentOf(stripe: Stripe, providerPaymentId: string): Promise<string> {
  if (!providerPaymentId.startsWith('in_')) return providerPaymentId;
  const payments = await stripe.invoicePayments.list({ invoice: providerPaymentId, limit: 1 });
  const intent = idOf(payments.data[0]?.payment.payment_intent);
  if (!intent) throw new Error('Stripe returned no payment for this invoice');
  return intent;
}

/** Refunds a Stripe payment (an intent, or a subscription's invoice); keyed, so a repeat refunds once. */
export async function refundStripePayment(stripe: Stripe, providerPaymentId: string, amountCents: number): Promise<void> {
  const paymentIntent = await paymentIntentOf(stripe, providerPaymentId);
  await stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents }, { idempotencyKey: `refund:${providerPaymentId}` });
}

/**
 * Stripe Checkout carrying our session id (client_reference_id and metadata) so the webhook can
 * fulfil it with the shared code: a monthly or annual plan is a subscription (Stripe charges the
 * list price each period, the first payment lowered by a one-off coupon for a promo code or an
 * upgrade's credit); a lifetime plan or a seat is a payment.
 */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createSession(input) {
      const common = {
        client_reference_id: input.id,
        metadata: { checkoutSessionId: input.id },
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        success_url: `${input.origin}${input.successPath}`,
        cancel_url: `${input.origin}/pricing`,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      };
      let session: Stripe.Checkout.Session;
      if (input.recurring) {
        const firstDiscount = input.recurring.listPriceCents - input.amountCents;
        const coupon =
          firstDiscount > 0
            ? await stripe.coupons.create({ amount_off: firstDiscount, currency: CURRENCY, duration: 'once', max_redemptions: 1, name: 'First payment' }, { idempotencyKey: `coupon:${input.id}` })
            : null;
        session = await stripe.checkout.sessions.create(
          {
            ...common,
            mode: 'subscription',
            subscription_data: { metadata: { checkoutSessionId: input.id } },
            line_items: [
              {
                quantity: 1,
                price_data: { currency: CURRENCY, unit_amount: input.recurring.listPriceCents, recurring: { interval: input.recurring.interval }, product_data: { name: input.description } },
              },
            ],
            ...(coupon && { discounts: [{ coupon: coupon.id }] }),
          },
          { idempotencyKey: `checkout:${input.id}` },
        );
      } else {
        session = await stripe.checkout.sessions.create(
          {
            ...common,
            mode: 'payment',
            payment_intent_data: { metadata: { checkoutSessionId: input.id } },
            line_items: [{ quantity: 1, price_data: { currency: CURRENCY, unit_amount: input.amountCents, product_data: { name: input.description } } }],
          },
          { idempotencyKey: `checkout:${input.id}` },
        );
      }
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { url: session.url, providerSessionId: session.id };
    },
    async refund(providerPaymentId, amountCents) {
      if (!providerPaymentId) throw new Error('no Stripe payment to refund');
      await refundStripePayment(stripe, providerPaymentId, amountCents);
    },
    updateSubscription: (subscriptionId, change) => updateStripeSubscription(stripe, subscriptionId, change),
  };
}
