import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** The one PostgreSQL channel every server instance listens on. */
export const EVENTS_CHANNEL = 'flightdeck_events';

/**
 * What crosses the channel: only ids (NOTIFY payloads are small); listeners read the rest
 * from the database.
 */
export type RealtimeEvent = { type: 'user_action'; id: string; targetId: string };

/**
 * A session ended (its row was deleted, whatever deleted it): announced by a trigger on the
 * sessions table when the deletion commits (migration 0033), so every instance closes the
 * event streams opened with it.
 */
export type SessionEndedEvent = { type: 'session_ended'; sessionId: string; targetId: string };

/** Everything the channel carries. */
export type ChannelMessage = RealtimeEvent | SessionEndedEvent;

/** The database or an open transaction. */
export type SqlExecutor = Pick<Database, 'execute'>;

/**
 * Publishes an event to every instance. Called inside the transaction that wrote the data:
 * PostgreSQL delivers NOTIFY only on commit, so listeners never see rolled-back work.
 */
export async function publishEvent(executor: SqlExecutor, event: RealtimeEvent): Promise<void> {
  await executor.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Publishes several events with one statement, in their order; nothing for an empty list. */
export async function publishEvents(executor: SqlExecutor, events: readonly RealtimeEvent[]): Promise<void> {
  if (events.length === 0) return;
  if (events.length === 1) return publishEvent(executor, events[0]!);
  const payloads = JSON.stringify(events.map((event) => JSON.stringify(event)));
  await executor.execute(sql`select pg_notify(${EVENTS_CHANNEL}, payload) from jsonb_array_elements_text(${payloads}::jsonb) as payload`);
}
