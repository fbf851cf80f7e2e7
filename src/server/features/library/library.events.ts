/** A bookmark's reminder is due; handled only if the bookmark still asks for this time. */
export type BookmarkReminderEvent = { type: 'bookmark.reminder'; actorId: string; payload: { bookmarkId: string; remindAt: string } };
/** A day of a 7-day plan opens; handled only if the plan still exists and the step is open. */
export type PlanReminderEvent = { type: 'plan.reminder'; actorId: string; payload: { planId: string; day: number } };
/** A member ticked a step of their 7-day plan: its XP is awarded once. */
export type PlanStepCompletedEvent = { type: 'plan.step_completed'; actorId: string; payload: { planId: string; day: number; xp: number; title: string } };

export type LibraryEvent = BookmarkReminderEvent | PlanReminderEvent | PlanStepCompletedEvent;
