import { z } from 'zod';
import type { EventHandler } from '../../jobs/worker.ts';
import { recordOwnNotice } from '../../realtime/user-actions.ts';
import { clearReminder, dueReminder } from './bookmarks.service.ts';
import { openStepForReminder } from './toolkit.service.ts';

const bookmarkReminder = z.object({ bookmarkId: z.string(), remindAt: z.string() });
const planReminder = z.object({ planId: z.string(), day: z.number().int() });

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

/** Plan steps' XP is awarded by the progress feature (plan.step_completed). */
export const LIBRARY_HANDLERS: readonly EventHandler[] = [bookmarkReminderHandler, planReminderHandler];
