import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDirectory } from './data-dir-lock.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  /**
   * Calls onPayload with every NOTIFY on the channel (from any instance on this database);
   * resolves once listening, to a function that stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** How long a lost LISTEN connection waits before it connects again. */
const LISTEN_RECONNECT_MS = 1_000;

/**
 * One dedicated connection per channel (a pooled one could be handed to a query mid-LISTEN).
 * A dropped connection is opened again; notifications sent while it was down are lost, which
 * is why readers replay from tables and workers also poll.
 */
async function listenOnPostgres(connectionString: string, channel: string, onPayload: (payload: string) => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      setTimeout(() => void connect().catch(() => undefined), LISTEN_RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePostgres(pool, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, onPayload) => listenOnPostgres(connectionString, channel, onPayload),
    close: () => pool.end(),
  };
}

/** Wraps an already open PGlite instance (tests load one from a migrated template). */
export function wrapPglite(client: PGlite, onClose?: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      await client.close();
      await onClose?.();
    },
  };
}

export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Opens the embedded database in `dataDir`. Refuses a directory that another live
 * process holds: two writers on one PGlite directory silently lose writes.
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataDirectory(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}
