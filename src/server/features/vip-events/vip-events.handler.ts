import { z } from 'zod';
import type { EventHandler } from '../../jobs/worker.ts';
import { recordOwnNotice } from '../../realtime/user-actions.ts';
import { findRsvp, lockEvent } from './vip-events.queries.ts';
import { fillFreePlaces } from './vip-events.service.ts';

const placeGiven = z.object({ eventId: z.string(), title: z.string() });
const placesFreed = z.object({ eventId: z.string() });

/** A member promoted from the waitlist is told in-app, unless they gave the place back since. */
export const vipEventPlaceHandler: EventHandler = {
  name: 'vip-event-places',
  types: ['vip_event.place_given'],
  async handle(tx, event) {
    const { eventId, title } = placeGiven.parse(event.payload);
    if (!event.actorId) return;
    const rsvp = await findRsvp(tx, eventId, event.actorId);
    if (rsvp?.status !== 'going') return;
    await recordOwnNotice(tx, { memberId: event.actorId, actionType: 'vip_event_place', metadata: { title, eventId }, eventId: event.id });
  },
};

/** Places freed by an erased account go to the waitlist. */
export const vipEventPlacesFreedHandler: EventHandler = {
  name: 'vip-event-places-freed',
  types: ['vip_event.places_freed'],
  async handle(tx, event) {
    const { eventId } = placesFreed.parse(event.payload);
    const row = await lockEvent(tx, eventId);
    if (row) await fillFreePlaces(tx, row, new Date());
  },
};

export const VIP_EVENT_HANDLERS: readonly EventHandler[] = [vipEventPlaceHandler, vipEventPlacesFreedHandler];
