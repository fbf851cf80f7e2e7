import { z } from 'zod';
import type { EventHandler } from '../../jobs/worker.ts';
import { awardXp, lockExperience } from './progress.xp.ts';

const challengeCompleted = z.object({ challengeId: z.string(), title: z.string(), xp: z.number().int().nonnegative() });

/** A completed weekly challenge (decision 062) earns its XP once per member and challenge, with the level rules of all XP. */
export const challengeXpHandler: EventHandler = {
  name: 'challenge-xp',
  groupable: true,
  types: ['challenge.completed'],
  async handle(tx, event) {
    if (!event.actorId) return;
    const { challengeId, title, xp } = challengeCompleted.parse(event.payload);
    await lockExperience(tx, event.actorId);
    await awardXp(tx, event.actorId, { amount: xp, reason: `Weekly challenge completed: "${title}"`, sourceKey: `challenge:${challengeId}` });
  },
};
