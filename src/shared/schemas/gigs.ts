import { z } from 'zod';
import { requiredText } from './text-fields.ts';
import { pageParam } from './list-pages.ts';

// Contracts of the gigs marketplace (GIGS_MARKETPLACE_ACCESS; decision 063): members post paid
// pieces of work, others apply with a short pitch, the poster picks one. Money never passes
// through Flightdeck: the poster and the picked member agree and pay between themselves.

export const GIG_TITLE_MIN = 8;
export const GIG_TITLE_MAX = 120;
export const GIG_DESCRIPTION_MIN = 30;
export const GIG_DESCRIPTION_MAX = 5000;
export const GIG_SKILLS_MIN = 1;
export const GIG_SKILLS_MAX = 8;
export const GIG_SKILL_MAX = 32;
export const GIG_PITCH_MIN = 20;
export const GIG_PITCH_MAX = 1000;
export const GIG_REMOVAL_REASON_MAX = 500;
/** Budgets in whole dollars: at least $1, at most $1,000,000 (a sane ceiling for a member's gig). */
export const GIG_BUDGET_MIN_CENTS = 100;
export const GIG_BUDGET_MAX_CENTS = 100_000_000;
/** A deadline at most a year ahead. */
export const GIG_DEADLINE_MAX_DAYS = 365;
/** Gigs per page of the list. */
export const GIGS_PAGE_SIZE = 20;

export const GIG_STATUSES = ['open', 'filled', 'closed', 'removed'] as const;
export type GigStatus = (typeof GIG_STATUSES)[number];

/** Said plainly on the list and on every gig's page. */
export const GIG_NO_PAYMENTS_NOTICE =
  'Flightdeck handles no payment between members: the poster and the picked member agree on the work and pay each other outside Flightdeck.';

export const GIG_MESSAGES = {
  notFound: 'Gig not found',
  titleRequired: 'Please give your gig a title.',
  titleTooShort: `Please use at least ${GIG_TITLE_MIN} characters for the title.`,
  titleTooLong: `Please keep the title to at most ${GIG_TITLE_MAX} characters.`,
  descriptionTooShort: `Please describe the work in at least ${GIG_DESCRIPTION_MIN} characters.`,
  descriptionTooLong: `Please keep the description to at most ${GIG_DESCRIPTION_MAX} characters.`,
  budgetWhole: 'Please give the budget in whole dollars.',
  budgetTooLow: 'The budget must be at least $1.',
  budgetTooHigh: 'The budget can be at most $1,000,000.',
  budgetRange: 'The highest budget cannot be less than the lowest.',
  deadlineInvalid: 'Please choose a deadline date.',
  deadlinePast: 'The deadline must be a date in the future.',
  deadlineTooFar: `The deadline can be at most ${GIG_DEADLINE_MAX_DAYS} days away.`,
  skillsCount: `Please list between ${GIG_SKILLS_MIN} and ${GIG_SKILLS_MAX} skills.`,
  skillInvalid: `Each skill needs 1 to ${GIG_SKILL_MAX} characters.`,
  skillsRepeated: 'Please list each skill once.',
  pitchTooShort: `Please write a pitch of at least ${GIG_PITCH_MIN} characters.`,
  pitchTooLong: `Please keep your pitch to at most ${GIG_PITCH_MAX} characters.`,
  ownGig: 'You cannot apply to your own gig.',
  alreadyApplied: 'You have already applied to this gig.',
  notOpen: 'This gig is no longer taking applications.',
  pastDeadline: 'The deadline of this gig has passed.',
  notEditable: 'Only an open gig can be changed.',
  alreadyPicked: 'This gig already has a pick.',
  applicationNotFound: 'Application not found',
  reasonRequired: 'Please give the poster a reason for removing the listing.',
  reasonTooLong: `Please keep the reason to at most ${GIG_REMOVAL_REASON_MAX} characters.`,
  alreadyRemoved: 'This listing has already been removed.',
} as const;

const DAY_MS = 86_400_000;
/** Today's date in UTC, YYYY-MM-DD. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * A deadline is a calendar date; applications are taken through the end of that day (UTC).
 * A new or changed deadline must be after today and at most a year away.
 */
export function deadlineProblem(deadline: string, now = new Date()): string | null {
  const at = Date.parse(`${deadline}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(deadline) || Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== deadline) return GIG_MESSAGES.deadlineInvalid;
  const today = Date.parse(`${utcToday(now)}T00:00:00Z`);
  if (at <= today) return GIG_MESSAGES.deadlinePast;
  if (at > today + GIG_DEADLINE_MAX_DAYS * DAY_MS) return GIG_MESSAGES.deadlineTooFar;
  return null;
}

/** Whether applications are still taken on this deadline (through its last day, UTC). */
export const deadlineOpen = (deadline: string, now = new Date()) => deadline >= utcToday(now);

const budgetCents = z
  .number({ error: GIG_MESSAGES.budgetWhole })
  .int(GIG_MESSAGES.budgetWhole)
  .refine((cents) => cents % 100 === 0, GIG_MESSAGES.budgetWhole)
  .min(GIG_BUDGET_MIN_CENTS, GIG_MESSAGES.budgetTooLow)
  .max(GIG_BUDGET_MAX_CENTS, GIG_MESSAGES.budgetTooHigh);

/** A skill as it is stored and filtered by: trimmed, inner spaces single, lower case. */
export const normaliseSkill = (skill: string) => skill.trim().replace(/\s+/g, ' ').toLowerCase();

const skillsSchema = z
  .array(z.string({ error: GIG_MESSAGES.skillInvalid }).transform(normaliseSkill).pipe(z.string().min(1, GIG_MESSAGES.skillInvalid).max(GIG_SKILL_MAX, GIG_MESSAGES.skillInvalid)), {
    error: GIG_MESSAGES.skillsCount,
  })
  .min(GIG_SKILLS_MIN, GIG_MESSAGES.skillsCount)
  .max(GIG_SKILLS_MAX, GIG_MESSAGES.skillsCount)
  .refine((skills) => new Set(skills).size === skills.length, GIG_MESSAGES.skillsRepeated);

/**
 * A gig as its poster writes it. The budget is a fixed amount (`budgetMaxCents` left out or
 * equal) or a range; amounts are integer cents of whole dollars.
 */
export const gigInputSchema = z
  .object({
    title: requiredText(GIG_MESSAGES.titleRequired).min(GIG_TITLE_MIN, GIG_MESSAGES.titleTooShort).max(GIG_TITLE_MAX, GIG_MESSAGES.titleTooLong),
    description: z.string({ error: GIG_MESSAGES.descriptionTooShort }).trim().min(GIG_DESCRIPTION_MIN, GIG_MESSAGES.descriptionTooShort).max(GIG_DESCRIPTION_MAX, GIG_MESSAGES.descriptionTooLong),
    budgetMinCents: budgetCents,
    budgetMaxCents: budgetCents.nullish(),
    skills: skillsSchema,
    deadline: z.string({ error: GIG_MESSAGES.deadlineInvalid }).superRefine((deadline, context) => {
      const problem = deadlineProblem(deadline);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  })
  .superRefine((gig, context) => {
    if (gig.budgetMaxCents != null && gig.budgetMaxCents < gig.budgetMinCents) context.addIssue({ code: 'custom', path: ['budgetMaxCents'], message: GIG_MESSAGES.budgetRange });
  })
  .transform((gig) => ({ ...gig, budgetMaxCents: gig.budgetMaxCents ?? gig.budgetMinCents }));
export type GigInput = z.input<typeof gigInputSchema>;
export type GigValues = z.output<typeof gigInputSchema>;

export const gigApplicationSchema = z.object({
  pitch: z.string({ error: GIG_MESSAGES.pitchTooShort }).trim().min(GIG_PITCH_MIN, GIG_MESSAGES.pitchTooShort).max(GIG_PITCH_MAX, GIG_MESSAGES.pitchTooLong),
});
export type GigApplicationInput = z.infer<typeof gigApplicationSchema>;

export const gigPickSchema = z.object({ applicationId: z.string({ error: GIG_MESSAGES.applicationNotFound }) });

export const gigRemovalSchema = z.object({
  reason: requiredText(GIG_MESSAGES.reasonRequired).max(GIG_REMOVAL_REASON_MAX, GIG_MESSAGES.reasonTooLong),
});

/** Which gigs the list shows: open gigs, the member's own, or those they applied to. */
export const GIG_VIEWS = ['open', 'posted', 'applied'] as const;
export type GigView = (typeof GIG_VIEWS)[number];

export const gigListQuerySchema = z.object({
  view: z.enum(GIG_VIEWS).default('open'),
  skill: z.string().transform(normaliseSkill).optional(),
  page: pageParam,
});

export type GigMember = { id: string; displayName: string; avatarUrl: string | null };

export type GigSummary = {
  id: string;
  title: string;
  /** The first lines of the description, as markdown. */
  description: string;
  budgetMinCents: number;
  budgetMaxCents: number;
  skills: string[];
  deadline: string;
  status: GigStatus;
  poster: GigMember;
  applicationCount: number;
  createdAt: string;
  /** The viewer's own: they posted it. */
  mine: boolean;
  /** The viewer applied to it. */
  applied: boolean;
};

export type GigApplication = {
  id: string;
  applicant: GigMember;
  pitch: string;
  picked: boolean;
  createdAt: string;
};

export type GigDetail = GigSummary & {
  description: string;
  /** Applications are taken now (open and not past the deadline). */
  acceptingApplications: boolean;
  /** The poster sees every application; an applicant sees their own; others none. */
  applications: GigApplication[];
  /** The picked member (poster and picked applicant see it), null when nobody was picked or the member deleted their account. */
  picked: GigMember | null;
  /** A staff removal: its reason, shown to the poster and to staff. */
  removal: { reason: string; removedAt: string } | null;
  /** The viewer may remove the listing (staff with ADMIN_CONTENT). */
  canRemove: boolean;
};

export type GigList = { gigs: GigSummary[]; total: number; page: number; pageSize: number; skills: string[] };

/** "$500" or "$500 – $1,500": a gig's budget as the list and page show it. */
export function formatGigBudget(minCents: number, maxCents: number): string {
  const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
  return minCents === maxCents ? dollars(minCents) : `${dollars(minCents)} – ${dollars(maxCents)}`;
}
