import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { caseStudies, tactics } from './content.ts';
import { cascadeRef, createdAt, defaultsToNow, id, setNullRef, timestamps, timestamptz } from './columns.ts';
import { memberRef, optionalMemberRef } from './member-columns.ts';

// Weekly challenges and accountability pods (decision 062): one challenge per ISO week (UTC),
// members who join sit in pods of at most six, and post check-ins their pod reads.

export const challenges = pgTable(
  'challenges',
  {
    id: id(),
    /** The Monday (UTC) of the ISO week the challenge runs; one challenge per week. */
    weekStart: date('week_start').notNull().unique('challenges_week_start_unique'),
    title: text('title').notNull(),
    /** Markdown. */
    brief: text('brief').notNull(),
    tacticId: setNullRef('tactic_id', () => tactics.id),
    caseStudyId: setNullRef('case_study_id', () => caseStudies.id),
    createdBy: optionalMemberRef('created_by'),
    ...timestamps(),
  },
  (t) => [
    check('challenges_week_start_monday_check', sql`extract(isodow from ${t.weekStart}) = 1`),
    check('challenges_one_link_check', sql`${t.tacticId} is null or ${t.caseStudyId} is null`),
  ],
);

/** A pod of one challenge, numbered from 1, anchored at the UTC offset of its first member. */
export const challengePods = pgTable(
  'challenge_pods',
  {
    id: id(),
    challengeId: cascadeRef('challenge_id', () => challenges.id),
    number: integer('number').notNull(),
    utcOffsetMinutes: integer('utc_offset_minutes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('challenge_pods_number_unique').on(t.challengeId, t.number)],
);

/**
 * A member in a challenge, seated in a pod. Seats 1..6 and one member per seat: however the
 * joins interleave, the database cannot hold a seventh member in a pod.
 */
export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    id: id(),
    challengeId: cascadeRef('challenge_id', () => challenges.id),
    userId: memberRef('user_id'),
    podId: cascadeRef('pod_id', () => challengePods.id),
    seat: integer('seat').notNull(),
    joinedAt: defaultsToNow('joined_at'),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    unique('challenge_participants_member_unique').on(t.challengeId, t.userId),
    unique('challenge_participants_seat_unique').on(t.podId, t.seat),
    check('challenge_participants_seat_check', sql`${t.seat} between 1 and 6`),
    index('challenge_participants_user_idx').on(t.userId),
  ],
);

/** A member's check-in: at most one progress check-in per UTC day, and one final one on completion. */
export const challengeCheckIns = pgTable(
  'challenge_check_ins',
  {
    id: id(),
    participantId: cascadeRef('participant_id', () => challengeParticipants.id),
    day: date('day').notNull(),
    body: text('body').notNull(),
    final: boolean('final').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('challenge_check_ins_day_unique').on(t.participantId, t.day).where(sql`not ${t.final}`),
    uniqueIndex('challenge_check_ins_final_unique').on(t.participantId).where(sql`${t.final}`),
  ],
);
