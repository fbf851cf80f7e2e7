import { z } from 'zod';
import { GIG_NOTIFICATION_KINDS } from '#shared/constants.ts';
import type { EventHandler } from '../../jobs/worker.ts';
import { recordOwnNotice, recordUserAction } from '../../realtime/user-actions.ts';

const noticePayload = z.object({
  recipientId: z.string(),
  kind: z.enum(GIG_NOTIFICATION_KINDS),
  metadata: z.object({ gigId: z.string(), title: z.string(), reason: z.string().optional(), pickedName: z.string().optional() }),
});

/**
 * Writes a gig notification for its one recipient and announces it to their open tabs. The
 * poster's note of their own pick has no other actor; the rest name who acted.
 */
export const gigNoticeHandler: EventHandler = {
  name: 'gig-notices',
  types: ['gig.notice'],
  async handle(tx, event) {
    const { recipientId, kind, metadata } = noticePayload.parse(event.payload);
    if (kind === 'gig_pick_made') {
      await recordOwnNotice(tx, { memberId: recipientId, actionType: kind, metadata, eventId: event.id });
      return;
    }
    if (!event.actorId) return;
    await recordUserAction(tx, { actorId: event.actorId, recipientId, actionType: kind, metadata, eventId: event.id, occurredAt: event.createdAt });
  },
};
