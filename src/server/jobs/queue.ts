import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
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

/**
 * Records an event in the caller's transaction: it exists exactly when the action does, so
 * its effects can neither be lost nor applied for an action that rolled back. Workers are
 * woken on commit (NOTIFY is delivered only then). With runAfter the event waits until then
 * (a one-off effect in the future, such as an erasure in 7 days). The application's events
 * are typed by the union in src/server/events.ts, whose emitEvent calls this.
 */
export async function queueEvent(tx: Pick<Database, 'insert' | 'execute'>, event: QueuedEvent, options: EmitOptions = {}): Promise<string> {
  const [row] = await tx
    .insert(events)
    .values({ type: event.type, actorId: event.actorId ?? null, payload: event.payload, ...(options.runAfter && { runAfter: options.runAfter }) })
    .returning({ id: events.id });
  if (!row) throw new Error('event not recorded');
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return row.id;
}
