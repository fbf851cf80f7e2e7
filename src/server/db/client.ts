import { setTimeout as sleep } from 'node:timers/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ADVISORY_LOCK } from '../lib/advisory-locks.ts';
import type { Logger } from '../lib/logger.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { retryTransactions } from './transaction-retry.ts';
import { PipelinedPool } from './pipelined-pool.ts';

/**
 * The drizzle database, whichever engine is underneath: the query builder only. Made without the
 * schema's relations, so a transaction does not build a relational query builder for each of
 * the schema's tables (decision 096).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, seeding) while holding the schema-setup lock, so
   * instances starting together on one database do it one after another, never at once.
   */
  withSetupLock<T>(work: () => Promise<T>): Promise<T>;
  /** LISTEN on a channel: every NOTIFY from any instance on this database. */
  listen: Listen;
  /** The embedded database only: a consistent copy of its files, as PGlite's dump (a tar). */
  dumpDataDir?: () => Promise<Blob>;
  /** The connection pool's state now (PostgreSQL; PGlite has one connection and no pool). */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
};

/**
 * Connections a pool holds (lent out or idle), those idle, and queries waiting for one; besides
 * them, the pipelined connections open and the statements written on them not yet answered
 * (decision 097).
 */
export type PoolStats = { total: number; idle: number; waiting: number; pipelined: number; pipelinedInFlight: number };

/** How long a lost LISTEN connection waits before each attempt to connect again. */
const LISTEN_RECONNECT_MS = 1_000;

/**
 * Calls onPayload with every NOTIFY on the channel; resolves once listening, to a function that
 * stops it. onResume runs when it listens again after its connection was lost.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onResume?: () => void) => Promise<() => Promise<void>>;

/**
 * One dedicated connection per channel (a pooled one could be handed to a query mid-LISTEN).
 * A lost connection is opened again, attempt after attempt while the database is unreachable;
 * notifications sent while it was down are lost, so onResume tells the listener to catch up
 * from the tables.
 */
async function listenOnPostgres(
  connectionString: string,
  logger: Logger | undefined,
  channel: string,
  onPayload: (payload: string) => void,
  onResume?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      if (stopped || client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      logger?.warn({ err: error, channel }, 'the listening database connection was lost; connecting again');
      void reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };
  const reconnect = async (): Promise<void> => {
    while (!stopped) {
      await sleep(LISTEN_RECONNECT_MS, undefined, { ref: false });
      if (stopped) return;
      try {
        await connect();
      } catch {
        continue; // still unreachable
      }
      if (stopped) return;
      logger?.info({ channel }, 'listening again');
      onResume?.();
      return;
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}

/**
 * A pool of up to `poolSize` connections (DATABASE_POOL_SIZE), and `pipelines` pipelined
 * connections (DATABASE_PIPELINES) for prepared statements outside a transaction (decision 097,
 * `pipelined-pool.ts`). The database may end any of them (a restart, a failover, a
 * terminated backend, an idle timeout, a network reset): that arrives as an 'error' event, on the
 * pool for an idle connection, on the connection itself for one lent out between two queries.
 * Either event unhandled would stop the process. The pool drops such a connection (a lent one
 * when it comes back) and opens another for the next query, so requests in flight may fail and
 * later ones are answered once the database is back.
 */
export function openPostgres(
  connectionString: string,
  { logger, poolSize = 10, pipelines = 1 }: { logger?: Logger; poolSize?: number; pipelines?: number } = {},
): DatabaseHandle {
  const pool = new PipelinedPool({
    connectionString,
    max: poolSize,
    pipelines,
    onLaneLost: (error) => logger?.warn({ err: error }, 'a pipelined database connection was lost; the next statement opens another'),
  });
  pool.on('error', (error) => logger?.warn({ err: error }, 'an idle database connection was lost'));
  // The lent connection's query (now or next) fails with the error, and its caller answers it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePostgres(pool, { casing: 'snake_case' });
  return {
    db: retryTransactions(db as unknown as Database, logger),
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async withSetupLock(work) {
      // A session lock on a connection of its own: held while the work uses the pool's others.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCK.schemaSetup]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCK.schemaSetup]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload, onResume) => listenOnPostgres(connectionString, logger, channel, onPayload, onResume),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, pipelined: pool.pipelinedCount, pipelinedInFlight: pool.pipelinedInFlight }),
    close: () => pool.end(),
  };
}

/**
 * Opens the embedded database in `dataDir` (see `pglite.ts`). PGlite and its driver are loaded
 * here, on first use: an instance on PostgreSQL never loads them.
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const pglite = await import('./pglite.ts');
  return pglite.openPglite(dataDir);
}
