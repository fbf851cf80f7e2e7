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
import { ADVISORY_LOCK } from '../lib/advisory-locks.ts';
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
   * Runs start-up work (migrations, seeding) while holding the schema-setup lock, so
   * instances starting together on one database do it one after another, never at once.
   */
  withSetupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePostgres(pool, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
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
    close: () => pool.end(),
  };
}

/** Wraps an already open PGlite instance (tests load one from a migrated template). */
export function wrapPglite(client: PGlite, onClose?: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  // One process holds a PGlite directory, and its single session would re-enter an advisory
  // lock at once: an in-process queue serialises the work instead.
  let setupQueue: Promise<unknown> = Promise.resolve();
  return {
    withSetupLock(work) {
      const run = setupQueue.then(work, work);
      setupQueue = run.catch(() => undefined);
      return run;
    },
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
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
