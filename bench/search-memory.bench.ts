import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '#server/server-processes.ts';
import { ensureDatabase, prepareCatalog } from './bench-database.ts';
import { buildServer, SERVER_ENTRY } from '../scripts/server-build.ts';

/**
 * One server process with the browse index (SEARCH_INDEX=memory) at several catalogue sizes,
 * measured from outside as an operator sees it:
 * - start to first answer: from spawning the process to the first 200 of a case-study list
 *   (answered in SQL while the index is read, decision 053);
 * - start to index: until `GET /api/health` says `search: 'memory'`;
 * - resident memory (VmRSS of the process) once the index is read and the process has been idle
 *   for a few seconds, and the same after a full reload of the index (more changed studies than
 *   are worth applying one by one), then the peak over the process's life (VmHWM), which covers
 *   both reads.
 * The process runs with the flags and setting `npm run serve` gives it (SERVER_NODE_FLAGS, SERVER_ENV).
 *   npm run bench:search-memory      (see bench/README.md for the settings)
 */
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,300000').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3996);
/** Idle time after the index is read before the resident memory is read. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 15_000);
/** More changed studies than the index applies one by one (browse-index.ts MAX_CHANGES_APPLIED): a full reload. */
const RELOAD_CHANGES = 5_001;

/** The benchmark database of a size: `flightdeck_bench` (100,000, shared with `npm run bench`) or `flightdeck_bench_<n>k`. */
const databaseFor = (size: number) => (size === 100_000 ? 'flightdeck_bench' : `flightdeck_bench_${size / 1_000}k`);

const mb = (kb: number) => Math.round(kb / 1024);

/** VmRSS and VmHWM of a process, in kB. */
function residentMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function health(base: string): Promise<string | null> {
  return fetch(`${base}/api/health`).then(
    async (response) => (response.ok ? ((await response.json()) as { search: string }).search : null),
    () => null,
  );
}

/** Milliseconds from `started` until `check` holds, polling every 20 ms (at most 10 minutes). */
async function until(started: number, check: () => Promise<boolean>): Promise<number> {
  while (performance.now() - started < 600_000) {
    if (await check()) return performance.now() - started;
    await sleep(20);
  }
  throw new Error('timed out');
}

/** Changes more studies than the index applies one by one, then restores them (two changes each). */
async function touchStudies(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const chosen = `select id from case_studies where status = 'published' order by id limit ${RELOAD_CHANGES}`;
    await client.query(`update case_studies set vote_count = vote_count + 1 where id in (${chosen})`);
    await client.query(`update case_studies set vote_count = vote_count - 1 where id in (${chosen})`);
  } finally {
    await client.end();
  }
}

type Row = { size: number; firstAnswer: number; firstFrom: string; index: number; rss: number; reload: number; rssReload: number; peak: number };

async function measure(size: number): Promise<Row> {
  const url = await ensureDatabase(databaseFor(size));
  await prepareCatalog(url, size);
  const base = `http://localhost:${PORT}`;
  const started = performance.now();
  const server: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    env: {
      ...SERVER_ENV,
      ...process.env,
      DATABASE_URL: url,
      AUTH_SECRET: 'bench-secret-0123456789-0123456789-0123',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      SEARCH_INDEX: 'memory',
      WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    let firstFrom = '';
    const firstAnswer = await until(started, async () => {
      const ok = await fetch(`${base}/api/case-studies?page=1`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) firstFrom = (await health(base)) ?? '';
      return ok;
    });
    const index = await until(started, async () => (await health(base)) === 'memory');
    await sleep(SETTLE_MS);
    const { rss } = residentMemory(server.pid!);

    await touchStudies(url);
    const reloadStarted = performance.now();
    // The next list looks at the change log, finds the gap and lets the index be read again.
    await fetch(`${base}/api/case-studies?page=1`);
    await until(reloadStarted, async () => (await health(base)) === 'postgres');
    const reload = await until(reloadStarted, async () => (await health(base)) === 'memory');
    await sleep(SETTLE_MS);
    const after = residentMemory(server.pid!);
    return { size, firstAnswer, firstFrom, index, rss: mb(rss), reload, rssReload: mb(after.rss), peak: mb(after.peak) };
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}

async function main() {
  // The server as `npm start` runs it: built from the sources as they are.
  await buildServer();
  const rows: Row[] = [];
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  for (const size of SIZES) {
    const row = await measure(size);
    rows.push(row);
    console.log(`${size}: ${JSON.stringify(row)}`);
  }
  const loadAfter = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`\none server process, SEARCH_INDEX=memory; load average ${loadBefore} before, ${loadAfter} after\n`);
  console.log('| case studies | first answer s | answered by | index s | RSS after start MB | full reload s | RSS after reload MB | peak RSS MB |');
  console.log('|---|---|---|---|---|---|---|---|');
  const s = (ms: number) => (ms / 1000).toFixed(1);
  for (const row of rows) {
    console.log(
      `| ${row.size.toLocaleString('en-US')} | ${s(row.firstAnswer)} | ${row.firstFrom} | ${s(row.index)} | ${row.rss} | ${s(row.reload)} | ${row.rssReload} | ${row.peak} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
