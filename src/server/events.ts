import type { UserActionType } from '#shared/constants.ts';
import type { UserActionMetadata } from '#shared/schemas/case-study-content.ts';
import type { StatementRunner } from './db/prepared.ts';
import type { GigNoticeEvent } from './features/gigs/gigs.events.ts';
import type { ChallengeCompletedEvent } from './features/challenges/challenges.events.ts';
import type { CofounderEvent } from './features/cofounders/cofounders.events.ts';
import type { LibraryEvent } from './features/library/library.events.ts';
import type { VipEventEvent } from './features/vip-events/vip-events.events.ts';
import { queueEvent, type EmitOptions } from './jobs/queue.ts';
import type { ScheduledEvent } from './jobs/schedules.ts';
import type { MailSendEvent } from './mail/mailer.ts';

/*
 * The application's events: the composition root names every kind, its own and the features'
 * (each feature declares its events in <feature>.events.ts), so an emit is checked against the
 * union while jobs/ knows only how to queue and handle an event (decision 083).
 */

/**
 * A member acted on an item (vote, rating, discussion, reply). The event type is the action;
 * recipientId is whose content it concerns (null for staff content or a deleted account).
 */
export type MemberActionEvent = {
  type: UserActionType;
  actorId: string;
  payload: { recipientId: string | null; metadata: UserActionMetadata };
};

/** The event of a member's action, from the fields a notification of it has. */
export function memberAction(input: { actorId: string; recipientId: string | null; actionType: UserActionType; metadata: UserActionMetadata }): MemberActionEvent {
  return { type: input.actionType, actorId: input.actorId, payload: { recipientId: input.recipientId, metadata: input.metadata } };
}

/**
 * An editor published or returned a member's submission (PRODUCT §11). The author is notified;
 * a publication also earns them XP. actorId is the editor.
 */
export type SubmissionReviewedEvent = {
  type: 'submission.published' | 'submission.returned';
  actorId: string;
  payload: { authorId: string; kind: 'case_study' | 'tactic'; itemId: string; title: string; reason?: string };
};
export const SUBMISSION_EVENT_TYPES = ['submission.published', 'submission.returned'] as const;

/** Money moved, or a renewal could not be charged; recipientId is the paying member. */
export type PaymentEvent =
  | {
      type: 'payment.succeeded';
      actorId: string;
      payload: { recipientId: string; billingId: string; invoiceNumber: string; amountCents: number; description: string; plan: string | null; bootcampId: string | null };
    }
  | {
      type: 'payment.failed';
      actorId: string;
      payload: { recipientId: string; plan: string; amountCents: number; attempt: number; accessUntil: string };
    };

/**
 * A member's action that concerns nobody else but counts for their own progress (XP, quests,
 * achievements): a bookmark, a downvote, reading a case study.
 */
export const OWN_ACTION_TYPES = ['bookmark_case_study', 'bookmark_tactic', 'downvote_case_study', 'downvote_tactic', 'read_case_study'] as const;
export type OwnActionType = (typeof OWN_ACTION_TYPES)[number];
export type OwnActionEvent = { type: OwnActionType; actorId: string; payload: { metadata: UserActionMetadata } };

/** A deletion request's erasure falls due (emitted with run_after set to the due time). */
export type AccountErasureDueEvent = { type: 'account.erasure_due'; actorId: string | null; payload: { requestId: string } };

/**
 * A member's personal data was erased; a paid subscription held by a payment provider is to be
 * cancelled there (no refund). The account's own rows are already anonymised.
 */
export type AccountErasedEvent = {
  type: 'account.erased';
  actorId: string | null;
  payload: { userId: string; stripeSubscriptionId: string | null };
};

/**
 * A deletion request deactivated a member's account: a paid subscription stops renewing, at a
 * payment provider too. Erasure follows with account.erased.
 */
export type AccountDeactivatedEvent = {
  type: 'account.deactivated';
  actorId: string | null;
  payload: { userId: string; stripeSubscriptionId: string | null };
};

/**
 * A Stripe subscription is to end at Stripe: now (an upgrade replaced it, a refund, an unpaid
 * grace period ran out) or at its period end.
 */
export type StripeSubscriptionEndEvent = {
  type: 'billing.stripe_subscription_end';
  actorId: string | null;
  payload: { stripeSubscriptionId: string; when: 'now' | 'period_end' };
};

/** A Stripe Checkout page that a newer checkout of the same member and purpose replaced is closed at Stripe. */
export type StripeCheckoutExpireEvent = {
  type: 'billing.stripe_checkout_expire';
  actorId: string | null;
  payload: { providerSessionId: string };
};

/**
 * A Stripe payment for a checkout whose quote no longer stood when it arrived (the plan already
 * held, the seats taken, the promo used up, the price changed): refunded in full, its
 * subscription ended, the member told why.
 */
export type StripePaymentReturnEvent = {
  type: 'billing.stripe_payment_return';
  actorId: string | null;
  payload: { checkoutSessionId: string; providerPaymentId: string | null; amountCents: number; stripeSubscriptionId: string | null; reason: string };
};

/** Every event the application emits. New kinds of event join this union. */
export type AppEvent =
  | MemberActionEvent
  | OwnActionEvent
  | ScheduledEvent
  | SubmissionReviewedEvent
  | PaymentEvent
  | LibraryEvent
  | GigNoticeEvent
  | VipEventEvent
  | ChallengeCompletedEvent
  | CofounderEvent
  | AccountErasureDueEvent
  | AccountErasedEvent
  | AccountDeactivatedEvent
  | StripeSubscriptionEndEvent
  | StripeCheckoutExpireEvent
  | StripePaymentReturnEvent
  | MailSendEvent;

/** Records one of the application's events in the caller's transaction (jobs/queue.ts). */
export function emitEvent(tx: StatementRunner, event: AppEvent, options: EmitOptions = {}): Promise<string> {
  return queueEvent(tx, event, options);
}
