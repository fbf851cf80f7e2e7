import { eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BEHAVIOR_EVENTS_PER_MINUTE, type BehaviorBatch, type BehaviorEvent } from '#shared/schemas/behavior-events.ts';
import type { Database } from '../../db/client.ts';
import {
  analyticsDailyActiveUsers,
  analyticsDailyItems,
  analyticsDailyPages,
  analyticsDailyTotals,
  analyticsIngestBudget,
  analyticsMemberLastActive,
  userBehaviorEvents,
} from '../../db/schema/analytics.ts';
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

/** `existing + incoming` for an upsert's SET; the table is named, as a bare name would be ambiguous. */
const add = (column: AnyPgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}" + excluded."${column.name}"`);

/**
 * Stores a batch and adds it to the daily rollups in one transaction, within the session's budget
 * of events a minute (counted in the database, so it holds across instances). No address is stored.
 */
export async function ingestBatch(db: Database, input: { batch: BehaviorBatch; userId: string | null; userAgent: string | null; now?: Date }) {
  const { batch, userId } = input;
  const now = input.now ?? new Date();
  const day = now.toISOString().slice(0, 10);
  const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const rollup = rollupOf(batch.events);
  await db.transaction(async (tx) => {
    const [budget] = await tx
      .insert(analyticsIngestBudget)
      .values({ sessionId: batch.sessionId, windowStart, events: batch.events.length })
      .onConflictDoUpdate({ target: [analyticsIngestBudget.sessionId, analyticsIngestBudget.windowStart], set: { events: add(analyticsIngestBudget.events) } })
      .returning({ events: analyticsIngestBudget.events });
    if ((budget?.events ?? 0) > BEHAVIOR_EVENTS_PER_MINUTE) throw rateLimited(INGEST_RATE_MESSAGE);

    const userAgent = input.userAgent?.slice(0, USER_AGENT_MAX) ?? null;
    await tx.insert(userBehaviorEvents).values(
      batch.events.map((event) => ({ userId, sessionId: batch.sessionId, eventType: event.type, eventData: event.data, pageUrl: event.path, userAgent, createdAt: now })),
    );
    const t = analyticsDailyTotals;
    await tx
      .insert(t)
      .values({ day, ...rollup.totals })
      .onConflictDoUpdate({
        target: t.day,
        set: {
          events: add(t.events),
          pageViews: add(t.pageViews),
          contentViews: add(t.contentViews),
          engagements: add(t.engagements),
          clicks: add(t.clicks),
          searches: add(t.searches),
          timeSpentMs: add(t.timeSpentMs),
        },
      });
    if (rollup.items.length > 0) {
      const i = analyticsDailyItems;
      await tx
        .insert(i)
        .values(rollup.items.map(({ kind, id, ...counts }) => ({ day, itemKind: kind, itemId: id, ...counts })))
        .onConflictDoUpdate({ target: [i.day, i.itemKind, i.itemId], set: { views: add(i.views), engagements: add(i.engagements), clicks: add(i.clicks) } });
    }
    if (rollup.pages.length > 0) {
      const p = analyticsDailyPages;
      await tx
        .insert(p)
        .values(rollup.pages.map((page) => ({ day, ...page })))
        .onConflictDoUpdate({ target: [p.day, p.path], set: { views: add(p.views) } });
    }
    if (userId) {
      // The member's first event of the day adds one to the day's active members, once.
      const [first] = await tx.insert(analyticsDailyActiveUsers).values({ day, userId }).onConflictDoNothing().returning({ day: analyticsDailyActiveUsers.day });
      if (first) await tx.update(t).set({ activeUsers: sql`${t.activeUsers} + 1` }).where(eq(t.day, day));
      const m = analyticsMemberLastActive;
      await tx
        .insert(m)
        .values({ userId, day })
        .onConflictDoUpdate({ target: m.userId, set: { day: sql.raw('greatest("analytics_member_last_active"."day", excluded."day")') } });
    }
  });
}
