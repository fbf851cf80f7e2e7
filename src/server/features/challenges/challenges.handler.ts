import { z } from 'zod';
import type { EventHandler } from '../../jobs/worker.ts';
import { recordUserActions } from '../../realtime/user-actions.ts';
import { podMateIds } from './challenges.queries.ts';

const challengeCompleted = z.object({ challengeId: z.string(), podId: z.string(), title: z.string() });

/**
 * The other members of the pod learn that one of them completed the challenge: one
 * notification each, once per member and challenge (the notification's dedupe key; a
 * redelivered event writes nothing new).
 */
export const podCompletionHandler: EventHandler = {
  name: 'pod-completion-notices',
  types: ['challenge.completed'],
  async handle(tx, event) {
    if (!event.actorId) return;
    const { challengeId, podId, title } = challengeCompleted.parse(event.payload);
    const mates = await podMateIds(tx, podId, event.actorId);
    await recordUserActions(
      tx,
      mates.map((recipientId) => ({ actorId: event.actorId!, recipientId, actionType: 'pod_member_completed' as const, metadata: { title, challengeId } })),
    );
  },
};
