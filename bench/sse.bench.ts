import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/accounts.ts';
import { sessions, users } from '#server/db/schema/auth.ts';
import { events } from '#server/db/schema/events.ts';
import { seedDemoQuests } from '#server/seed/demo-quests-seed.ts';
import { JOBS_CHANNEL } from '#server/jobs/queue.ts';
import { EVENT_HANDLERS } from '#server/event-handlers.ts';
import { createEventWorker, DEFAULT_WORKER_OPTIONS, type WorkerOptions } from '#server/jobs/worker.ts';
import { createLogger } from '#server/lib/logger.ts';
import { buildServer, SERVER_ENTRY } from '../scripts/server-build.ts';

/**
 * Realtime benchmark: 2,000 open event streams on one instance (200 members with 10 tabs each),
 * then a burst of 1,000 notifications (each reaching a member's 10 tabs). Reports delivery
 * latency from the moment the events are committed to the moment a stream receives them, and
 * the server's extra resident memory. Before that, the event worker's throughput in this process
 * on the same events, with one transaction per event and with the default settings, so the
 * ratio holds on a busy machine.
 *   node bench/sse.bench.ts        (BENCH_ADMIN_URL, BENCH_DATABASE, BENCH_PORT, BENCH_MEMBERS, BENCH_NOTIFICATIONS, BENCH_WORKER_EVENTS)
 */
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_DATABASE ?? 'flightdeck_bench_sse';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const TABS_PER_MEMBER = 10;
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 1_000);
/** Events of each in-process worker measurement. */
const WORKER_EVENTS = Number(process.env.BENCH_WORKER_EVENTS ?? 400);
const SECRET = 'bench-secret-0123456789-0123456789-0123';
const COOKIE = 'better-auth.session_token';
const DELIVERY_TIMEOUT_MS = 60_000;

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** Members with open sessions, written straight into the tables; their signed session cookies. */
async function createMembers(url: string) {
  const handle = openPostgres(url);
  await handle.migrate();
  const members: { id: string; cookie: string }[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const id = randomUUID();
    const token = randomUUID().replaceAll('-', '');
    await handle.db.insert(users).values({ id, name: `Bench ${i}`, email: `bench${i}@example.com`, emailVerified: true });
    await handle.db.insert(profiles).values({ userId: id, displayName: `Bench ${i}` });
    await handle.db.insert(sessions).values({ userId: id, token, expiresAt: new Date(Date.now() + 86_400_000) });
    members.push({ id, cookie: `${COOKIE}=${encodeURIComponent(`${token}.${await makeSignature(token, SECRET)}`)}` });
  }
  // Upvotes advance the "vote" quest as they would for real members.
  await seedDemoQuests(handle.db);
  return { handle, members };
}

type Member = { id: string };

/**
 * A burst of upvotes, each by one member on another's case study (a different study each, so
 * each is its own notification, and its own XP and quest step for the voter).
 */
function upvoteBurst(members: readonly Member[], count: number, sentAt: number) {
  return Array.from({ length: count }, (_, i) => ({
    type: 'upvote_case_study',
    actorId: members[i % members.length]!.id,
    payload: { recipientId: members[(i + 1) % members.length]!.id, metadata: { caseStudyId: randomUUID(), title: 'Bench study', sentAt } },
  }));
}

/** Statements this process sent to PostgreSQL (transaction control included): a measure the machine's load does not change. */
let statementsSent = 0;
const sendQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statementsSent += 1;
  return (sendQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/** The event worker in this process handling `count` events with these settings: events a second and statements an event. */
async function workerThroughput(handle: ReturnType<typeof openPostgres>, members: readonly Member[], count: number, options: Partial<WorkerOptions>) {
  await handle.db.insert(events).values(upvoteBurst(members, count, Date.now()));
  const worker = createEventWorker({ db: handle.db, handlers: EVENT_HANDLERS, logger: createLogger('silent'), options });
  const sentBefore = statementsSent;
  const started = performance.now();
  await worker.drain();
  return { perSecond: count / ((performance.now() - started) / 1_000), statements: (statementsSent - sentBefore) / count };
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Opens one stream; calls onNotification with each notification's sentAt. */
function openStream(port: number, cookie: string, onNotification: (sentAt: number) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/events', headers: { cookie, accept: 'text/event-stream' }, agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let buffer = '';
      let ready = false;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!ready && block.includes('event: ready')) {
            ready = true;
            resolve(request);
          }
          const data = /^data: (.*)$/m.exec(block)?.[1];
          // Only the burst's upvotes carry sentAt; the voters' own progress news (quest completed,
          // achievement unlocked) arrives on their streams too and is not part of the measure.
          const sentAt = data && block.includes('event: notification') ? (JSON.parse(data) as { data: { sentAt?: number } }).data.sentAt : undefined;
          if (typeof sentAt === 'number') onNotification(sentAt);
        }
      });
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main() {
  // The server as `npm start` runs it: built from the sources as they are.
  await buildServer();
  const url = await freshDatabase();
  const { handle, members } = await createMembers(url);
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  // One transaction per event (the previous worker: 20 a round, four at a time) against the defaults.
  const single = await workerThroughput(handle, members, WORKER_EVENTS, { batchSize: 20, concurrency: 4, groupSize: 1 });
  const grouped = await workerThroughput(handle, members, WORKER_EVENTS, DEFAULT_WORKER_OPTIONS);
  console.log(`load average:        ${loadBefore} (1, 5, 15 min, before the run)`);
  console.log(
    `worker, in process:  ${single.perSecond.toFixed(0)} events/s one transaction per event, ${grouped.perSecond.toFixed(0)} events/s with the defaults (x${(grouped.perSecond / single.perSecond).toFixed(1)})`,
  );
  console.log(`statements an event: ${single.statements.toFixed(1)} one transaction per event, ${grouped.statements.toFixed(1)} with the defaults`);
  const port = Number(process.env.BENCH_PORT ?? 3997);
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, DATABASE_URL: url, AUTH_SECRET: SECRET, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const streams: http.ClientRequest[] = [];
  try {
    await waitForHealth(`http://127.0.0.1:${port}`);
    const idleKb = rssKb(server.pid!);
    // Arrival times of the burst's notifications; latency is counted from the burst's commit.
    const arrivals: number[] = [];
    const onNotification = () => arrivals.push(Date.now());
    for (const member of members) {
      const tabs = Array.from({ length: TABS_PER_MEMBER }, () => openStream(port, member.cookie, onNotification));
      streams.push(...(await Promise.all(tabs)));
    }
    const connectedKb = rssKb(server.pid!);

    // The burst: actions by one member on another's content, as the services record them.
    const sentAt = Date.now();
    const rows = upvoteBurst(members, NOTIFICATIONS, sentAt);
    await handle.db.transaction(async (tx) => {
      await tx.insert(events).values(rows);
      await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
    });
    const committedAt = Date.now();
    const expected = NOTIFICATIONS * TABS_PER_MEMBER;
    let peakKb = connectedKb;
    const started = Date.now();
    while (arrivals.length < expected && Date.now() - started < DELIVERY_TIMEOUT_MS) {
      peakKb = Math.max(peakKb, rssKb(server.pid!));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const sorted = arrivals.map((at) => at - committedAt).sort((a, b) => a - b);
    const handled = (await handle.db.execute(sql`
      select extract(epoch from min(finished_at)) * 1000 as first, extract(epoch from percentile_disc(0.5) within group (order by finished_at)) * 1000 as p50,
             extract(epoch from max(finished_at)) * 1000 as last
      from ${events} where state = 'done' and (payload -> 'metadata' ->> 'sentAt')::bigint = ${sentAt}`)) as unknown as { rows: { first: string; p50: string; last: string }[] };
    console.log(`open streams:        ${streams.length} (${MEMBERS} members x ${TABS_PER_MEMBER})`);
    console.log(`notifications:       ${NOTIFICATIONS} -> ${arrivals.length} of ${expected} deliveries`);
    console.log(`latency p50:         ${percentile(sorted, 50)} ms`);
    console.log(`latency p99:         ${percentile(sorted, 99)} ms`);
    console.log(`latency max:         ${sorted.at(-1)} ms`);
    const { first: handledFirst, p50: handledP50, last: handledLast } = handled.rows[0]!;
    console.log(`events handled:      first ${(Number(handledFirst) - committedAt).toFixed(0)} ms, half ${(Number(handledP50) - committedAt).toFixed(0)} ms, all ${(Number(handledLast) - committedAt).toFixed(0)} ms after the burst was committed`);
    console.log(`server memory:       ${(idleKb / 1024).toFixed(0)} MB idle, +${((connectedKb - idleKb) / 1024).toFixed(0)} MB with the streams, +${((peakKb - idleKb) / 1024).toFixed(0)} MB at the peak of the burst`);
    if (arrivals.length < expected) process.exitCode = 1;
  } finally {
    for (const stream of streams) stream.destroy();
    server.kill('SIGTERM');
    await once(server, 'exit');
    await handle.close();
  }
}

async function waitForHealth(url: string) {
  for (let attempt = 0; attempt < 360; attempt += 1) {
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
