import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnMain, type SpawnedMain } from '#tests/helpers/command-line.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database.ts';

// Several server processes sharing one port (WEB_CONCURRENCY, decision 039): PostgreSQL only,
// since the embedded database belongs to one process.

/** Two processes each start a whole server: this can take a while on a busy machine. */
const SLOW = 120_000;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function spawnProcesses(extraEnv: Record<string, string> = {}) {
  return spawnMain({ DATABASE_URL: database.url!, AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters', WEB_CONCURRENCY: '2', ...extraEnv });
}

/** The JSON log entries of the primary and its processes with this message. */
const entries = (server: SpawnedMain, msg: string) =>
  server
    .output()
    .stdout.split('\n')
    .filter((line) => line.includes(`"msg":"${msg}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function until<T>(server: SpawnedMain, find: () => T | undefined): Promise<T> {
  const deadline = Date.now() + SLOW;
  while (Date.now() < deadline) {
    const found = find();
    if (found !== undefined) return found;
    if (server.child.exitCode !== null) throw new Error(`exited early: ${JSON.stringify(server.output())}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

/** The server processes the primary runs now. */
function childPids(primary: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits with 1 when there is none
  }
}

describe('WEB_CONCURRENCY server processes', () => {
  it(
    'say once that Flightdeck is ready when every process serves, replace one that dies, and all stop on SIGTERM',
    async () => {
      const server = spawnProcesses();
      try {
        const ready = await until(server, () => entries(server, 'Flightdeck is ready')[0]);
        expect(ready).toMatchObject({ processes: 2 });
        // Each process reads its own browse index, in the background while it serves.
        await until(server, () => (entries(server, 'browse index read').length === 2 ? true : undefined));
        const url = ready.url as string;
        const first = childPids(server.child.pid!);
        expect(first).toHaveLength(2);
        for (let i = 0; i < 6; i += 1) expect((await fetch(`${url}/api/health`)).status).toBe(200);

        process.kill(first[0]!, 'SIGKILL');
        await until(server, () => entries(server, 'a server process stopped; starting another')[0]);
        const replaced = await until(server, () => {
          const now = childPids(server.child.pid!);
          return now.length === 2 && !now.includes(first[0]!) && entries(server, 'browse index read').length === 3 ? now : undefined;
        });
        expect(replaced).toContain(first[1]);
        for (let i = 0; i < 6; i += 1) expect((await fetch(`${url}/api/health`)).status).toBe(200);
        // Said once, at start-up.
        expect(entries(server, 'Flightdeck is ready')).toHaveLength(1);

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        // Its processes are gone too, not left running without it.
        for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      }
    },
    SLOW,
  );

  it(
    'keep the port answering when the database ends their connections, and serve from it again without a restart',
    async () => {
      const server = spawnProcesses();
      try {
        const { url } = await until(server, () => entries(server, 'Flightdeck is ready')[0]);
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
        await admin.end();
        // Every request is answered at once, and within a few seconds from the database again.
        const health = () => fetch(`${url as string}/api/health`, { signal: AbortSignal.timeout(2_000) });
        const started = Date.now();
        while ((await health()).status !== 200) {
          expect(Date.now() - started).toBeLessThan(5_000);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        for (let i = 0; i < 6; i += 1) expect((await health()).status).toBe(200);
        expect(entries(server, 'a server process stopped; starting another')).toEqual([]);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
    SLOW,
  );

  it(
    'show every process in one scrape, on METRICS_PORT and on /metrics with METRICS_TOKEN',
    async () => {
      const free = createServer();
      free.listen(0, '127.0.0.1');
      await once(free, 'listening');
      const metricsPort = (free.address() as AddressInfo).port;
      free.close();
      const token = 'a-metrics-token-for-the-test';
      const server = spawnProcesses({ METRICS_PORT: String(metricsPort), METRICS_TOKEN: token });
      try {
        const { url } = await until(server, () => entries(server, 'Flightdeck is ready')[0]);
        // The port hands connections to the processes in turn: each answers some.
        for (let i = 0; i < 6; i += 1) expect((await fetch(`${url as string}/api/health`, { headers: { connection: 'close' } })).status).toBe(200);
        const counted = (text: string, series: string) => Number(text.split('\n').find((line) => line.startsWith(`${series} `))?.split(' ')[1]);
        const health = 'flightdeck_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';

        const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        expect(counted(scraped, health)).toBe(6);
        // Per-process figures add up; the queue, read from the database, is counted once.
        expect(counted(scraped, 'flightdeck_search_serving{path="index"}') + counted(scraped, 'flightdeck_search_serving{path="sql"}')).toBe(2);
        const reader = new pg.Client({ connectionString: database.url });
        await reader.connect();
        const { rows } = await reader.query<{ pending: number }>(`select count(*)::int as pending from events where state = 'pending'`);
        await reader.end();
        expect(counted(scraped, 'flightdeck_events{state="pending"}')).toBe(rows[0]!.pending);

        expect((await fetch(`${url as string}/metrics`)).status).toBe(401);
        const throughProcess = await fetch(`${url as string}/metrics`, { headers: { authorization: `Bearer ${token}` } });
        expect(throughProcess.status).toBe(200);
        expect(counted(await throughProcess.text(), health)).toBe(6);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
    SLOW,
  );

  it(
    'exit with code 1 when the processes cannot start (the port is taken)',
    async () => {
      const taken = createServer();
      taken.listen(0, '127.0.0.1');
      await once(taken, 'listening');
      try {
        const server = spawnProcesses({ PORT: String((taken.address() as AddressInfo).port) });
        expect(await server.exited).toBe(1);
        expect(server.output().stderr).toContain('is already in use');
      } finally {
        taken.close();
      }
    },
    SLOW,
  );
});
