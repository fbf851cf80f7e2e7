import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { checkoutSessions, stripeWebhookEvents } from '../../db/schema/billing.ts';
import { badRequest } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { fulfilCheckout } from './billing.ledger.ts';

/** Our checkout session named by a Stripe Checkout Session. */
const ourSessionId = (session: Stripe.Checkout.Session) => {
  const id = session.metadata?.checkoutSessionId ?? session.client_reference_id ?? '';
  return isUuid(id) ? id : null;
};

/**
 * Handles one verified Stripe event exactly once: its id is recorded in the same transaction as
 * its effect, so a replay changes nothing, and a failure rolls both back for Stripe to retry.
 * A payment completes a checkout even after an earlier "expired" event (events may arrive out of
 * order); an "expired" event after the payment changes nothing.
 */
export async function handleStripeEvent(db: Database, event: Stripe.Event): Promise<'handled' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(stripeWebhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!fresh) return 'duplicate';
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      const session = event.data.object;
      const id = ourSessionId(session);
      if (id && session.payment_status === 'paid') {
        const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
        await fulfilCheckout(tx, id, { provider: 'stripe', providerPaymentId: paymentIntent, cardBrand: 'Card' });
      }
    } else if (event.type === 'checkout.session.expired') {
      const id = ourSessionId(event.data.object);
      if (id) await tx.update(checkoutSessions).set({ status: 'expired' }).where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
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
