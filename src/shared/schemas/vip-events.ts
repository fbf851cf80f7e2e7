import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from '../constants.ts';
import { isTimeZone, zonedWallTimeToInstant } from '../domain/zoned-time.ts';
import { optionalLink, optionalText, requiredText } from './text-fields.ts';

// VIP events and workshops (VIP_EVENTS, Legacy Founder; decision 064). Everyone sees what is on;
// a Legacy Founder takes a place (or joins the waitlist) and only members with a place get the
// join link or the address.

export const VIP_EVENT_LIMITS = { title: 140, description: 8000, place: 300, url: 500, capacityMax: 10_000 } as const;
/** Past events listed, latest first. */
export const PAST_EVENTS_SHOWN = 12;

export const VIP_EVENT_MESSAGES = {
  notFound: 'Event not found',
  full: 'This event is full.',
  started: 'This event has already started.',
  titleRequired: 'Please give the event a title.',
  descriptionRequired: 'Please describe the event.',
  startInvalid: 'Please give the start as a date and time.',
  endInvalid: 'Please give the end as a date and time.',
  endBeforeStart: 'The event must end after it starts.',
  timeZoneInvalid: 'Please choose a time zone.',
  locationRequired: 'Please give an online link or a place (or both).',
  urlInvalid: 'The online link must be a web address starting with https:// or http://.',
  capacityInvalid: `Capacity must be a whole number from 1 to ${VIP_EVENT_LIMITS.capacityMax}.`,
  capacityBelowTaken: (taken: number) => `Capacity cannot be below the ${taken} places already taken.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
} as const;

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const fields = {
  title: requiredText(VIP_EVENT_MESSAGES.titleRequired).max(VIP_EVENT_LIMITS.title, VIP_EVENT_MESSAGES.tooLong('The title', VIP_EVENT_LIMITS.title)),
  /** Markdown. */
  description: requiredText(VIP_EVENT_MESSAGES.descriptionRequired)
    .max(VIP_EVENT_LIMITS.description, VIP_EVENT_MESSAGES.tooLong('The description', VIP_EVENT_LIMITS.description)),
  /** Wall times (YYYY-MM-DDTHH:mm) in timeZone. */
  startsAt: z.string({ error: VIP_EVENT_MESSAGES.startInvalid }).regex(WALL_TIME, VIP_EVENT_MESSAGES.startInvalid),
  endsAt: z.string({ error: VIP_EVENT_MESSAGES.endInvalid }).regex(WALL_TIME, VIP_EVENT_MESSAGES.endInvalid),
  timeZone: z.string({ error: VIP_EVENT_MESSAGES.timeZoneInvalid }).refine(isTimeZone, VIP_EVENT_MESSAGES.timeZoneInvalid),
  onlineUrl: optionalLink(VIP_EVENT_LIMITS.url, VIP_EVENT_MESSAGES.tooLong('The online link', VIP_EVENT_LIMITS.url), VIP_EVENT_MESSAGES.urlInvalid),
  place: optionalText(VIP_EVENT_LIMITS.place, VIP_EVENT_MESSAGES.tooLong('The place', VIP_EVENT_LIMITS.place)),
  capacity: z.number({ error: VIP_EVENT_MESSAGES.capacityInvalid }).int(VIP_EVENT_MESSAGES.capacityInvalid).min(1, VIP_EVENT_MESSAGES.capacityInvalid).max(VIP_EVENT_LIMITS.capacityMax, VIP_EVENT_MESSAGES.capacityInvalid),
};

/** The instants of an event's wall times, or the message of what is wrong with them. */
export function eventInstants(input: { startsAt: string; endsAt: string; timeZone: string }): { startsAt: Date; endsAt: Date } | { error: string; path: 'startsAt' | 'endsAt' } {
  const startsAt = zonedWallTimeToInstant(input.startsAt, input.timeZone);
  if (!startsAt) return { error: VIP_EVENT_MESSAGES.startInvalid, path: 'startsAt' };
  const endsAt = zonedWallTimeToInstant(input.endsAt, input.timeZone);
  if (!endsAt) return { error: VIP_EVENT_MESSAGES.endInvalid, path: 'endsAt' };
  if (endsAt <= startsAt) return { error: VIP_EVENT_MESSAGES.endBeforeStart, path: 'endsAt' };
  return { startsAt, endsAt };
}

export const vipEventSchema = z
  .object(fields)
  .superRefine((event, ctx) => {
    if (!event.onlineUrl && !event.place) ctx.addIssue({ code: 'custom', message: VIP_EVENT_MESSAGES.locationRequired, path: ['onlineUrl'] });
    const instants = eventInstants(event);
    if ('error' in instants) ctx.addIssue({ code: 'custom', message: instants.error, path: [instants.path] });
  });
/** Staff create and edit an event with all its fields. */
export type VipEventInput = z.input<typeof vipEventSchema>;

export const rsvpSchema = z.object({
  /** When the event is full: join the waitlist instead of being refused. */
  waitlist: z.boolean().optional(),
});
export type RsvpInput = z.infer<typeof rsvpSchema>;

export const RSVP_STATUSES = ['going', 'waitlisted'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** What members and staff both see of an event; the instants are ISO times. */
const eventDescription = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  capacity: z.number().int(),
  placesLeft: z.number().int(),
  waitlisted: z.number().int(),
};

/** An event as members see it; the join link and the place only for members with a place. */
export const vipEventViewSchema = z.object({
  ...eventDescription,
  /** Whether there is an online link and a place, without them. */
  online: z.boolean(),
  inPerson: z.boolean(),
  /** Null unless the viewer has a place. */
  onlineUrl: z.string().nullable(),
  place: z.string().nullable(),
  /** The viewer's plan has VIP events. */
  unlocked: z.boolean(),
  /** Not unlocked: the plan that has them. */
  requiredTier: z.enum(SUBSCRIPTION_TIERS).nullable(),
  /** The viewer's reply: a place, or a place on the waitlist (1 is next). */
  rsvp: z.object({ status: z.enum(RSVP_STATUSES), waitlistPosition: z.number().int().nullable() }).nullable(),
});
export type VipEvent = z.infer<typeof vipEventViewSchema>;

export const vipEventListSchema = z.object({ upcoming: z.array(vipEventViewSchema), past: z.array(vipEventViewSchema) });
export type VipEventList = z.infer<typeof vipEventListSchema>;

/** An event as staff manage it. */
export const adminVipEventSchema = z.object({
  ...eventDescription,
  /** The editor's wall times in the event's zone. */
  startsAtLocal: z.string(),
  endsAtLocal: z.string(),
  going: z.number().int(),
  onlineUrl: z.string().nullable(),
  place: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminVipEvent = z.infer<typeof adminVipEventSchema>;

export const adminVipEventListSchema = z.object({ events: z.array(adminVipEventSchema) });
