import { and, between, countDistinct, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { engagementRate, conversionRate, engagementScore, growthPercent, rangeDays, type AnalyticsRange } from '#shared/domain/analytics-math.ts';
import type { ContentPerformance, PlatformMetrics } from '#shared/schemas/analytics.ts';
import type { Database } from '../../db/client.ts';
import { courses, ideas } from '../../db/schema/academy.ts';
import {
  analyticsDailyActiveUsers,
  analyticsDailyItems,
  analyticsDailyPages,
  analyticsDailyTotals,
  analyticsItemReaders,
  analyticsMemberLastActive,
  analyticsWeeklyItems,
  analyticsWeeklyPages,
} from '../../db/schema/analytics.ts';
import { weekOf } from './ingest.service.ts';
import { users } from '../../db/schema/auth.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';

export const TOP_ITEMS = 10;
export const TOP_PAGES = 5;

const n = (value: unknown) => Number(value ?? 0);

/** The names of tracked items, one query per kind that occurs; items since deleted are left out. */
async function itemTitles(db: Database, items: { itemKind: string; itemId: string }[]) {
  const idsOf = (kind: string) => items.filter((i) => i.itemKind === kind).map((i) => i.itemId);
  const lookups = [
    { kind: 'case_study', table: caseStudies, title: caseStudies.title, id: caseStudies.id },
    { kind: 'tactic', table: tactics, title: tactics.name, id: tactics.id },
    { kind: 'idea', table: ideas, title: ideas.title, id: ideas.id },
    { kind: 'course', table: courses, title: courses.title, id: courses.id },
  ] as const;
  const titles = new Map<string, string>();
  await Promise.all(
    lookups.map(async ({ kind, table, title, id }) => {
      const ids = idsOf(kind);
      if (ids.length === 0) return;
      const rows = await db.select({ id, title }).from(table).where(sql`${id} in ${ids}`);
      for (const row of rows) titles.set(`${kind}:${row.id}`, row.title);
    }),
  );
  return titles;
}

const HREFS: Record<string, (id: string) => string> = { case_study: (id) => `/case-studies/${id}`, tactic: (id) => `/tactics/${id}` };

const addDays = (day: string, days: number) => new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Splits the days from `from` through `to` into the whole ISO weeks (Monday to Sunday) they contain,
 * read from the weekly rollups, and the days before and after them (at most six each), read from the
 * daily ones. Without a whole week, `fromWeek` is null and the one edge is the whole range.
 */
export function weeksOf(from: string, to: string): { fromWeek: string | null; toWeek: string | null; edgeDays: [string, string][] } {
  const firstMonday = weekOf(from) === from ? from : addDays(weekOf(from), 7);
  const lastMonday = addDays(weekOf(addDays(to, 1)), -7);
  if (firstMonday > lastMonday) return { fromWeek: null, toWeek: null, edgeDays: [[from, to]] };
  const edgeDays: [string, string][] = [];
  if (from < firstMonday) edgeDays.push([from, addDays(firstMonday, -1)]);
  const afterWeeks = addDays(lastMonday, 7);
  if (afterWeeks <= to) edgeDays.push([afterWeeks, to]);
  return { fromWeek: firstMonday, toWeek: lastMonday, edgeDays };
}

/** Per item: the tabs that first opened it from `from` through `to`, and how many of them engaged or clicked on. */
async function itemReaders(db: Database, items: { itemKind: string; itemId: string }[], from: string, to: string) {
  const reach = new Map<string, { readers: number; engaged: number; clicked: number }>();
  if (items.length === 0) return reach;
  const r = analyticsItemReaders;
  const rows = await db
    .select({
      itemKind: r.itemKind,
      itemId: r.itemId,
      readers: sql<number>`count(*)`.mapWith(Number),
      engaged: sql<number>`count(*) filter (where ${r.engaged})`.mapWith(Number),
      clicked: sql<number>`count(*) filter (where ${r.clicked})`.mapWith(Number),
    })
    .from(r)
    .where(and(sql`(${r.itemKind}, ${r.itemId}) in (${sql.join(items.map((i) => sql`(${i.itemKind}, ${i.itemId}::uuid)`), sql`, `)})`, between(r.day, from, to)))
    .groupBy(r.itemKind, r.itemId);
  for (const row of rows) reach.set(`${row.itemKind}:${row.itemId}`, { readers: row.readers, engaged: row.engaged, clicked: row.clicked });
  return reach;
}

/** Content Performance: the ten most viewed items of the range with their rates, and the five most viewed pages. */
export async function readContentPerformance(db: Database, range: AnalyticsRange, today = new Date()): Promise<ContentPerformance> {
  const { from, to } = rangeDays(range, today);
  const { fromWeek, toWeek, edgeDays } = weeksOf(from, to);
  const inEdges = (day: AnyPgColumn) => (edgeDays.length === 0 ? sql`false` : sql.join(edgeDays.map(([a, b]) => sql`${day} between ${a} and ${b}`), sql` or `));
  const i = analyticsDailyItems;
  const wi = analyticsWeeklyItems;
  const p = analyticsDailyPages;
  const wp = analyticsWeeklyPages;
  const inWeeks = (week: AnyPgColumn) => (fromWeek ? sql`${week} between ${fromWeek} and ${toWeek}` : sql`false`);
  const [topItems, topPages] = await Promise.all([
    db.execute(sql`
      select item_kind as "itemKind", item_id as "itemId", sum(views)::int as views, sum(engagements)::int as engagements, sum(clicks)::int as clicks
      from (
        select ${wi.itemKind} as item_kind, ${wi.itemId} as item_id, ${wi.views} as views, ${wi.engagements} as engagements, ${wi.clicks} as clicks from ${wi} where ${inWeeks(wi.week)}
        union all
        select ${i.itemKind}, ${i.itemId}, ${i.views}, ${i.engagements}, ${i.clicks} from ${i} where ${inEdges(i.day)}
      ) r
      group by item_kind, item_id
      order by sum(views) desc, item_kind, item_id
      limit ${TOP_ITEMS * 2}`) as unknown as Promise<{ rows: { itemKind: string; itemId: string; views: number; engagements: number; clicks: number }[] }>,
    db.execute(sql`
      select path, sum(views)::int as views
      from (
        select ${wp.path} as path, ${wp.views} as views from ${wp} where ${inWeeks(wp.week)}
        union all
        select ${p.path}, ${p.views} from ${p} where ${inEdges(p.day)}
      ) r
      group by path
      order by sum(views) desc, path
      limit ${TOP_PAGES}`) as unknown as Promise<{ rows: { path: string; views: number }[] }>,
  ]).then(([items, pages]) => [items.rows, pages.rows] as const);
  const [titles, readers] = await Promise.all([itemTitles(db, topItems), itemReaders(db, topItems, from, to)]);
  return {
    range,
    from,
    to,
    items: topItems
      .filter((row) => titles.has(`${row.itemKind}:${row.itemId}`))
      .slice(0, TOP_ITEMS)
      .map((row) => {
        const views = n(row.views);
        const engagements = n(row.engagements);
        const clicks = n(row.clicks);
        const reach = readers.get(`${row.itemKind}:${row.itemId}`) ?? { readers: 0, engaged: 0, clicked: 0 };
        return {
          kind: row.itemKind,
          id: row.itemId,
          title: titles.get(`${row.itemKind}:${row.itemId}`) ?? '',
          href: HREFS[row.itemKind]?.(row.itemId) ?? null,
          views,
          readers: reach.readers,
          engagements,
          clicks,
          engagementRate: engagementRate(reach.engaged, reach.readers),
          conversionRate: conversionRate(reach.clicked, reach.readers),
        };
      }),
    pages: topPages.map((row) => ({ path: row.path, views: n(row.views) })),
  };
}

/**
 * Distinct members with an event from `from` through `to`. When no member was active after `to`
 * (a range ending today), they are the members whose latest active day is on or after `from`: an
 * index range over at most one row per member. Otherwise the day-by-member rollup is counted.
 */
async function distinctActiveMembers(db: Database, from: string, to: string): Promise<number> {
  const m = analyticsMemberLastActive;
  const result = (await db.execute(
    sql`select (select max(${m.day}) from ${m})::text as latest, (select count(*) from ${m} where ${m.day} >= ${from})::int as active`,
  )) as unknown as { rows: { latest: string | null; active: number }[] };
  const row = result.rows[0];
  if (!row?.latest || row.latest <= to) return n(row?.active);
  const a = analyticsDailyActiveUsers;
  const [counted] = await db.select({ users: countDistinct(a.userId) }).from(a).where(between(a.day, from, to));
  return n(counted?.users);
}

/** Platform Metrics: active members, sign-up growth against the previous range, the engagement score and daily trends. */
export async function readPlatformMetrics(db: Database, range: AnalyticsRange, today = new Date()): Promise<PlatformMetrics> {
  const { from, to, previousFrom, previousTo } = rangeDays(range, today);
  const t = analyticsDailyTotals;
  const signUpDay = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const utcStart = (day: string) => new Date(`${day}T00:00:00Z`);
  const utcEnd = (day: string) => new Date(utcStart(day).getTime() + 86_400_000);
  const [activeUsers, totalsByDay, signUpsByDay, [previous]] = await Promise.all([
    distinctActiveMembers(db, from, to),
    db.select({ day: t.day, pageViews: t.pageViews, engagements: t.engagements, events: t.events, activeUsers: t.activeUsers }).from(t).where(between(t.day, from, to)).orderBy(t.day),
    db
      .select({ day: signUpDay, users: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(and(gte(users.createdAt, utcStart(from)), lt(users.createdAt, utcEnd(to))))
      .groupBy(signUpDay),
    db
      .select({ users: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(and(gte(users.createdAt, utcStart(previousFrom)), lt(users.createdAt, utcEnd(previousTo)))),
  ]);
  const days: string[] = [];
  for (let day = utcStart(from); day <= utcStart(to); day = new Date(day.getTime() + 86_400_000)) days.push(day.toISOString().slice(0, 10));
  const totals = new Map(totalsByDay.map((row) => [row.day, row]));
  const signUpsOn = new Map(signUpsByDay.map((row) => [row.day, row.users]));
  const pageViews = totalsByDay.reduce((s, row) => s + row.pageViews, 0);
  const engagements = totalsByDay.reduce((s, row) => s + row.engagements, 0);
  const signUps = [...signUpsOn.values()].reduce((s, v) => s + v, 0);
  return {
    range,
    from,
    to,
    activeUsers,
    signUps,
    previousSignUps: n(previous?.users),
    signUpGrowth: growthPercent(signUps, n(previous?.users)),
    pageViews,
    engagements,
    engagementScore: engagementScore(engagements, pageViews),
    trend: days.map((day) => ({ day, pageViews: totals.get(day)?.pageViews ?? 0, activeUsers: totals.get(day)?.activeUsers ?? 0, signUps: signUpsOn.get(day) ?? 0 })),
  };
}
