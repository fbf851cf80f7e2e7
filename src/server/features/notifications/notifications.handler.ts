import { z } from 'zod';
import { USER_ACTION_TYPES } from '#shared/constants.ts';
import type { EventHandler } from '../../jobs/worker.ts';
import { recordUserAction } from '../../realtime/user-actions.ts';

const memberActionPayload = z.object({
  recipientId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});

/**
 * Writes the recipient's notification for a member's action (once: keyed by the event) and
 * announces it to their open streams when the handler's transaction commits.
 */
export const notificationHandler: EventHandler = {
  name: 'notifications',
  types: USER_ACTION_TYPES,
  async handle(tx, event) {
    // The actor's account was deleted before the event was handled: nobody to name.
    if (!event.actorId) return;
    const { recipientId, metadata } = memberActionPayload.parse(event.payload);
    await recordUserAction(tx, {
      actorId: event.actorId,
      recipientId,
      actionType: z.enum(USER_ACTION_TYPES).parse(event.type),
      metadata,
      eventId: event.id,
      occurredAt: event.createdAt,
    });
  },
};
