import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GigStatus } from '#shared/schemas/gigs.ts';
import { GIG_STATUSES } from '../../../shared/schemas/gigs.ts';
import { cascadeRef, createdAt, id, setNullRef, timestamps, timestamptz } from './columns.ts';
import { memberRef, optionalMemberRef } from './member-columns.ts';
import { checkOneOf } from './checks.ts';

// The gigs marketplace (decision 063): gigs members post, and the applications to them.

export const gigs = pgTable(
  'gigs',
  {
    id: id(),
    posterId: memberRef('poster_id'),
    title: text('title').notNull(),
    /** Markdown, rendered with the sanitising renderer. */
    description: text('description').notNull(),
    /** Whole dollars in cents; a fixed budget has min = max. */
    budgetMinCents: integer('budget_min_cents').notNull(),
    budgetMaxCents: integer('budget_max_cents').notNull(),
    /** Normalised (trimmed, lower case), 1 to 8. */
    skills: text('skills').array().notNull(),
    /** Applications are taken through the end of this day (UTC). */
    deadline: date('deadline').notNull(),
    status: text('status').$type<GigStatus>().notNull().default('open'),
    /** The application the poster picked; null when it went with its applicant's erased account. */
    pickedApplicationId: setNullRef('picked_application_id', (): AnyPgColumn => gigApplications.id),
    /** When it stopped taking applications (picked, closed or removed). */
    closedAt: timestamptz('closed_at'),
    removedReason: text('removed_reason'),
    removedBy: optionalMemberRef('removed_by'),
    ...timestamps(),
  },
  (t) => [
    checkOneOf('gigs_status_check', t.status, GIG_STATUSES),
    check('gigs_budget_check', sql`${t.budgetMinCents} > 0 and ${t.budgetMaxCents} >= ${t.budgetMinCents}`),
    index('gigs_status_deadline_idx').on(t.status, t.deadline),
    index('gigs_poster_created_idx').on(t.posterId, t.createdAt),
    index('gigs_skills_idx').using('gin', t.skills),
  ],
);

export const gigApplications = pgTable(
  'gig_applications',
  {
    id: id(),
    gigId: cascadeRef('gig_id', (): AnyPgColumn => gigs.id),
    applicantId: memberRef('applicant_id'),
    pitch: text('pitch').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gig_applications_gig_applicant_idx').on(t.gigId, t.applicantId), index('gig_applications_applicant_idx').on(t.applicantId)],
);
