import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import pg from 'pg';
import { openPostgres } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/accounts.ts';
import { sessions, users } from '#server/db/schema/auth.ts';
import { seededRandom } from '#server/seed/scale-generator.ts';
import { ADMIN_URL, ensureDatabase, prepareCatalog } from './bench-database.ts';
import { measureCpu } from './cpu-time.ts';
import { SERVER_PROCESSES } from './server-processes.ts';
import { buildServer, SERVER_ENTRY } from '../scripts/server-build.ts';

/**
 * Votes per second at 100,000 case studies on PostgreSQL: 50 connections, each request a member
 * (50 members with sessions, written straight into the tables) setting an upvote or a downvote
 * on one of 2,000 studies, so about half the requests change a vote and the study's vote_count
 * and record an event. Flightdeck against the bare node:http + pg floor (bench/floor-server.ts)
 * doing the same statements. The votes go into a copy of the benchmark database, dropped at the
 * end, so the browse benchmark's counters stay as generated.
 *   npm run bench:votes      (BENCH_SECONDS, BENCH_PORT, BENCH_PROCESSES, BENCH_ADMIN_URL)
 */
const SOURCE = process.env.BENCH_DATABASE ?? 'flightdeck_bench';
const COPY = `${SOURCE}_votes`;
const CASE_STUDIES = 100_000;
const STUDIES = 2_000;
const MEMBERS = 50;
const CONNECTIONS = 50;
const DISTINCT_REQUESTS = 5_000;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 5;
const APP_PORT = Number(process.env.BENCH_PORT ?? 3994);
const FLOOR_PORT = APP_PORT - 1;
const PROCESSES = SERVER_PROCESSES;
const SECRET = 'bench-secret-0123456789-0123456789-0123';
const COOKIE = 'better-auth.session_token';

/** A fresh copy of the 100,000-study database (the source must have no other connection). */
async function copyDatabase(): Promise<string> {
  const source = await ensureDatabase(SOURCE);
  await prepareCatalog(source, CASE_STUDIES);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${COPY} with (force)`);
    await admin.query(`create database ${COPY} template ${SOURCE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${COPY}`;
  return url.toString();
}

async function dropCopy() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${COPY} with (force)`);
  await admin.end();
}

/** Members with open sessions and their signed session cookies; published study ids in a fixed order. */
async function prepare(url: string) {
  const handle = openPostgres(url);
  try {
    const cookies: string[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const id = randomUUID();
      const token = randomUUID().replaceAll('-', '');
      await handle.db.insert(users).values({ id, name: `Voter ${i}`, email: `voter${i}@example.com`, emailVerified: true });
      await handle.db.insert(profiles).values({ userId: id, displayName: `Voter ${i}` });
      await handle.db.insert(sessions).values({ userId: id, token, expiresAt: new Date(Date.now() + 86_400_000) });
      cookies.push(`${COOKIE}=${encodeURIComponent(`${token}.${await makeSignature(token, SECRET)}`)}`);
    }
    return { cookies, ids: await prepareCatalog(url, CASE_STUDIES, STUDIES) };
  } finally {
    await handle.close();
  }
}

type Vote = { path: string; cookie: string; body: string };
type Figures = { rps: number; answered: number; p50: number; p99: number; failed: number };

async function load(baseUrl: string, votes: Vote[], duration: number): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const vote = votes[next++ % votes.length]!;
          return {
            ...request,
            method: 'PUT',
            path: vote.path,
            body: vote.body,
            headers: { ...request.headers, cookie: vote.cookie, origin: baseUrl, 'content-type': 'application/json' },
          };
        },
      },
    ],
  });
  return { rps: result.requests.average, answered: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, failed: result.errors + result.timeouts + result.non2xx };
}

async function waitForHealth(url: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not become healthy`);
}

/**
 * With BENCH_CPU_PROFILE_DIR, Flightdeck's processes (the primary and each server process, which
 * inherits its flags) write a V8 CPU profile there when they stop.
 */
const PROFILE_FLAGS = process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];

function start(script: string, env: Record<string, string>, flags: string[] = []): ChildProcess {
  return spawn(process.execPath, [...flags, script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main() {
  // The server as `npm start` runs it: built from the sources as they are.
  await buildServer();
  const url = await copyDatabase();
  const { cookies, ids } = await prepare(url);
  const random = seededRandom(2027);
  const votes: Vote[] = Array.from({ length: DISTINCT_REQUESTS }, () => ({
    path: `/api/case-studies/${ids[Math.floor(random() * ids.length)]}/vote`,
    cookie: cookies[Math.floor(random() * cookies.length)]!,
    body: JSON.stringify({ voteType: random() < 0.5 ? 'upvote' : 'downvote' }),
  }));
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  // The browse index is not read: a vote never waits for it, and its read would take the CPU the votes need.
  const app = start(SERVER_ENTRY, {
    DATABASE_URL: url,
    AUTH_SECRET: SECRET,
    PORT: String(APP_PORT),
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    SEARCH_INDEX: 'postgres',
    WEB_CONCURRENCY: String(PROCESSES),
  }, PROFILE_FLAGS);
  const floor = start('bench/floor-server.ts', { DATABASE_URL: url, AUTH_SECRET: SECRET, PORT: String(FLOOR_PORT), WEB_CONCURRENCY: String(PROCESSES) });
  const appUrl = `http://localhost:${APP_PORT}`;
  const floorUrl = `http://localhost:${FLOOR_PORT}`;
  try {
    await Promise.all([waitForHealth(appUrl), waitForHealth(floorUrl)]);
    const rows: string[] = [];
    for (const [name, base, server] of [
      ['floor', floorUrl, floor],
      ['Flightdeck', appUrl, app],
    ] as const) {
      await load(base, votes, WARM_UP_SECONDS);
      const { result: figures, serverMs, postgresMs } = await measureCpu(server.pid!, () => load(base, votes, DURATION_SECONDS));
      const perVote = (ms: number) => (ms / Math.max(figures.answered, 1)).toFixed(2);
      rows.push(`| ${name} | ${figures.rps.toFixed(0)} | ${figures.p50} | ${figures.p99} | ${perVote(serverMs)} | ${perVote(postgresMs)} | ${figures.failed} |`);
    }
    const loadAfter = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(
      `\nvotes at ${CASE_STUDIES.toLocaleString('en-US')} case studies: ${MEMBERS} members, ${STUDIES.toLocaleString('en-US')} studies, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, ${PROCESSES} server process(es) each; load average ${loadBefore} before, ${loadAfter} after\n`,
    );
    console.log('| server | votes/s | p50 ms | p99 ms | server CPU ms a vote | PostgreSQL CPU ms a vote | errors |');
    console.log('|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    for (const child of [app, floor]) child.kill('SIGTERM');
    await Promise.all([once(app, 'exit'), once(floor, 'exit')]);
    await dropCopy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
