import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '#server/db/client.ts';
import { userBehaviorEvents } from '#server/db/schema/analytics.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { generateCaseStudy, seededRandom } from '#server/seed/scale-generator.ts';
import { readContentPerformance, readPlatformMetrics } from '#server/features/analytics/advanced.queries.ts';
import { ANALYTICS_RANGES, type AnalyticsRange } from '#shared/domain/analytics-math.ts';
import { buildServer, SERVER_ENTRY } from '../scripts/server-build.ts';

/**
 * Advanced analytics at 10 million behaviour events on PostgreSQL: every range's queries, timed
 * over repeated runs, then ingest through the running app with varied batches from many tabs.
 *   npm run bench:analytics   (BENCH_EVENTS, BENCH_SECONDS; see bench/README.md)
 */
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_DATABASE ?? 'flightdeck_bench_analytics';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const CASE_STUDIES = 5_000;
const MEMBERS = 20_000;
const QUERY_RUNS = 15;
const TARGET_QUERY_MS = 300;
const TARGET_INGEST_EVENTS_PER_S = 2_000;
const BATCH = 20;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3996);

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (!rowCount) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** Case studies and members to refer to, then raw events over 90 days and their rollups, built in SQL. */
async function prepare(db: Database) {
  const [studies] = await db.select({ value: count() }).from(caseStudies);
  if ((studies?.value ?? 0) < CASE_STUDIES) {
    const random = seededRandom(7);
    for (let i = studies?.value ?? 0; i < CASE_STUDIES; i += 1_000) await db.insert(caseStudies).values(Array.from({ length: 1_000 }, () => generateCaseStudy(random)));
  }
  await db.execute(sql`insert into users (name, email, email_verified)
    select 'Bench member ' || g, 'bench-' || g || '@example.com', true from generate_series(1, ${MEMBERS}) g
    on conflict (email) do nothing`);
  const [have] = await db.select({ value: count() }).from(userBehaviorEvents);
  const missing = EVENTS - (have?.value ?? 0);
  if (missing <= 0) return;
  console.log(`generating ${missing.toLocaleString()} events...`);
  // Views follow a steep curve (a few items get most of them); a third of events come from members.
  for (let done = 0; done < missing; done += 1_000_000) {
    const n = Math.min(1_000_000, missing - done);
    await db.execute(sql`
      with ids as (select array_agg(id order by id) as a from case_studies),
           members as (select array_agg(id order by id) as m from users where email like 'bench-%'),
           raw as (
             select g, (array['page_view','content_view','click','engagement','search','page_leave','page_view'])[1 + g % 7] as t,
                    (select a from ids)[1 + floor(power(random(), 3) * ${CASE_STUDIES})::int] as item,
                    case when g % 3 = 0 then (select m from members)[1 + (g % ${MEMBERS})] end as member,
                    now() - random() * interval '90 days' as at
             from generate_series(1, ${n}) g)
      insert into user_behavior_events (user_id, session_id, event_type, event_data, page_url, created_at)
      select member, 'bench-' || (g % 200000), t::behavior_event_type,
             case when t in ('content_view', 'click', 'engagement') then jsonb_build_object('item', jsonb_build_object('kind', 'case_study', 'id', item)) else '{}'::jsonb end,
             case when t = 'page_view' and g % 2 = 0 then '/case-studies/' || item else (array['/', '/case-studies', '/analytics', '/search', '/pricing'])[1 + g % 5] end,
             at
      from raw`);
    console.log(`  ${(done + n).toLocaleString()} events`);
  }
  // In day order, as ingest writes each day's rows during that day (rows of one day share pages).
  console.log('building the rollups from the raw events...');
  await db.execute(sql`truncate analytics_daily_totals, analytics_daily_items, analytics_daily_pages, analytics_daily_active_users, analytics_member_last_active, analytics_weekly_items, analytics_weekly_pages`);
  const day = sql.raw(`(created_at at time zone 'UTC')::date`);
  await db.execute(sql`insert into analytics_daily_totals (day, events, page_views, content_views, engagements, clicks, searches)
    select ${day}, count(*), count(*) filter (where event_type = 'page_view'), count(*) filter (where event_type = 'content_view'),
           count(*) filter (where event_type = 'engagement'), count(*) filter (where event_type = 'click'), count(*) filter (where event_type = 'search')
    from user_behavior_events group by 1`);
  await db.execute(sql`insert into analytics_daily_items (day, item_kind, item_id, views, engagements, clicks)
    select ${day}, event_data->'item'->>'kind', (event_data->'item'->>'id')::uuid, count(*) filter (where event_type = 'content_view'),
           count(*) filter (where event_type = 'engagement'), count(*) filter (where event_type = 'click')
    from user_behavior_events where event_data ? 'item' group by 1, 2, 3 order by 1`);
  await db.execute(sql`insert into analytics_daily_pages (day, path, views)
    select ${day}, page_url, count(*) from user_behavior_events where event_type = 'page_view' group by 1, 2 order by 1`);
  await db.execute(sql`insert into analytics_weekly_items (week, item_kind, item_id, views, engagements, clicks)
    select date_trunc('week', day)::date, item_kind, item_id, sum(views), sum(engagements), sum(clicks) from analytics_daily_items group by 1, 2, 3 order by 1`);
  await db.execute(sql`insert into analytics_weekly_pages (week, path, views)
    select date_trunc('week', day)::date, path, sum(views) from analytics_daily_pages group by 1, 2 order by 1`);
  await db.execute(sql`insert into analytics_daily_active_users (day, user_id)
    select distinct ${day}, user_id from user_behavior_events where user_id is not null`);
  await db.execute(sql`update analytics_daily_totals t set active_users = a.n
    from (select day, count(*)::int as n from analytics_daily_active_users group by day) a where a.day = t.day`);
  await db.execute(sql`insert into analytics_member_last_active (user_id, day)
    select user_id, max(day) from analytics_daily_active_users group by user_id`);
  await db.execute(sql`vacuum analyze`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function timeQueries(db: Database) {
  const rows: string[] = [];
  let met = true;
  for (const range of Object.keys(ANALYTICS_RANGES) as AnalyticsRange[]) {
    for (const [name, query] of [
      ['content performance', () => readContentPerformance(db, range)],
      ['platform metrics', () => readPlatformMetrics(db, range)],
    ] as const) {
      await query();
      const times: number[] = [];
      for (let i = 0; i < QUERY_RUNS; i += 1) {
        const started = performance.now();
        await query();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      if (range === '90d' && p95 > TARGET_QUERY_MS) met = false;
      rows.push(`| ${range} | ${name} | ${percentile(times, 0.5).toFixed(0)} ms | ${p95.toFixed(0)} ms |`);
    }
  }
  return { rows, met };
}

async function ingest(url: string, itemIds: string[]) {
  const app = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, DATABASE_URL: url, AUTH_SECRET: 'bench-secret-0123456789-0123456789-0123', PORT: String(APP_PORT), LOG_LEVEL: 'warn', SEED_DEMO: '0', PUBLIC_URL: `http://localhost:${APP_PORT}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${APP_PORT}`;
  try {
    for (let attempt = 0; attempt < 240 && !(await fetch(`${base}/api/health`).then((r) => r.ok, () => false)); attempt += 1) await new Promise((r) => setTimeout(r, 500));
    const random = seededRandom(11);
    // Many tabs (each within its budget a minute), varied items and pages.
    const bodies = Array.from({ length: 2_000 }, (_, i) =>
      JSON.stringify({
        sessionId: `bench-ingest-${i}-${Date.now()}`,
        events: Array.from({ length: BATCH }, (_, j) => {
          const id = itemIds[Math.floor(random() ** 3 * itemIds.length)]!;
          return j % 4 === 0 ? { type: 'page_view', path: `/case-studies/${id}`, data: {} } : { type: 'content_view', path: `/case-studies/${id}`, data: { item: { kind: 'case_study', id } } };
        }),
      }),
    );
    let next = 0;
    const result = await autocannon({
      url: `${base}/api/analytics/events`,
      connections: 20,
      duration: DURATION_SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length]! }) }],
    });
    return { eventsPerSecond: result.requests.average * BATCH, p99: result.latency.p99, failed: result.errors + result.timeouts + result.non2xx };
  } finally {
    app.kill('SIGTERM');
    await once(app, 'exit');
  }
}

async function main() {
  // The server as `npm start` runs it: built from the sources as they are.
  await buildServer();
  const url = await ensureDatabase();
  const handle = openPostgres(url);
  try {
    await handle.migrate();
    await prepare(handle.db);
    const { rows, met } = await timeQueries(handle.db);
    const ids = (await handle.db.select({ id: caseStudies.id }).from(caseStudies).limit(CASE_STUDIES)).map((r) => r.id);
    const [events] = await handle.db.select({ value: count() }).from(userBehaviorEvents);
    console.log(`\n${(events?.value ?? 0).toLocaleString()} behaviour events over 90 days; ${QUERY_RUNS} runs of each query\n`);
    console.log('| range | query | p50 | p95 |\n|---|---|---|---|');
    console.log(rows.join('\n'));
    console.log(`\n90-day queries under ${TARGET_QUERY_MS} ms at p95: ${met ? 'yes' : 'NO'}`);
    const ingestion = await ingest(url, ids);
    const ingestMet = ingestion.eventsPerSecond >= TARGET_INGEST_EVENTS_PER_S && ingestion.failed === 0;
    console.log(`\ningest: ${Math.round(ingestion.eventsPerSecond).toLocaleString()} events/s in batches of ${BATCH}, p99 ${ingestion.p99} ms, ${ingestion.failed} failed; target ${TARGET_INGEST_EVENTS_PER_S}: ${ingestMet ? 'met' : 'NOT met'}`);
  } finally {
    await handle.close();
  }
}

await main();
