import { describe, expect, it } from 'vitest';
import { USER_ACTION_TYPES, type UserActionType } from '#shared/constants.ts';
import { createStripeClient } from './features/billing/stripe.provider.ts';
import { createLogger } from './lib/logger.ts';
import { diskStorage } from './lib/object-storage.ts';
import { OWN_ACTION_TYPES, type AppEvent, type OwnActionType } from './events.ts';
import { eventHandlers } from './event-handlers.ts';
import { SCHEDULES, type ScheduledEvent } from './jobs/schedules.ts';

/** Every other event type the application writes; the compiler refuses this list when AppEvent gains or loses one. */
const OTHER_EVENT_TYPES: Record<Exclude<AppEvent['type'], UserActionType | OwnActionType | ScheduledEvent['type']>, true> = {
  'submission.published': true,
  'submission.returned': true,
  'payment.succeeded': true,
  'payment.failed': true,
  'bookmark.reminder': true,
  'plan.reminder': true,
  'plan.step_completed': true,
  'challenge.completed': true,
  'account.erasure_due': true,
  'account.erased': true,
  'account.deactivated': true,
  'billing.stripe_subscription_end': true,
  'billing.stripe_checkout_expire': true,
  'billing.stripe_payment_return': true,
  'mail.send': true,
  'gig.notice': true,
  'vip_event.place_given': true,
  'vip_event.places_freed': true,
  'cofounder.admitted': true,
};
const WRITTEN_TYPES = [...USER_ACTION_TYPES, ...OWN_ACTION_TYPES, ...SCHEDULES.map((schedule) => schedule.eventType), ...Object.keys(OTHER_EVENT_TYPES)];
/** Effects that exist only at Stripe: without it these events are done with nothing to do. */
const STRIPE_ONLY_TYPES = ['account.deactivated', 'billing.stripe_checkout_expire', 'billing.stripe_payment_return', 'billing.stripe_subscription_end'];

// As a server builds them: every server has its mail and its uploads' storage (never touched here).
const mail = { logger: createLogger('silent'), from: 'Flightdeck <test@flightdeck.local>' };
const storage = diskStorage('uploads-never-written');
const unhandled = (handlers: ReturnType<typeof eventHandlers>) => WRITTEN_TYPES.filter((type) => !handlers.some((handler) => handler.types.includes(type))).sort();

describe('event handlers', () => {
  it('handle every event type the application writes', async () => {
    const stripe = await createStripeClient({ secretKey: 'sk_test_unused', webhookSecret: 'whsec_unused' });
    expect(unhandled(eventHandlers({ mail, storage, stripe }))).toEqual([]);
  });

  it('leave only Stripe effects unhandled without Stripe', () => {
    expect(unhandled(eventHandlers({ mail, storage }))).toEqual(STRIPE_ONLY_TYPES);
  });
});
