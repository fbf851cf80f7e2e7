import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import type { DealAccess, DealCategory } from '#shared/schemas/deals.ts';
import type { RsvpStatus } from '#shared/schemas/vip-events.ts';
import { DEAL_ACCESS } from '../../../shared/schemas/deals.ts';
import { cascadeRef, createdAt, defaultsToNow, id, timestamps, timestamptz } from './columns.ts';
import { memberRef, optionalMemberRef } from './member-columns.ts';
import { checkOneOf } from './checks.ts';

// Partner and exclusive deals, VIP events and workshops (decision 064).

export const deals = pgTable(
  'deals',
  {
    id: id(),
    partnerName: text('partner_name').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    category: text('category').$type<DealCategory>().notNull(),
    /** partner: PARTNER_DEALS (Community and above); exclusive: EXCLUSIVE_DEALS (Master Builder and above). */
    access: text('access').$type<DealAccess>().notNull(),
    code: text('code'),
    redeemUrl: text('redeem_url'),
    terms: text('terms'),
    expiresAt: timestamptz('expires_at'),
    /** Staff took the deal out of the directory. */
    retiredAt: timestamptz('retired_at'),
    createdBy: optionalMemberRef('created_by'),
    ...timestamps(),
  },
  (t) => [
    checkOneOf('deals_access_check', t.access, DEAL_ACCESS),
    check('deals_redeem_check', sql`${t.code} is not null or ${t.redeemUrl} is not null`),
    index('deals_listed_idx').on(t.retiredAt, t.expiresAt),
  ],
);

/** A member asked for a deal's code: once per member and deal (staff see how many did). */
export const dealReveals = pgTable(
  'deal_reveals',
  {
    dealId: cascadeRef('deal_id', () => deals.id),
    userId: memberRef('user_id'),
    revealedAt: defaultsToNow('revealed_at'),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.userId] }), index('deal_reveals_user_idx').on(t.userId)],
);

export const vipEvents = pgTable(
  'vip_events',
  {
    id: id(),
    title: text('title').notNull(),
    /** Markdown. */
    description: text('description').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** The zone the event's times are given in (IANA name). */
    timeZone: text('time_zone').notNull(),
    onlineUrl: text('online_url'),
    place: text('place'),
    capacity: integer('capacity').notNull(),
    createdBy: optionalMemberRef('created_by'),
    ...timestamps(),
  },
  (t) => [
    check('vip_events_capacity_check', sql`${t.capacity} > 0`),
    check('vip_events_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('vip_events_location_check', sql`${t.onlineUrl} is not null or ${t.place} is not null`),
    index('vip_events_ends_idx').on(t.endsAt),
  ],
);

/**
 * A member's reply to an event: a place, or a place in the waitlist (ordered by the time they
 * joined it). Places are taken under the event row's lock, so the capacity holds on any instance.
 */
export const vipEventRsvps = pgTable(
  'vip_event_rsvps',
  {
    id: id(),
    eventId: cascadeRef('event_id', () => vipEvents.id),
    userId: memberRef('user_id'),
    status: text('status').$type<RsvpStatus>().notNull(),
    /** When the member replied (the waitlist's order). */
    createdAt: createdAt(),
    /** When the member got their place (at once, or promoted from the waitlist). */
    placeSince: timestamptz('place_since'),
  },
  (t) => [
    check('vip_event_rsvps_status_check', sql`${t.status} in ('going', 'waitlisted')`),
    unique('vip_event_rsvps_event_user_key').on(t.eventId, t.userId),
    index('vip_event_rsvps_event_status_idx').on(t.eventId, t.status, t.createdAt),
    index('vip_event_rsvps_user_idx').on(t.userId),
  ],
);
