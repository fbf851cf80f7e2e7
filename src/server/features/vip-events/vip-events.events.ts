/** A waitlisted member got a place at an event (someone cancelled, or staff added places): they are told. */
export type VipEventPlaceGivenEvent = { type: 'vip_event.place_given'; actorId: string; payload: { eventId: string; title: string } };
/** Places at an event were freed outside the event's own routes (an account erased): the waitlist moves up. */
export type VipEventPlacesFreedEvent = { type: 'vip_event.places_freed'; actorId: string | null; payload: { eventId: string } };

export type VipEventEvent = VipEventPlaceGivenEvent | VipEventPlacesFreedEvent;
