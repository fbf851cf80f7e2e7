import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { BehaviorEventData } from '../../../shared/schemas/case-study-content.ts';
import { behaviorEventTypeEnum } from './enums.ts';
import { createdAt, id, timestamptz } from './columns.ts';
import { memberKey, memberRef, optionalMemberRef } from './member-columns.ts';

/** Behaviour analytics; visitors' events have no user. Erasing a user keeps the aggregate. */
export const userBehaviorEvents = pgTable(
  'user_behavior_events',
  {
    id: id(),
    userId: optionalMemberRef('user_id'),
    sessionId: text('session_id').notNull(),
    eventType: behaviorEventTypeEnum('event_type').notNull(),
    eventData: jsonb('event_data').$type<BehaviorEventData>().notNull().default({}),
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_behavior_events_created_at_idx').on(t.createdAt),
    index('user_behavior_events_user_created_at_idx').on(t.userId, t.createdAt),
  ],
);

// Rollups of user_behavior_events, kept in the ingest transaction, so range queries read at most a
// few rows a day whatever the number of events (decision 020).

/** A UTC day (or a week's Monday) as its ISO string. */
const calendarDay = <TName extends string>(name: TName) => date(name, { mode: 'string' });

/** A content item's figures in a day's or a week's rollup. */
const itemFigures = () => ({
  itemKind: text('item_kind').notNull(),
  itemId: uuid('item_id').notNull(),
  views: integer('views').notNull().default(0),
  engagements: integer('engagements').notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
});

/** A page's figures in a day's or a week's rollup. */
const pageFigures = () => ({
  path: text('path').notNull(),
  views: integer('views').notNull().default(0),
});

/** Per UTC day: page views, engagement events, clicks, content views and all events. */
export const analyticsDailyTotals = pgTable('analytics_daily_totals', {
  day: calendarDay('day').primaryKey(),
  events: integer('events').notNull().default(0),
  pageViews: integer('page_views').notNull().default(0),
  contentViews: integer('content_views').notNull().default(0),
  engagements: integer('engagements').notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
  searches: integer('searches').notNull().default(0),
  /** Distinct signed-in members with an event that day (the rows of analytics_daily_active_users). */
  activeUsers: integer('active_users').notNull().default(0),
  timeSpentMs: bigint('time_spent_ms', { mode: 'number' }).notNull().default(0),
});

/** Per UTC day and content item: views, engagement events and clicks on its page. */
export const analyticsDailyItems = pgTable(
  'analytics_daily_items',
  {
    day: calendarDay('day').notNull(),
    ...itemFigures(),
  },
  (t) => [primaryKey({ columns: [t.day, t.itemKind, t.itemId] })],
);

/** Per UTC day and page path: views. */
export const analyticsDailyPages = pgTable(
  'analytics_daily_pages',
  {
    day: calendarDay('day').notNull(),
    ...pageFigures(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/**
 * Per ISO week (starting Monday, UTC) and content item: the sums of its daily rows, so a long range
 * reads its whole weeks here and only the days at its edges from the daily rollup.
 */
export const analyticsWeeklyItems = pgTable(
  'analytics_weekly_items',
  {
    week: calendarDay('week').notNull(),
    ...itemFigures(),
  },
  // By item as well: the admin case list sums each listed study's views over all weeks.
  (t) => [primaryKey({ columns: [t.week, t.itemKind, t.itemId] }), index('analytics_weekly_items_item_idx').on(t.itemKind, t.itemId)],
);

/**
 * The readers of each content item: one row per item and browser-tab session that opened it, with
 * the UTC day it was first opened there and whether that reader then engaged with it or clicked on
 * from its page. The engagement and conversion rates are shares of these readers (decision 052).
 */
export const analyticsItemReaders = pgTable(
  'analytics_item_readers',
  {
    itemKind: text('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    sessionId: text('session_id').notNull(),
    day: calendarDay('day').notNull(),
    engaged: boolean('engaged').notNull().default(false),
    clicked: boolean('clicked').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.itemKind, t.itemId, t.sessionId] }), index('analytics_item_readers_item_day_idx').on(t.itemKind, t.itemId, t.day)],
);

/** Per ISO week (starting Monday, UTC) and page path: the sums of its daily rows. */
export const analyticsWeeklyPages = pgTable(
  'analytics_weekly_pages',
  {
    week: calendarDay('week').notNull(),
    ...pageFigures(),
  },
  (t) => [primaryKey({ columns: [t.week, t.path] })],
);

/** Which signed-in members had any event on a UTC day (active users = distinct members in a range). */
export const analyticsDailyActiveUsers = pgTable(
  'analytics_daily_active_users',
  {
    day: calendarDay('day').notNull(),
    userId: memberRef('user_id'),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] }), index('analytics_daily_active_users_user_idx').on(t.userId)],
);

/**
 * Each member's latest UTC day with an event: the distinct members active from a day through the
 * latest day are the rows on or after it, read through the index instead of counting a range's
 * (day, member) rows, which grow with members × days.
 */
export const analyticsMemberLastActive = pgTable(
  'analytics_member_last_active',
  {
    userId: memberKey(),
    day: calendarDay('day').notNull(),
  },
  (t) => [index('analytics_member_last_active_day_idx').on(t.day)],
);

/** Events accepted per browser-tab session per minute: the ingest rate limit, shared by all instances. */
export const analyticsIngestBudget = pgTable(
  'analytics_ingest_budget',
  {
    sessionId: text('session_id').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    events: integer('events').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.windowStart] }), index('analytics_ingest_budget_window_idx').on(t.windowStart)],
);
