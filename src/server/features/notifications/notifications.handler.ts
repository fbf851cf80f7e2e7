import { z } from 'zod';
import { USER_ACTION_TYPES } from '#shared/constants.ts';
import type { Database } from '../../db/client.ts';
import { SUBMISSION_EVENT_TYPES } from '../../events.ts';
import type { StoredEvent } from '../../jobs/queue.ts';
import type { EventHandler } from '../../jobs/worker.ts';
import { recordUserAction, recordUserActions, type UserActionInput } from '../../realtime/user-actions.ts';

const memberActionPayload = z.object({
  recipientId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
const actionTypeSchema = z.enum(USER_ACTION_TYPES);

/** The notification of a member's action, from its event; null when the actor's account was deleted before it was handled. */
function notificationOf(event: StoredEvent): UserActionInput | null {
  if (!event.actorId) return null;
  const { recipientId, metadata } = memberActionPayload.parse(event.payload);
  return {
    actorId: event.actorId,
    recipientId,
    actionType: actionTypeSchema.parse(event.type),
    metadata,
    eventId: event.id,
    occurredAt: event.createdAt,
  };
}

async function recordNotificationsOf(tx: Database, events: readonly StoredEvent[]): Promise<void> {
  await recordUserActions(
    tx,
    events.map(notificationOf).filter((input) => input !== null),
  );
}

/**
 * Writes the recipient's notification for a member's action (once: keyed by the event) and
 * announces it to their open streams when the handler's transaction commits. A group's
 * notifications are written together.
 */
export const notificationHandler: EventHandler = {
  name: 'notifications',
  groupable: true,
  types: USER_ACTION_TYPES,
  async handle(tx, event) {
    await recordNotificationsOf(tx, [event]);
  },
  handleBatch: recordNotificationsOf,
};

const submissionPayload = z.object({
  authorId: z.string(),
  kind: z.enum(['case_study', 'tactic']),
  itemId: z.string(),
  title: z.string(),
  reason: z.string().optional(),
});

/** Tells the author an editor published or returned their submission (with the editor's reason). */
export const submissionNotificationHandler: EventHandler = {
  name: 'submission-notifications',
  groupable: true,
  types: SUBMISSION_EVENT_TYPES,
  async handle(tx, event) {
    if (!event.actorId) return;
    const { authorId, kind, itemId, title, reason } = submissionPayload.parse(event.payload);
    await recordUserAction(tx, {
      actorId: event.actorId,
      recipientId: authorId,
      actionType: event.type === 'submission.published' ? 'submission_published' : 'submission_returned',
      metadata: { ...(kind === 'case_study' ? { caseStudyId: itemId } : { tacticId: itemId }), kind, title, ...(reason ? { reason } : {}) },
      eventId: event.id,
      occurredAt: event.createdAt,
    });
  },
};
