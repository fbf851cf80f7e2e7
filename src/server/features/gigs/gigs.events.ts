import type { GigNotificationKind } from '#shared/constants.ts';

/**
 * One member's news of the gigs marketplace (an application, a pick, a gig filled, closed or
 * removed), written in the transaction of the action: one event per recipient, so each
 * notification is written once however often the event is handled. actorId is who acted; for
 * the poster's own note of their pick it is the poster, who is also the recipient.
 */
export type GigNoticeEvent = {
  type: 'gig.notice';
  actorId: string;
  payload: { recipientId: string; kind: GigNotificationKind; metadata: { gigId: string; title: string; reason?: string; pickedName?: string } };
};

export const gigNotice = (actorId: string, recipientId: string, kind: GigNotificationKind, metadata: GigNoticeEvent['payload']['metadata']): GigNoticeEvent => ({
  type: 'gig.notice',
  actorId,
  payload: { recipientId, kind, metadata },
});
