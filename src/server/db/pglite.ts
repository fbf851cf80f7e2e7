import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { lockDataDirectory } from './data-dir-lock.ts';
import { retryTransactions } from './transaction-retry.ts';

// The embedded database, in a module of its own: `client.ts` loads it only when a server opens
// one, so an instance on PostgreSQL does not load PGlite at start (decision 069).

/** Wraps an already open PGlite instance (tests load one from a migrated template). */
export function wrapPglite(client: PGlite, onClose?: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client, { casing: 'snake_case' });
  // One process holds a PGlite directory, and its single session would re-enter an advisory
  // lock at once: an in-process queue serialises the work instead.
  let setupQueue: Promise<unknown> = Promise.resolve();
  return {
    withSetupLock(work) {
      const run = setupQueue.then(work, work);
      setupQueue = run.catch(() => undefined);
      return run;
    },
    // One connection cannot deadlock, but the same code runs on both databases.
    db: retryTransactions(db as unknown as Database),
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // The embedded database runs in this process: its LISTEN is never cut off.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    // PGlite dumps between statements, never during one: a copy as of one instant, which opens as
    // PostgreSQL opens after a crash. The checkpoint first (after any open transaction) leaves little to replay.
    dumpDataDir: async () => {
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
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
