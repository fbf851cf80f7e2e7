import { sql } from 'drizzle-orm';
import { BEHAVIOR_EVENTS_PER_MINUTE, type BehaviorBatch, type BehaviorEvent } from '#shared/schemas/behavior-events.ts';
import type { Database } from '../../db/client.ts';
import { analyticsIngestBudget, userBehaviorEvents } from '../../db/schema/analytics.ts';
import { rateLimited } from '../../lib/errors.ts';

export const INGEST_RATE_MESSAGE = 'Too many analytics events from this page. Please slow down.';
const USER_AGENT_MAX = 300;

type Counts = { views: number; engagements: number; clicks: number };

/** What one batch adds to each rollup row, keyed and sorted so concurrent batches lock rows in one order. */
export function rollupOf(events: readonly BehaviorEvent[]) {
  const totals = { events: events.length, pageViews: 0, contentViews: 0, engagements: 0, clicks: 0, searches: 0, timeSpentMs: 0 };
  const items = new Map<string, Counts & { kind: string; id: string }>();
  const pages = new Map<string, number>();
  const item = (kind: string, id: string) => {
    const key = `${kind}:${id}`;
    let counts = items.get(key);
    if (!counts) items.set(key, (counts = { kind, id, views: 0, engagements: 0, clicks: 0 }));
    return counts;
  };
  for (const event of events) {
    switch (event.type) {
      case 'page_view':
        totals.pageViews += 1;
        pages.set(event.path, (pages.get(event.path) ?? 0) + 1);
        break;
      case 'page_leave':
        totals.timeSpentMs += event.data.timeSpentMs;
        break;
      case 'content_view':
        totals.contentViews += 1;
        item(event.data.item.kind, event.data.item.id).views += 1;
        break;
      case 'engagement':
        totals.engagements += 1;
        if (event.data.item) item(event.data.item.kind, event.data.item.id).engagements += 1;
        break;
      case 'click':
        totals.clicks += 1;
        if (event.data.item) item(event.data.item.kind, event.data.item.id).clicks += 1;
        break;
      case 'search':
        totals.searches += 1;
        break;
      case 'form_submission':
        break;
    }
  }
  const byKey = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
  return { totals, items: byKey(items.entries()), pages: byKey([...pages.entries()].map(([path, views]) => [path, { path, views }] as [string, { path: string; views: number }])) };
}

/** The Monday (UTC) starting the ISO week of a `YYYY-MM-DD` day: the key of the weekly rollups. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Stores a batch and adds it to the daily and weekly rollups in one transaction, within the session's
 * budget of events a minute (counted in the database, so it holds across instances). No address is
 * stored. Four statements a batch whatever its size: the budget, the raw events, every item and page
 * rollup row and the items' readers (one statement, rows in key order), and last the day's totals with
 * the member's activity, so the one row every batch of the day updates stays locked only until the commit. The commit does
 * not wait for the disk (`synchronous_commit = off`): a crash of the database server may lose the
 * last fraction of a second of behaviour events, never leave them half-counted.
 */
export async function ingestBatch(db: Database, input: { batch: BehaviorBatch; userId: string | null; userAgent: string | null; now?: Date }) {
  const { batch, userId } = input;
  const now = input.now ?? new Date();
  const day = now.toISOString().slice(0, 10);
  const week = weekOf(day);
  const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const rollup = rollupOf(batch.events);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const [budget] = await tx
      .insert(analyticsIngestBudget)
      .values({ sessionId: batch.sessionId, windowStart, events: batch.events.length })
      .onConflictDoUpdate({
        target: [analyticsIngestBudget.sessionId, analyticsIngestBudget.windowStart],
        set: { events: sql.raw('"analytics_ingest_budget"."events" + excluded."events"') },
      })
      .returning({ events: analyticsIngestBudget.events });
    if ((budget?.events ?? 0) > BEHAVIOR_EVENTS_PER_MINUTE) throw rateLimited(INGEST_RATE_MESSAGE, (windowStart.getTime() + 60_000 - now.getTime()) / 1000);

    const userAgent = input.userAgent?.slice(0, USER_AGENT_MAX) ?? null;
    await tx.insert(userBehaviorEvents).values(
      batch.events.map((event) => ({ userId, sessionId: batch.sessionId, eventType: event.type, eventData: event.data, pageUrl: event.path, userAgent, createdAt: now })),
    );
    if (rollup.items.length > 0 || rollup.pages.length > 0) {
      await tx.execute(sql`
        with items as (
          select * from jsonb_to_recordset(${JSON.stringify(rollup.items)}::jsonb) as r(kind text, id uuid, views int, engagements int, clicks int)
        ), pages as (
          select * from jsonb_to_recordset(${JSON.stringify(rollup.pages)}::jsonb) as r(path text, views int)
        ), daily_items as (
          insert into analytics_daily_items as t (day, item_kind, item_id, views, engagements, clicks)
          select ${day}::date, kind, id, views, engagements, clicks from items
          on conflict (day, item_kind, item_id) do update
            set views = t.views + excluded.views, engagements = t.engagements + excluded.engagements, clicks = t.clicks + excluded.clicks
        ), weekly_items as (
          insert into analytics_weekly_items as t (week, item_kind, item_id, views, engagements, clicks)
          select ${week}::date, kind, id, views, engagements, clicks from items
          on conflict (week, item_kind, item_id) do update
            set views = t.views + excluded.views, engagements = t.engagements + excluded.engagements, clicks = t.clicks + excluded.clicks
        ), readers as (
          -- A tab that opens an item becomes one of its readers; what it does there marks that reader.
          insert into analytics_item_readers as t (item_kind, item_id, session_id, day, engaged, clicked)
          select kind, id, ${batch.sessionId}, ${day}::date, engagements > 0, clicks > 0 from items where views > 0
          on conflict (item_kind, item_id, session_id) do update
            set engaged = t.engaged or excluded.engaged, clicked = t.clicked or excluded.clicked
            where (excluded.engaged and not t.engaged) or (excluded.clicked and not t.clicked)
        ), readers_acting_later as (
          update analytics_item_readers as t set engaged = t.engaged or r.engagements > 0, clicked = t.clicked or r.clicks > 0
          from items r
          where r.views = 0 and t.item_kind = r.kind and t.item_id = r.id and t.session_id = ${batch.sessionId}
            and ((r.engagements > 0 and not t.engaged) or (r.clicks > 0 and not t.clicked))
        ), daily_pages as (
          insert into analytics_daily_pages as t (day, path, views)
          select ${day}::date, path, views from pages
          on conflict (day, path) do update set views = t.views + excluded.views
        )
        insert into analytics_weekly_pages as t (week, path, views)
        select ${week}::date, path, views from pages
        on conflict (week, path) do update set views = t.views + excluded.views`);
    }
    const c = rollup.totals;
    // A member's first event of the day adds one to the day's active members, once.
    const member = userId
      ? sql`with first as (
              insert into analytics_daily_active_users (day, user_id) values (${day}::date, ${userId}) on conflict do nothing returning 1
            ), latest as (
              insert into analytics_member_last_active as m (user_id, day) values (${userId}, ${day}::date)
              on conflict (user_id) do update set day = greatest(m.day, excluded.day)
            )`
      : sql``;
    const firstToday = userId ? sql`(select count(*)::int from first)` : sql`0`;
    await tx.execute(sql`${member}
      insert into analytics_daily_totals as t (day, events, page_views, content_views, engagements, clicks, searches, time_spent_ms, active_users)
      values (${day}::date, ${c.events}, ${c.pageViews}, ${c.contentViews}, ${c.engagements}, ${c.clicks}, ${c.searches}, ${c.timeSpentMs}, ${firstToday})
      on conflict (day) do update set
        events = t.events + excluded.events, page_views = t.page_views + excluded.page_views,
        content_views = t.content_views + excluded.content_views, engagements = t.engagements + excluded.engagements,
        clicks = t.clicks + excluded.clicks, searches = t.searches + excluded.searches,
        time_spent_ms = t.time_spent_ms + excluded.time_spent_ms, active_users = t.active_users + excluded.active_users`);
  });
}
