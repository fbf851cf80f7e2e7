import { z } from 'zod';
import { requiredText } from './text-fields.ts';

// Contracts of weekly challenges and accountability pods (WEEKLY_CHALLENGES; decision 062).
// A challenge runs one ISO week, Monday 00:00 to Sunday 24:00 UTC, the same week for every
// member of a pod wherever they live; check-ins are counted per UTC day.

export const CHALLENGE_TITLE_MAX = 120;
export const CHALLENGE_BRIEF_MAX = 10_000;
export const CHECK_IN_MAX = 500;
/** Members of a pod at most (a pod seats 1..POD_SIZE_MAX; the database refuses a seventh). */
export const POD_SIZE_MAX = 6;
/** Among the pods near a member's time zone, those below this size are filled first, so pods reach a workable size before others grow. */
export const POD_SIZE_MIN = 4;
/** A pod takes members whose UTC offset is within this many minutes of the pod's. */
export const POD_OFFSET_SPAN_MINUTES = 180;
/** XP for completing a challenge, earned once per challenge. */
export const CHALLENGE_COMPLETION_XP = 100;
/** Past challenges the member's page lists, latest first. */
export const PAST_CHALLENGES_SHOWN = 12;

export const CHALLENGE_MESSAGES = {
  titleRequired: 'Please give the challenge a title.',
  titleTooLong: `Please keep the title to at most ${CHALLENGE_TITLE_MAX} characters.`,
  briefRequired: 'Please write the brief.',
  briefTooLong: `Please keep the brief to at most ${CHALLENGE_BRIEF_MAX.toLocaleString('en-US')} characters.`,
  weekInvalid: 'Please choose a week as YYYY-Www, e.g. 2026-W48.',
  weekTaken: 'That week already has a challenge. Edit it instead.',
  weekPast: 'That week is over. Choose this week or a later one.',
  startedNoEdit: 'This challenge has already started, so it can no longer be edited.',
  linkOne: 'Link a tactic or a case study, not both.',
  linkNotFound: 'The linked tactic or case study is not published.',
  challengeNotFound: 'Challenge not found',
  notRunning: 'This challenge is not running this week.',
  alreadyJoined: 'You have already joined this challenge.',
  joinFirst: 'Join the challenge first.',
  checkInRequired: 'Please write a short check-in.',
  checkInTooLong: `Please keep your check-in to at most ${CHECK_IN_MAX} characters.`,
  checkInToday: 'You have already checked in today. Come back tomorrow (days change at midnight UTC).',
  alreadyCompleted: 'You have already completed this challenge.',
} as const;

// ---- ISO weeks, in UTC ----------------------------------------------------------------------

const DAY_MS = 86_400_000;
const WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** The Monday (YYYY-MM-DD, UTC) of the ISO week a moment falls in. */
export function weekStartOf(at: Date): string {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The day (YYYY-MM-DD) a number of days after another. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The ISO week's name ("2026-W48") of the week starting on a Monday. */
export function isoWeekOf(monday: string): string {
  const thursday = new Date(Date.parse(`${addDays(monday, 3)}T00:00:00Z`));
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday of an ISO week named "YYYY-Www", or null when there is no such week. */
export function mondayOfIsoWeek(name: string): string | null {
  const match = WEEK_PATTERN.exec(name);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (week < 1 || week > 53) return null;
  const firstMonday = weekStartOf(new Date(Date.UTC(year, 0, 4)));
  const monday = addDays(firstMonday, (week - 1) * 7);
  return isoWeekOf(monday) === name ? monday : null;
}

/** "Nov 23 – Nov 29, 2026": a week as members read it. */
export function weekRangeLabel(monday: string): string {
  const format = (day: string, withYear: boolean) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(withYear && { year: 'numeric' }), timeZone: 'UTC' });
  return `${format(monday, false)} – ${format(addDays(monday, 6), true)}`;
}

// ---- Requests -------------------------------------------------------------------------------

const optionalId = z
  .union([z.uuid({ error: CHALLENGE_MESSAGES.linkNotFound }), z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

export const challengeWriteSchema = z
  .object({
    title: requiredText(CHALLENGE_MESSAGES.titleRequired).max(CHALLENGE_TITLE_MAX, CHALLENGE_MESSAGES.titleTooLong),
    brief: requiredText(CHALLENGE_MESSAGES.briefRequired).max(CHALLENGE_BRIEF_MAX, CHALLENGE_MESSAGES.briefTooLong),
    week: z
      .string({ error: CHALLENGE_MESSAGES.weekInvalid })
      .trim()
      .refine((value) => mondayOfIsoWeek(value) !== null, CHALLENGE_MESSAGES.weekInvalid),
    tacticId: optionalId,
    caseStudyId: optionalId,
  })
  .refine((value) => !(value.tacticId && value.caseStudyId), { message: CHALLENGE_MESSAGES.linkOne, path: ['caseStudyId'] });
export type ChallengeWriteInput = z.input<typeof challengeWriteSchema>;
export type ChallengeWrite = z.output<typeof challengeWriteSchema>;

export const checkInSchema = z.object({
  body: requiredText(CHALLENGE_MESSAGES.checkInRequired).max(CHECK_IN_MAX, CHALLENGE_MESSAGES.checkInTooLong),
});
export type CheckInInput = z.infer<typeof checkInSchema>;

// ---- Responses ------------------------------------------------------------------------------

export type ChallengeLink = { kind: 'tactic' | 'case_study'; id: string; title: string };

export type Challenge = {
  id: string;
  title: string;
  brief: string;
  /** "2026-W48". */
  week: string;
  /** Monday and Sunday of the week (UTC days). */
  startsOn: string;
  endsOn: string;
  link: ChallengeLink | null;
};

export type PodMember = { id: string; displayName: string; avatarUrl: string | null; completed: boolean; isYou: boolean };
export type CheckIn = { id: string; memberId: string; displayName: string; avatarUrl: string | null; body: string; day: string; final: boolean; createdAt: string };

/** The member's part in a challenge. */
export type ChallengeParticipation = {
  joinedAt: string;
  completedAt: string | null;
  checkIns: number;
  /** Whether a progress check-in is still open today (UTC). */
  checkedInToday: boolean;
};

export type CurrentChallenge = Challenge & {
  participants: number;
  you: ChallengeParticipation | null;
  /** The member's pod: its members and their check-ins, latest first; null before joining. */
  pod: { number: number; members: PodMember[]; checkIns: CheckIn[] } | null;
};

export type PastChallenge = Challenge & { you: Pick<ChallengeParticipation, 'completedAt' | 'checkIns'> | null };

export type ChallengesPage = { today: string; current: CurrentChallenge | null; past: PastChallenge[]; completionXp: number };

/** Staff's view: the challenge, whether it may still be edited, and who joined in which pod. */
export type AdminChallenge = Challenge & {
  editable: boolean;
  participants: { memberId: string; displayName: string; pod: number; joinedAt: string; checkIns: number; completedAt: string | null }[];
};
export type AdminChallengeList = { challenges: AdminChallenge[]; thisWeek: string };
