import { z } from 'zod';
import type { EventHandler } from '../../jobs/worker.ts';
import { awardXp, lockExperience } from './progress.xp.ts';

const stepCompleted = z.object({ planId: z.string(), day: z.number().int(), xp: z.number().int().nonnegative(), title: z.string() });

/** A ticked step of a 7-day plan (PRODUCT §14) earns its XP once per plan and day, with the level rules of all XP. */
export const planStepXpHandler: EventHandler = {
  name: 'plan-step-xp',
  groupable: true,
  types: ['plan.step_completed'],
  async handle(tx, event) {
    if (!event.actorId) return;
    const { planId, day, xp, title } = stepCompleted.parse(event.payload);
    await lockExperience(tx, event.actorId);
    await awardXp(tx, event.actorId, { amount: xp, reason: `7-day plan, day ${day}: ${title}`, sourceKey: `plan:${planId}:${day}` });
  },
};
