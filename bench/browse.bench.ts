import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { seededRandom } from '#server/seed/scale-generator.ts';
import { ensureDatabase, prepareCatalog } from './bench-database.ts';
import { measureCpu } from './cpu-time.ts';
import { SERVER_PROCESSES } from './server-processes.ts';
import { browseUrls, detailUrls, searchUrls } from './requests.ts';
import { buildServer, SERVER_ENTRY } from '../scripts/server-build.ts';

/**
 * Browse, detail and search at 100,000 case studies on PostgreSQL, with varied requests
 * (thousands of distinct URLs: random pages 1-200, filters, sorts, page sizes, search words,
 * ids) and no response cache anywhere. Each scenario runs against Flightdeck and against the
 * bare node:http + pg floor server (bench/floor-server.ts) in the same run.
 *   npm run bench      (see bench/README.md for the settings)
 */
const DATABASE = process.env.BENCH_DATABASE ?? 'flightdeck_bench';
const CASE_STUDIES = Number(process.env.BENCH_CASE_STUDIES ?? 100_000);
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 5;
const DISTINCT_URLS = 5_000;
const APP_PORT = Number(process.env.BENCH_PORT ?? 3998);
const FLOOR_PORT = APP_PORT - 1;
const PROCESSES = SERVER_PROCESSES;
/**
 * Connections each server process opens to PostgreSQL, for Flightdeck (DATABASE_POOL_SIZE) and
 * the floor alike. PostgreSQL shares this machine's cores with both servers and the load
 * generator: at ten a process, twenty backends compete for two cores with the server processes,
 * which then wait for the CPU behind them (decision 072).
 */
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '3';
/** Which scenarios run (all by default): a comma-separated subset of browse, detail and search. */
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'browse,detail,search').split(',').map((name) => name.trim());
const TARGET_P99_MS = 50;
const TARGET_RATIO = 1;
/**
 * With BENCH_SERVER_TIMING=1 Flightdeck runs with its metrics on a port of their own, and each
 * scenario also reports where its slow requests waited: the share of requests the server itself
 * answered within 50 ms (from its request-duration histogram, the time from the first
 * middleware to the answer: pool, statements and the handler's own turns), the event loop's p99
 * delay and the garbage collector's share of the run. Off by default: the histogram costs each
 * request a little, which the ratio to the floor would count.
 */
const SERVER_TIMING = process.env.BENCH_SERVER_TIMING === '1';
const METRICS_PORT = APP_PORT + 1;

/**
 * With BENCH_CPU_PROFILE_DIR, Flightdeck's processes (the primary and each server process, which
 * inherits its flags) write a V8 CPU profile there when they stop.
 */
const PROFILE_FLAGS = [
  ...(process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : []),
  ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
];

function start(script: string, env: Record<string, string>, flags: string[] = []): ChildProcess {
  return spawn(process.execPath, [...flags, script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Waits until the server answers, and for Flightdeck until its browse index is read: an instance
 * listens at once and answers lists in SQL meanwhile (decision 053), so every process must say
 * `memory` (connections are handed to the processes in turn, so several answers in a row).
 */
async function waitForHealth(url: string, search?: 'memory') {
  let inARow = 0;
  for (let attempt = 0; attempt < 480; attempt += 1) {
    const body = await fetch(`${url}/api/health`).then(
      async (r) => (r.ok ? ((await r.json()) as { search?: string }) : null),
      () => null,
    );
    inARow = body && (!search || body.search === search) ? inARow + 1 : 0;
    if (inARow >= (search ? PROCESSES * 2 : 1)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not become healthy`);
}

/**
 * Waits until no statement runs in the benchmark database: a server keeps working through the
 * requests still queued when a run stops, and that backlog must not fall into the next run.
 */
async function settle(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const { rows } = await client.query("select count(*)::int as busy from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()");
      if (rows[0].busy === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

/** The machine's load average over 1, 5 and 15 minutes (the benchmark's own processes included). */
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

type Figures = { rps: number; answered: number; p50: number; p99: number; failed: number };

/** Sums of the metrics' samples by name (and `le` for histogram buckets), over every label. */
async function scrapeMetrics(): Promise<Map<string, number>> {
  const text = await (await fetch(`http://localhost:${METRICS_PORT}/metrics`)).text();
  const sums = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-z_][a-z0-9_]*)(?:\{([^}]*)\})? ([0-9.e+-]+|NaN|\+Inf)$/.exec(line);
    if (!match) continue;
    const le = /le="([^"]+)"/.exec(match[2] ?? '')?.[1];
    const key = le ? `${match[1]}:${le}` : match[1]!;
    sums.set(key, (sums.get(key) ?? 0) + Number(match[3]));
  }
  return sums;
}

type ServerTiming = { within50ms: number; p99Bound: string; loopP99Ms: number; gcShare: number };

/** Where a run's requests waited, from the metrics before and after it (see SERVER_TIMING). */
function serverTiming(before: Map<string, number>, after: Map<string, number>, seconds: number): ServerTiming {
  const delta = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
  const bucket = (le: string) => delta(`flightdeck_http_request_duration_seconds_bucket:${le}`);
  const total = bucket('+Inf');
  const bounds = [...after.keys()].filter((key) => key.startsWith('flightdeck_http_request_duration_seconds_bucket:')).map((key) => key.split(':')[1]!);
  const p99Bound = bounds.find((le) => bucket(le) >= total * 0.99) ?? '+Inf';
  return {
    within50ms: total === 0 ? 0 : bucket('0.05') / total,
    p99Bound: p99Bound === '+Inf' ? 'over 10 s' : `≤ ${Number(p99Bound) * 1000} ms`,
    // prom-client's loop delay histogram starts again at each scrape: this is the run's, each process's p99 averaged.
    loopP99Ms: (after.get('nodejs_eventloop_lag_p99_seconds') ?? 0) * 1000,
    gcShare: delta('nodejs_gc_duration_seconds_sum') / (seconds * PROCESSES),
  };
}

async function load(baseUrl: string, urls: string[], duration = DURATION_SECONDS): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: urls[next++ % urls.length]! }) }],
  });
  return { rps: result.requests.average, answered: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, failed: result.errors + result.timeouts + result.non2xx };
}

/**
 * Each server alone: a warm-up over the same rotation (a running server has compiled its hot
 * code long before; a cold one spends its first seconds doing so), then the measured run, each
 * started once the database is idle.
 */
type RunFigures = Figures & { serverCpuMs: number; postgresCpuMs: number; timing?: ServerTiming };

async function warmThenLoad(server: ChildProcess, baseUrl: string, urls: string[], databaseUrl: string, timed = false): Promise<RunFigures> {
  await load(baseUrl, urls, WARM_UP_SECONDS);
  await settle(databaseUrl);
  const before = timed ? await scrapeMetrics() : undefined;
  const { result: figures, serverMs, postgresMs } = await measureCpu(server.pid!, () => load(baseUrl, urls));
  const timing = before ? serverTiming(before, await scrapeMetrics(), DURATION_SECONDS) : undefined;
  await settle(databaseUrl);
  const perRequest = (ms: number) => ms / Math.max(figures.answered, 1);
  return { ...figures, serverCpuMs: perRequest(serverMs), postgresCpuMs: perRequest(postgresMs), timing };
}

/** CPU milliseconds a request: the server's processes + PostgreSQL's. */
const cpuCell = (figures: RunFigures) => `${figures.serverCpuMs.toFixed(2)} + ${figures.postgresCpuMs.toFixed(2)}`;

async function main() {
  // The server as `npm start` runs it: built from the sources as they are.
  await buildServer();
  const url = await ensureDatabase(DATABASE);
  const ids = await prepareCatalog(url, CASE_STUDIES, DISTINCT_URLS);
  const random = seededRandom(2026);
  const scenarios = [
    { name: 'browse', urls: browseUrls(random, DISTINCT_URLS) },
    { name: 'detail', urls: detailUrls(random, ids, DISTINCT_URLS) },
    { name: 'search', urls: searchUrls(random, DISTINCT_URLS) },
  ].filter((scenario) => SCENARIOS.includes(scenario.name));
  const app = start(SERVER_ENTRY, {
    DATABASE_URL: url,
    AUTH_SECRET: 'bench-secret-0123456789-0123456789-0123',
    PORT: String(APP_PORT),
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    WEB_CONCURRENCY: String(PROCESSES),
    DATABASE_POOL_SIZE: POOL_SIZE,
    ...(SERVER_TIMING && { METRICS_PORT: String(METRICS_PORT) }),
  }, PROFILE_FLAGS);
  const floor = start('bench/floor-server.ts', { DATABASE_URL: url, PORT: String(FLOOR_PORT), WEB_CONCURRENCY: String(PROCESSES), DATABASE_POOL_SIZE: POOL_SIZE });
  const appUrl = `http://localhost:${APP_PORT}`;
  const floorUrl = `http://localhost:${FLOOR_PORT}`;
  try {
    await Promise.all([waitForHealth(appUrl, 'memory'), waitForHealth(floorUrl)]);
    const loadBefore = loadAverage();
    const rows: string[] = [];
    const timings: string[] = [];
    let met = true;
    for (const scenario of scenarios) {
      const distinct = new Set(scenario.urls).size;
      const floorFigures = await warmThenLoad(floor, floorUrl, scenario.urls, url);
      const appFigures = await warmThenLoad(app, appUrl, scenario.urls, url, SERVER_TIMING);
      const timing = appFigures.timing;
      if (timing) {
        timings.push(
          `| ${scenario.name} | ${appFigures.p99} | ${(timing.within50ms * 100).toFixed(1)} % | ${timing.p99Bound} | ${timing.loopP99Ms.toFixed(1)} | ${(timing.gcShare * 100).toFixed(1)} % |`,
        );
      }
      const ratio = appFigures.rps / floorFigures.rps;
      const ok = appFigures.p99 < TARGET_P99_MS && ratio >= TARGET_RATIO && appFigures.failed === 0 && floorFigures.failed === 0;
      met &&= ok;
      rows.push(
        `| ${scenario.name} | ${distinct.toLocaleString('en-US')} | ${appFigures.rps.toFixed(0)} | ${appFigures.p50} | ${appFigures.p99} | ${cpuCell(appFigures)} | ${floorFigures.rps.toFixed(0)} | ${floorFigures.p99} | ${cpuCell(floorFigures)} | ${ratio.toFixed(2)} | ${appFigures.failed + floorFigures.failed} | ${ok ? 'yes' : 'no'} |`,
      );
    }
    console.log(
      `\n${CASE_STUDIES.toLocaleString('en-US')} case studies, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, ${PROCESSES} server process(es) each with ${POOL_SIZE} database connections, no response cache; load average ${loadBefore} before, ${loadAverage()} after\n`,
    );
    console.log('| scenario | distinct URLs | API req/s | API p50 ms | API p99 ms | API CPU ms a request (server + PostgreSQL) | floor req/s | floor p99 ms | floor CPU ms a request | API / floor | errors | targets met |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(`\ntargets: p99 < ${TARGET_P99_MS} ms and at least ${TARGET_RATIO * 100}% of the floor's requests per second`);
    if (timings.length > 0) {
      console.log('\n| scenario | API p99 ms (client) | answered by the server within 50 ms | server p99 | event loop p99 ms | GC share |');
      console.log('|---|---|---|---|---|---|');
      for (const row of timings) console.log(row);
    }
    if (!met) process.exitCode = 1;
  } finally {
    for (const child of [app, floor]) child.kill('SIGTERM');
    await Promise.all([once(app, 'exit'), once(floor, 'exit')]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
