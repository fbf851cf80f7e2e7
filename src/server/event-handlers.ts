import { analyticsPruneHandler } from './features/analytics/analytics.handler.ts';
import type Stripe from 'stripe';
import { paymentNotificationHandler } from './features/billing/billing.notifications.ts';
import { renewalsHandler } from './features/billing/billing.renewals.ts';
import { stripeEventHandlers } from './features/billing/stripe.handlers.ts';
import { importSweepHandler } from './features/case-import/case-import.handler.ts';
import { gigNoticeHandler } from './features/gigs/gigs.handler.ts';
import { podCompletionHandler } from './features/challenges/challenges.handler.ts';
import { cofounderAdmittedHandler } from './features/cofounders/cofounders.handler.ts';
import { LIBRARY_HANDLERS } from './features/library/library.handler.ts';
import { notificationHandler, submissionNotificationHandler } from './features/notifications/notifications.handler.ts';
import { earlyAdopterHandler, progressHandler } from './features/progress/progress.handler.ts';
import { challengeXpHandler } from './features/progress/progress.challenges.ts';
import { planStepXpHandler } from './features/progress/progress.plan-steps.ts';
import { createMailHandler, type MailHandlerOptions } from './mail/mail.handler.ts';
import { accountErasureHandler } from './features/privacy/privacy.handler.ts';
import { photoErasureHandler } from './features/profile/profile.handler.ts';
import { VIP_EVENT_HANDLERS } from './features/vip-events/vip-events.handler.ts';
import type { ObjectStorage } from './lib/object-storage.ts';
import { pruneEventsHandler } from './jobs/prune.ts';
import type { EventHandler } from './jobs/worker.ts';

/** Every effect of events that needs no configuration of the server. */
export const EVENT_HANDLERS: readonly EventHandler[] = [
  notificationHandler,
  submissionNotificationHandler,
  progressHandler,
  earlyAdopterHandler,
  planStepXpHandler,
  pruneEventsHandler,
  analyticsPruneHandler,
  renewalsHandler,
  paymentNotificationHandler,
  accountErasureHandler,
  importSweepHandler,
  cofounderAdmittedHandler,
  ...LIBRARY_HANDLERS,
  gigNoticeHandler,
  ...VIP_EVENT_HANDLERS,
  challengeXpHandler,
  podCompletionHandler,
];

/**
 * Every effect of events on this server: e-mail goes out through its SMTP server (or stays in
 * the outbox); with the uploads' storage, an erased member's files are removed from it; with
 * Stripe configured, Stripe subscriptions are ended there too.
 */
export const eventHandlers = (options: { mail: MailHandlerOptions; stripe?: Stripe | null; storage?: ObjectStorage }): readonly EventHandler[] => [
  ...EVENT_HANDLERS,
  createMailHandler(options.mail),
  ...(options.storage ? [photoErasureHandler(options.storage)] : []),
  ...(options.stripe ? stripeEventHandlers(options.stripe) : []),
];
