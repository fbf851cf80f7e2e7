import type Stripe from 'stripe';
import { z } from 'zod';
import type { EventHandler } from '../../jobs/worker.ts';
import { endStripeSubscription } from './stripe.provider.ts';

const endPayload = z.object({ stripeSubscriptionId: z.string().min(1), when: z.enum(['now', 'period_end']) });
const accountPayload = z.object({ stripeSubscriptionId: z.string().min(1).nullable() });

/**
 * Stops Stripe subscriptions when ours stop: a plan replaced by an upgrade, a refund or an
 * unpaid grace period (billing.stripe_subscription_end), a deletion request (account.deactivated:
 * no renewal at the period end) and an erasure (account.erased: ended now, no refund). The call
 * runs in the worker's transaction: if Stripe does not answer, the event is retried; ending a
 * subscription Stripe has already ended counts as done, so a repeat changes nothing.
 */
export function stripeEventHandlers(stripe: Stripe): EventHandler[] {
  return [
    {
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
    },
  ];
}
