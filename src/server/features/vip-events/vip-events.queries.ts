import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vipEventRsvps, vipEvents } from '../../db/schema/deals.ts';
import { resultRows } from '../../lib/sql-helpers.ts';
import type { RsvpStatus } from '#shared/schemas/vip-events.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type VipEventRow = typeof vipEvents.$inferSelect;
export type RsvpRow = typeof vipEventRsvps.$inferSelect;
export type Attendance = { going: number; waitlisted: number };

/** Events not yet over, soonest first. */
export const upcomingEvents = (db: Db, now: Date) => db.select().from(vipEvents).where(gt(vipEvents.endsAt, now)).orderBy(asc(vipEvents.startsAt), asc(vipEvents.id));

/** Events that are over, latest first. */
export const pastEvents = (db: Db, now: Date, limit: number) =>
  db.select().from(vipEvents).where(lte(vipEvents.endsAt, now)).orderBy(desc(vipEvents.startsAt), desc(vipEvents.id)).limit(limit);

export const allEvents = (db: Db) => db.select().from(vipEvents).orderBy(desc(vipEvents.startsAt), desc(vipEvents.id));

/** The event, its row locked until the transaction ends: places are counted and taken under it. */
export async function lockEvent(db: Db, id: string): Promise<VipEventRow | null> {
  const [row] = await db.select().from(vipEvents).where(eq(vipEvents.id, id)).for('update');
  return row ?? null;
}

export async function findEvent(db: Db, id: string): Promise<VipEventRow | null> {
  const [row] = await db.select().from(vipEvents).where(eq(vipEvents.id, id));
  return row ?? null;
}

/** Places taken and waitlisted per event. */
export async function attendanceOf(db: Db, eventIds: string[]): Promise<Map<string, Attendance>> {
  const result = new Map<string, Attendance>(eventIds.map((id) => [id, { going: 0, waitlisted: 0 }]));
  if (eventIds.length === 0) return result;
  const rows = await db
    .select({ eventId: vipEventRsvps.eventId, status: vipEventRsvps.status, n: sql<number>`count(*)::int` })
    .from(vipEventRsvps)
    .where(inArray(vipEventRsvps.eventId, eventIds))
    .groupBy(vipEventRsvps.eventId, vipEventRsvps.status);
  for (const row of rows) result.get(row.eventId)![row.status] = row.n;
  return result;
}

export type ViewerRsvp = { status: RsvpStatus; waitlistPosition: number | null };

/** The member's replies to the events, with their place in each waitlist (1 is next). */
export async function viewerRsvps(db: Db, userId: string, eventIds: string[]): Promise<Map<string, ViewerRsvp>> {
  const result = new Map<string, ViewerRsvp>();
  if (eventIds.length === 0) return result;
  const rows = resultRows<{ event_id: string; status: RsvpStatus; position: number | null }>(
    await db.execute(sql`
      select mine.event_id, mine.status,
        case when mine.status = 'waitlisted' then (
          select count(*)::int from vip_event_rsvps ahead
          where ahead.event_id = mine.event_id and ahead.status = 'waitlisted' and (ahead.created_at, ahead.id) <= (mine.created_at, mine.id)
        ) end as position
      from vip_event_rsvps mine
      where mine.user_id = ${userId} and mine.event_id in (${sql.join(
        eventIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  for (const row of rows) result.set(row.event_id, { status: row.status, waitlistPosition: row.position });
  return result;
}

export async function findRsvp(db: Db, eventId: string, userId: string): Promise<RsvpRow | null> {
  const [row] = await db
    .select()
    .from(vipEventRsvps)
    .where(and(eq(vipEventRsvps.eventId, eventId), eq(vipEventRsvps.userId, userId)));
  return row ?? null;
}

export async function insertRsvp(db: Db, values: typeof vipEventRsvps.$inferInsert): Promise<void> {
  await db.insert(vipEventRsvps).values(values);
}

export async function deleteRsvp(db: Db, id: string): Promise<void> {
  await db.delete(vipEventRsvps).where(eq(vipEventRsvps.id, id));
}

/** Gives the first `places` waitlisted members of the event a place; the members promoted. */
export async function promoteWaitlisted(db: Db, eventId: string, places: number, now: Date): Promise<string[]> {
  if (places <= 0) return [];
  const rows = resultRows<{ user_id: string }>(
    await db.execute(sql`
      update vip_event_rsvps set status = 'going', place_since = ${now.toISOString()}::timestamptz
      where id in (
        select id from vip_event_rsvps where event_id = ${eventId}::uuid and status = 'waitlisted'
        order by created_at, id limit ${places}
      )
      returning user_id`),
  );
  return rows.map((row) => row.user_id);
}

export async function insertEvent(db: Db, values: typeof vipEvents.$inferInsert): Promise<VipEventRow> {
  const [row] = await db.insert(vipEvents).values(values).returning();
  return row!;
}

export async function updateEvent(db: Db, id: string, values: Partial<typeof vipEvents.$inferInsert>): Promise<VipEventRow> {
  const [row] = await db.update(vipEvents).set(values).where(eq(vipEvents.id, id)).returning();
  return row!;
}
