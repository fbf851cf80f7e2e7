/** Reminder choices on a bookmark (PRODUCT §14): a preset or a calendar date. */
export const REMINDER_PRESETS = { '3_days': 3, '2_weeks': 14 } as const;
export type ReminderPreset = keyof typeof REMINDER_PRESETS;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A reminder on a date arrives at this UTC hour of that day. */
export const REMINDER_HOUR_UTC = 9;
/** The furthest ahead a reminder may be set. */
export const REMINDER_MAX_DAYS = 366;

/** When a reminder arrives: `now` plus the preset's days, or the date's morning (UTC). */
export function reminderTime(choice: { preset: ReminderPreset } | { date: string }, now: Date): Date {
  if ('preset' in choice) return new Date(now.getTime() + REMINDER_PRESETS[choice.preset] * DAY_MS);
  return new Date(`${choice.date}T${String(REMINDER_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);
}

/** Whether a reminder time is acceptable: in the future and within a year. */
export function isReminderTimeAllowed(at: Date, now: Date): boolean {
  return at.getTime() > now.getTime() && at.getTime() <= now.getTime() + REMINDER_MAX_DAYS * DAY_MS;
}
