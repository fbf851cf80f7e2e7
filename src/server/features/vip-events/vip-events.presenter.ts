import { can, minimumTierFor, type Actor } from '#shared/domain/policy.ts';
import { instantToZonedWallTime } from '#shared/domain/zoned-time.ts';
import type { AdminVipEvent, VipEvent } from '#shared/schemas/vip-events.ts';
import type { Attendance, ViewerRsvp, VipEventRow } from './vip-events.queries.ts';

/** What members and the admin list both see of an event. */
const eventDescription = (row: VipEventRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

const placesLeft = (row: VipEventRow, attendance: Attendance) => Math.max(row.capacity - attendance.going, 0);

/**
 * An event as members see it. The join link and the place leave the server only for a member
 * whose plan has VIP events and who holds a place; everyone else learns which plan has them.
 */
export function presentEvent(row: VipEventRow, attendance: Attendance, actor: Actor, rsvp: ViewerRsvp | null): VipEvent {
  const unlocked = can(actor, 'VIP_EVENTS');
  const hasPlace = unlocked && rsvp?.status === 'going';
  return {
    ...eventDescription(row),
    timeZone: row.timeZone,
    online: row.onlineUrl !== null,
    inPerson: row.place !== null,
    capacity: row.capacity,
    placesLeft: placesLeft(row, attendance),
    waitlisted: attendance.waitlisted,
    onlineUrl: hasPlace ? row.onlineUrl : null,
    place: hasPlace ? row.place : null,
    unlocked,
    requiredTier: unlocked ? null : minimumTierFor('VIP_EVENTS'),
    rsvp: unlocked && rsvp ? { status: rsvp.status, waitlistPosition: rsvp.waitlistPosition } : null,
  };
}

export function presentAdminEvent(row: VipEventRow, attendance: Attendance): AdminVipEvent {
  return {
    ...eventDescription(row),
    startsAtLocal: instantToZonedWallTime(row.startsAt, row.timeZone),
    endsAtLocal: instantToZonedWallTime(row.endsAt, row.timeZone),
    timeZone: row.timeZone,
    capacity: row.capacity,
    placesLeft: placesLeft(row, attendance),
    going: attendance.going,
    waitlisted: attendance.waitlisted,
    onlineUrl: row.onlineUrl,
    place: row.place,
    createdAt: row.createdAt.toISOString(),
  };
}
