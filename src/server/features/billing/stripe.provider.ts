import Stripe from 'stripe';
import type { PaymentProvider } from './billing.provider.ts';

export type StripeConfig = { secretKey: string; webhookSecret: string };

export const createStripeClient = (config: StripeConfig) => new Stripe(config.secretKey);

/**
 * Stripe Checkout in payment mode: one Checkout Session per checkout, carrying our session id
 * (client_reference_id and metadata) so the webhook can fulfil it with the shared code.
 */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createSession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.id,
          metadata: { checkoutSessionId: input.id },
          payment_intent_data: { metadata: { checkoutSessionId: input.id } },
          customer_email: input.email,
          line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: input.amountCents, product_data: { name: input.description } } }],
          success_url: `${input.origin}${input.successPath}`,
          cancel_url: `${input.origin}/pricing`,
        },
        { idempotencyKey: `checkout:${input.id}` },
      );
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { url: session.url, providerSessionId: session.id };
    },
    async refund(providerPaymentId, amountCents) {
      if (!providerPaymentId) throw new Error('no Stripe payment to refund');
      await stripe.refunds.create({ payment_intent: providerPaymentId, amount: amountCents }, { idempotencyKey: `refund:${providerPaymentId}` });
    },
  };
}
