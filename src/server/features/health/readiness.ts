import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { AppDeps } from '../../app-context.ts';
import { MIGRATIONS_FOLDER } from '../../db/migrations-folder.ts';
import { sqlStateOf } from '../../db/transaction-retry.ts';
import { resultRows } from '../../lib/sql-helpers.ts';

/** A database that has not answered by then counts as unreachable (a lost network drops packets rather than refusing). */
const DATABASE_CHECK_MS = 3_000;

export const DATABASE_UNREACHABLE_MESSAGE = 'The database cannot be reached. The server keeps trying to reconnect.';

export const READINESS_MESSAGES = {
  database: DATABASE_UNREACHABLE_MESSAGE,
  migrations: 'The database lacks migrations this server needs: it was restored from an older copy or changed by hand. Restart the server to apply them.',
  worker: 'The event worker is not running: the server is starting or stopping.',
} as const;

export type NotReadyReason = keyof typeof READINESS_MESSAGES;

/** The work, or false once DATABASE_CHECK_MS passed or it failed. */
async function withinCheckTime<T>(work: Promise<T>): Promise<T | false> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([work.catch(() => false as const), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether `select 1` answers within DATABASE_CHECK_MS. */
export async function databaseAnswers({ db }: Pick<AppDeps, 'db'>): Promise<boolean> {
  return (await withinCheckTime(db.execute(sql`select 1`).then(() => true))) === true;
}

let newestMigration: number | undefined;
/** The time stamp of the newest migration this server ships (drizzle records it when applied). */
function newestShippedMigration(): number {
  newestMigration ??= Math.max(...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.folderMillis));
  return newestMigration;
}

/** Whether drizzle's record in the database holds this server's newest migration; undefined when the database did not answer. */
async function migrationsApplied({ db }: Pick<AppDeps, 'db'>): Promise<boolean | undefined> {
  const applied = await withinCheckTime(
    db
      .execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)
      .then((result) => resultRows<{ newest: string | null }>(result)[0]?.newest ?? null)
      // No record at all (undefined table or schema): never migrated.
      .catch((error: unknown) => {
        if (['42P01', '3F000'].includes(sqlStateOf(error) ?? '')) return null;
        throw error;
      }),
  );
  if (applied === false) return undefined;
  return applied !== null && Number(applied) >= newestShippedMigration();
}

/**
 * Whether this instance can take traffic: its database answers and holds every migration the
 * server ships, and its event worker runs (effects of writes happen). Null when ready, else the
 * first reason it is not.
 */
export async function notReadyReason(deps: Pick<AppDeps, 'db' | 'worker'>): Promise<NotReadyReason | null> {
  if (!(await databaseAnswers(deps))) return 'database';
  const migrated = await migrationsApplied(deps);
  if (migrated === undefined) return 'database';
  if (!migrated) return 'migrations';
  if (!deps.worker.isRunning()) return 'worker';
  return null;
}
