import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { eventStateEnum } from './enums.ts';
import { createdAt, defaultsToNow, id, timestamptz } from './columns.ts';
import { optionalMemberRef } from './member-columns.ts';

/**
 * Something that happened, written in the transaction of the action itself; workers apply
 * its effects (notifications, and later XP, quests, achievements) at least once.
 * pending -> processing (claimed until locked_until) -> done, or back to pending with a later
 * run_after after a failure, or dead after the last attempt (last_error kept for staff).
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    actorId: optionalMemberRef('actor_id'),
    state: eventStateEnum('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: defaultsToNow('run_after'),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    check('events_attempts_check', sql`${t.attempts} >= 0`),
    // Workers look only at unfinished events; done ones stay out of the index.
    index('events_due_idx').on(t.runAfter).where(sql`${t.state} in ('pending', 'processing')`),
    index('events_state_created_at_idx').on(t.state, t.createdAt.desc()),
  ],
);

/**
 * When each recurring task (src/server/jobs/schedules.ts) is next due. An instance that moves
 * next_run_at forward in one statement owns that run; the others find it not due.
 */
export const scheduledTasks = pgTable('scheduled_tasks', {
  name: text('name').primaryKey(),
  nextRunAt: timestamptz('next_run_at').notNull(),
  lastRunAt: timestamptz('last_run_at'),
});
