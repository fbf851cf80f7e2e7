import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { userExperience, xpTransactions } from '../../db/schema/gamification.ts';
import type { EventHandler } from '../../jobs/worker.ts';
import { recordOwnNotice } from '../../realtime/user-actions.ts';
import { clearReminder, dueReminder } from './bookmarks.service.ts';
import { openStepForReminder } from './toolkit.service.ts';

const bookmarkReminder = z.object({ bookmarkId: z.string(), remindAt: z.string() });
const planReminder = z.object({ planId: z.string(), day: z.number().int() });
const stepCompleted = z.object({ planId: z.string(), day: z.number().int(), xp: z.number().int().nonnegative(), title: z.string() });

/** A bookmark's reminder arrives as a notification, unless it was changed or cleared since. */
export const bookmarkReminderHandler: EventHandler = {
  name: 'bookmark-reminders',
  types: ['bookmark.reminder'],
  async handle(tx, event) {
    const { bookmarkId, remindAt } = bookmarkReminder.parse(event.payload);
    const bookmark = await dueReminder(tx, bookmarkId, remindAt);
    if (!bookmark) return;
    await recordOwnNotice(tx, {
      memberId: bookmark.userId,
      actionType: 'bookmark_reminder',
      metadata: {
        title: bookmark.title ?? 'a bookmark',
        ...(bookmark.caseStudyId && { caseStudyId: bookmark.caseStudyId }),
        ...(bookmark.tacticId && { tacticId: bookmark.tacticId }),
      },
      eventId: event.id,
    });
    await clearReminder(tx, bookmarkId);
  },
};

/** Each later day of a 7-day plan: a notification with that day's step, unless it is done. */
export const planReminderHandler: EventHandler = {
  name: 'plan-reminders',
  types: ['plan.reminder'],
  async handle(tx, event) {
    const { planId, day } = planReminder.parse(event.payload);
    const step = await openStepForReminder(tx, planId, day);
    if (!step) return;
    await recordOwnNotice(tx, {
      memberId: step.userId,
      actionType: 'plan_reminder',
      metadata: { title: `Day ${day} of ${step.tacticName}: ${step.title}`, tacticId: step.tacticId, planId, day },
      eventId: event.id,
    });
  },
};

/** The level for a total, as member-area §4: 1 Newbie, 2 Contributor (250), 3 Advanced (1000), 4 Expert (5000), 5 Master (10000). */
const levelOf = (xp: ReturnType<typeof sql>) => sql`case when ${xp} >= 10000 then 5 when ${xp} >= 5000 then 4 when ${xp} >= 1000 then 3 when ${xp} >= 250 then 2 else 1 end`;
const titleOf = (xp: ReturnType<typeof sql>) =>
  sql`case when ${xp} >= 10000 then 'Master' when ${xp} >= 5000 then 'Expert' when ${xp} >= 1000 then 'Advanced' when ${xp} >= 250 then 'Contributor' else 'Newbie' end`;

/** A ticked plan step earns its XP once (keyed by the event). */
export const planStepXpHandler: EventHandler = {
  name: 'plan-step-xp',
  types: ['plan.step_completed'],
  async handle(tx, event) {
    if (!event.actorId) return;
    const userId = event.actorId;
    const { xp, day, title } = stepCompleted.parse(event.payload);
    const [already] = await tx.select({ id: xpTransactions.id }).from(xpTransactions).where(and(eq(xpTransactions.userId, userId), eq(xpTransactions.sourceActionId, event.id)));
    if (already || xp === 0) return;
    await tx.insert(xpTransactions).values({ userId, amount: xp, reason: `7-day plan, day ${day}: ${title}`, sourceActionId: event.id });
    const total = sql`${userExperience.totalXp} + ${xp}`;
    await tx
      .insert(userExperience)
      .values({ userId, totalXp: xp, currentLevel: sql`${levelOf(sql`${xp}::int`)}`, levelTitle: sql`${titleOf(sql`${xp}::int`)}` })
      .onConflictDoUpdate({ target: userExperience.userId, set: { totalXp: total, currentLevel: sql`${levelOf(total)}`, levelTitle: sql`${titleOf(total)}` } });
  },
};

export const LIBRARY_HANDLERS: readonly EventHandler[] = [bookmarkReminderHandler, planReminderHandler, planStepXpHandler];
