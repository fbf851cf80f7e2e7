import { PAST_EVENTS_SHOWN, VIP_EVENT_MESSAGES, eventInstants, type AdminVipEvent, type RsvpInput, type VipEvent, type VipEventInput, type VipEventList } from '#shared/schemas/vip-events.ts';
import type { SessionUser } from '../../app-context.ts';
import { authorize, authorizeContentPublisher, toActor } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { emitEvent } from '../../events.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { presentAdminEvent, presentEvent } from './vip-events.presenter.ts';
import {
  allEvents,
  attendanceOf,
  deleteRsvp,
  findEvent,
  findRsvp,
  insertEvent,
  insertRsvp,
  lockEvent,
  pastEvents,
  promoteWaitlisted,
  updateEvent,
  upcomingEvents,
  viewerRsvps,
  type VipEventRow,
} from './vip-events.queries.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | '_'>;

/** Upcoming events (not yet over) and the latest past ones, for everyone; links and places as presentEvent allows. */
export async function listVipEvents(db: Database, user: SessionUser | null, now = new Date()): Promise<VipEventList> {
  const [upcoming, past] = await Promise.all([upcomingEvents(db, now), pastEvents(db, now, PAST_EVENTS_SHOWN)]);
  const ids = [...upcoming, ...past].map((event) => event.id);
  const [attendance, rsvps] = await Promise.all([attendanceOf(db, ids), user ? viewerRsvps(db, user.id, ids) : Promise.resolve(new Map())]);
  const actor = toActor(user);
  const present = (row: VipEventRow) => presentEvent(row, attendance.get(row.id)!, actor, rsvps.get(row.id) ?? null);
  return { upcoming: upcoming.map(present), past: past.map(present) };
}

async function viewOne(db: Db, user: SessionUser, row: VipEventRow): Promise<VipEvent> {
  const [attendance, rsvps] = await Promise.all([attendanceOf(db, [row.id]), viewerRsvps(db, user.id, [row.id])]);
  return presentEvent(row, attendance.get(row.id)!, toActor(user), rsvps.get(row.id) ?? null);
}

/**
 * Fills the event's free places from its waitlist, first come first served, and tells each
 * promoted member (through the event pipeline). Called under the event row's lock.
 */
export async function fillFreePlaces(tx: Db, event: VipEventRow, now: Date): Promise<string[]> {
  if (event.startsAt <= now) return [];
  const going = (await attendanceOf(tx, [event.id])).get(event.id)!.going;
  const promoted = await promoteWaitlisted(tx, event.id, event.capacity - going, now);
  for (const memberId of promoted) {
    await emitEvent(tx, { type: 'vip_event.place_given', actorId: memberId, payload: { eventId: event.id, title: event.title } });
  }
  return promoted;
}

/**
 * A Legacy Founder takes a place. The event row is locked while places are counted and one is
 * taken, so two requests for the last place (on any instances) cannot both get it: the other
 * is a 409, or a place on the waitlist when it asked for one. Replying again changes nothing.
 */
export async function rsvpToEvent(db: Database, user: SessionUser, id: string, input: RsvpInput, now = new Date()): Promise<VipEvent> {
  authorize(user, 'VIP_EVENTS');
  if (!isUuid(id)) throw notFound(VIP_EVENT_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) throw notFound(VIP_EVENT_MESSAGES.notFound);
    const existing = await findRsvp(tx, event.id, user.id);
    if (!existing) {
      if (event.startsAt <= now) throw conflict(VIP_EVENT_MESSAGES.started);
      const going = (await attendanceOf(tx, [event.id])).get(event.id)!.going;
      if (going < event.capacity) await insertRsvp(tx, { eventId: event.id, userId: user.id, status: 'going', placeSince: now });
      else if (input.waitlist) await insertRsvp(tx, { eventId: event.id, userId: user.id, status: 'waitlisted' });
      else throw new AppError(409, 'CONFLICT', VIP_EVENT_MESSAGES.full, { full: true, waitlist: true });
    }
    return viewOne(tx, user, event);
  });
}

/**
 * A member gives up their place or leaves the waitlist; a freed place goes to the first member
 * on the waitlist, who is told. Also open to a member whose plan changed since, so a place is
 * never held by someone who cannot give it back.
 */
export async function cancelRsvp(db: Database, user: SessionUser, id: string, now = new Date()): Promise<VipEvent> {
  if (!isUuid(id)) throw notFound(VIP_EVENT_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) throw notFound(VIP_EVENT_MESSAGES.notFound);
    const rsvp = await findRsvp(tx, event.id, user.id);
    if (rsvp) {
      if (rsvp.status === 'going' && event.startsAt <= now) throw conflict(VIP_EVENT_MESSAGES.started);
      await deleteRsvp(tx, rsvp.id);
      if (rsvp.status === 'going') await fillFreePlaces(tx, event, now);
    }
    return viewOne(tx, user, event);
  });
}

function eventValues(input: VipEventInput) {
  const instants = eventInstants(input);
  if ('error' in instants) throw badRequest(instants.error);
  return {
    title: input.title,
    description: input.description,
    startsAt: instants.startsAt,
    endsAt: instants.endsAt,
    timeZone: input.timeZone,
    onlineUrl: input.onlineUrl ?? null,
    place: input.place ?? null,
    capacity: input.capacity,
  };
}

export async function listAdminEvents(db: Database, user: SessionUser): Promise<{ events: AdminVipEvent[] }> {
  authorizeContentPublisher(user);
  const rows = await allEvents(db);
  const attendance = await attendanceOf(
    db,
    rows.map((row) => row.id),
  );
  return { events: rows.map((row) => presentAdminEvent(row, attendance.get(row.id)!)) };
}

export async function createVipEvent(db: Database, user: SessionUser, input: VipEventInput): Promise<AdminVipEvent> {
  authorizeContentPublisher(user);
  const row = await insertEvent(db, { ...eventValues(input), createdBy: user.id });
  return presentAdminEvent(row, { going: 0, waitlisted: 0 });
}

/**
 * Staff change an event. Capacity cannot drop below the places taken (nobody loses a place);
 * places added go to the waitlist at once.
 */
export async function changeVipEvent(db: Database, user: SessionUser, id: string, input: VipEventInput, now = new Date()): Promise<AdminVipEvent> {
  authorizeContentPublisher(user);
  if (!isUuid(id)) throw notFound(VIP_EVENT_MESSAGES.notFound);
  const values = eventValues(input);
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) throw notFound(VIP_EVENT_MESSAGES.notFound);
    const going = (await attendanceOf(tx, [event.id])).get(event.id)!.going;
    if (values.capacity < going) throw badRequest(VIP_EVENT_MESSAGES.capacityBelowTaken(going));
    const updated = await updateEvent(tx, event.id, values);
    await fillFreePlaces(tx, updated, now);
  });
  const row = (await findEvent(db, id))!;
  return presentAdminEvent(row, (await attendanceOf(db, [id])).get(id)!);
}
