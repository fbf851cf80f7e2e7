import { sql } from 'drizzle-orm';
import { statementBuiltOnce, type StatementRunner } from '../db/prepared.ts';
import { events } from '../db/schema/events.ts';

/** The channel that wakes the workers of every instance when an event is committed. */
export const JOBS_CHANNEL = 'flightdeck_jobs';

/** An event as it is queued: which kind, who caused it (if anyone), and what its handlers need. */
export type QueuedEvent = { type: string; actorId?: string | null; payload: Record<string, unknown> };

export type EmitOptions = {
  /** Not handled before this time: a reminder, an erasure after a waiting period. */
  runAfter?: Date;
};

/** An event as workers read it back. */
export type StoredEvent = {
  id: string;
  type: string;
  actorId: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: Date;
};

/** The event's row and the workers' wake-up, in one statement: a round trip less for every action that emits one. */
const insertEvent = statementBuiltOnce<{ id: string }>('queue_event', () => {
  const column = (name: keyof typeof events.$inferInsert) => sql.identifier(events[name].name);
  return sql`with queued as (
      insert into ${events} (${column('type')}, ${column('actorId')}, ${column('payload')}, ${column('runAfter')})
      values (${sql.placeholder('type')}, ${sql.placeholder('actorId')}::uuid, ${sql.placeholder('payload')}::jsonb, coalesce(${sql.placeholder('runAfter')}::timestamptz, now()))
      returning ${events.id}
    )
    select queued.id, pg_notify(${JOBS_CHANNEL}, '') from queued`;
});

/**
 * Records an event in the caller's transaction: it exists exactly when the action does, so
 * its effects can neither be lost nor applied for an action that rolled back. Workers are
 * woken on commit (NOTIFY is delivered only then). With runAfter the event waits until then
 * (a one-off effect in the future, such as an erasure in 7 days). The application's events
 * are typed by the union in src/server/events.ts, whose emitEvent calls this.
 */
export async function queueEvent(tx: StatementRunner, event: QueuedEvent, options: EmitOptions = {}): Promise<string> {
  const [row] = await insertEvent(tx, {
    type: event.type,
    actorId: event.actorId ?? null,
    payload: JSON.stringify(event.payload),
    runAfter: options.runAfter?.toISOString() ?? null,
  });
  if (!row) throw new Error('event not recorded');
  return row.id;
}
