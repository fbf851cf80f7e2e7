import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { PipelinedPool } from './pipelined-pool.ts';

// PostgreSQL only: the embedded database has one connection and no pool.

type Named = { name: string; text: string };
const echo: Named = { name: 'pipelined_echo', text: 'select $1::int as n, pg_backend_pid() as pid' };
const divide: Named = { name: 'pipelined_divide', text: 'select 1 / $1::int as n, pg_backend_pid() as pid' };

let pools: PipelinedPool[] = [];
let applicationName = '';

function openPool(pipelines: number): PipelinedPool {
  applicationName = `pipelined-${randomUUID()}`;
  const url = new URL(inject('postgresAdminUrl'));
  url.searchParams.set('application_name', applicationName);
  const pool = new PipelinedPool({ connectionString: url.toString(), max: 3, pipelines });
  pools.push(pool);
  return pool;
}

/** The server processes serving this test's connections. */
async function backends(): Promise<number[]> {
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1 order by pid', [applicationName]);
    return rows.map((row) => row.pid);
  } finally {
    await admin.end();
  }
}

/** A statement through the pool as the driver's callers see it. */
const run = <R extends pg.QueryResultRow>(pool: pg.Pool, statement: Named, value: number) => pool.query<R>({ ...statement, values: [value] });

const pidsOf = (results: pg.QueryResult<{ pid: number }>[]) => [...new Set(results.map((result) => result.rows[0]!.pid))];

describe.skipIf(process.env.TEST_DB !== 'postgres')('a pool with a pipelined connection', () => {
  afterEach(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    pools = [];
  });

  it('runs concurrent prepared statements on its one pipelined connection, each with its own answer', async () => {
    const pool = openPool(1);
    const running = Array.from({ length: 20 }, (_, n) => run<{ n: number; pid: number }>(pool, echo, n));
    expect(pool.pipelinedInFlight).toBe(20);
    const results = await Promise.all(running);
    expect(pool.pipelinedInFlight).toBe(0);
    expect(results.map((result) => result.rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(pidsOf(results)).toHaveLength(1);
    expect(pool.totalCount).toBe(0);
    expect(pool.pipelinedCount).toBe(1);
  });

  it('writes the statements of one turn of the event loop in one write, and a later turn in its own', async () => {
    const pool = openPool(1);
    await run(pool, echo, 0);
    type Stream = { _writev: (...args: unknown[]) => void; _write: (...args: unknown[]) => void };
    const socket = (pool as unknown as { lanes: { client: { connection: { stream: Stream } } }[] }).lanes[0]!.client.connection.stream;
    let writes = 0;
    for (const method of ['_writev', '_write'] as const) {
      const original = socket[method].bind(socket);
      socket[method] = (...args: unknown[]) => {
        writes += 1;
        original(...args);
      };
    }
    const first = await Promise.all(Array.from({ length: 5 }, (_, n) => run<{ n: number }>(pool, echo, n)));
    expect(writes).toBe(1);
    const second = await Promise.all([run<{ n: number }>(pool, echo, 5), run<{ n: number }>(pool, echo, 6)]);
    expect(writes).toBe(2);
    expect([...first, ...second].map((result) => result.rows[0]!.n)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('gives a transaction and an unnamed statement a connection of the pool', async () => {
    const pool = openPool(1);
    const { rows: pipelined } = await run<{ pid: number }>(pool, echo, 1);
    const { rows: unnamed } = await (pool as pg.Pool).query<{ pid: number }>('select pg_backend_pid() as pid');
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows: inTransaction } = await client.query<{ pid: number }>({ ...echo, values: [2] });
      await client.query('commit');
      expect(inTransaction[0]!.pid).not.toBe(pipelined[0]!.pid);
    } finally {
      client.release();
    }
    expect(unnamed[0]!.pid).not.toBe(pipelined[0]!.pid);
    expect(pool.totalCount).toBe(1);
  });

  it('fails a statement that fails alone, and answers those pipelined around it', async () => {
    const pool = openPool(1);
    const settled = await Promise.allSettled([1, 0, 2].map((value) => run<{ n: number }>(pool, divide, value)));
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled[1]).toMatchObject({ reason: { code: '22012' } });
    expect((settled[2] as PromiseFulfilledResult<pg.QueryResult<{ n: number }>>).value.rows[0]!.n).toBe(0);
  });

  it('opens another pipelined connection for the next statement when the database ends its one', async () => {
    const pool = openPool(1);
    const first = await run<{ pid: number }>(pool, echo, 1);
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [first.rows[0]!.pid]);
    await admin.end();
    for (let waited = 0; pool.pipelinedCount > 0; waited += 20) {
      expect(waited, 'the ended connection is let go').toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const next = await run<{ n: number; pid: number }>(pool, echo, 3);
    expect(next.rows[0]!.n).toBe(3);
    expect(next.rows[0]!.pid).not.toBe(first.rows[0]!.pid);
  });

  it('spreads statements over its pipelined connections and closes them all when it ends', async () => {
    const pool = openPool(2);
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => run<{ pid: number }>(pool, echo, n)));
    expect(pidsOf(results)).toHaveLength(2);
    expect(await backends()).toHaveLength(2);
    pools = [];
    await pool.end();
    for (let waited = 0; (await backends()).length > 0; waited += 20) {
      expect(waited, 'its connections close').toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('sends prepared statements through the pool with no pipelined connection', async () => {
    const pool = openPool(0);
    await Promise.all(Array.from({ length: 6 }, (_, n) => run(pool, echo, n)));
    expect(pool.pipelinedCount).toBe(0);
    expect(pool.totalCount).toBeGreaterThan(0);
  });
});
