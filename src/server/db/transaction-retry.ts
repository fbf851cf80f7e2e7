import pRetry from 'p-retry';
import type { Database } from './client.ts';
import type { Logger } from '../lib/logger.ts';

/**
 * SQLSTATEs of a transaction PostgreSQL rolled back so that another could go on: a serialization
 * failure (40001) and a deadlock's victim (40P01). Run again, the same transaction usually passes.
 */
const TRANSIENT_SQLSTATES: ReadonlySet<string> = new Set(['40001', '40P01']);

/** Attempts of one transaction in all, the first included. */
export const TRANSACTION_ATTEMPTS = 3;
/** The wait before the second attempt, doubled before each later one, each scaled by 1 to 2 at random. */
const FIRST_RETRY_DELAY_MS = 25;
const LONGEST_RETRY_DELAY_MS = 250;

/** The SQLSTATE of a failed statement, from the driver's error or an error wrapping it (drizzle's). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Whether the database refused the transaction for another's sake (deadlock, serialization), so a later attempt may pass. */
export function isTransientConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && TRANSIENT_SQLSTATES.has(state);
}

type Transaction = Database['transaction'];

/** Each retrying database's own transaction, run once. */
const runOnce = new WeakMap<Database, Transaction>();

/**
 * Makes `db.transaction(...)` run the whole transaction again, up to TRANSACTION_ATTEMPTS in all
 * with a short jittered wait between, when the database rolled it back for a deadlock or a
 * serialization conflict. A conflict still there after the last attempt is thrown as it came (the
 * error handler answers it with 503). Only transactions opened on the database itself: a nested
 * one (a savepoint) fails its outer transaction, which is retried as a whole.
 *
 * Every callback given to `db.transaction` must therefore be safe to run twice: it touches only
 * the database. One that calls the outside world (a payment provider, a bucket) inside its
 * transaction uses `transactionOnce` instead.
 */
export function retryTransactions(db: Database, logger?: Logger): Database {
  const once: Transaction = db.transaction.bind(db);
  runOnce.set(db, once);
  const retried = (transaction: Parameters<Transaction>[0], config?: Parameters<Transaction>[1]) =>
    pRetry(() => once(transaction, config), {
      retries: TRANSACTION_ATTEMPTS - 1,
      minTimeout: FIRST_RETRY_DELAY_MS,
      maxTimeout: LONGEST_RETRY_DELAY_MS,
      factor: 2,
      randomize: true,
      shouldRetry: ({ error }) => isTransientConflict(error),
      onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
        if (isTransientConflict(error) && retriesLeft > 0) logger?.info({ sqlState: sqlStateOf(error), attempt: attemptNumber }, 'a transaction gave way to another; running it again');
      },
    });
  db.transaction = retried as Transaction;
  return db;
}

/**
 * A transaction run exactly once, even on a database that retries its transactions: for a
 * callback that calls the outside world, which a repeat would call again.
 */
export function transactionOnce<T>(db: Database, transaction: (tx: Parameters<Parameters<Transaction>[0]>[0]) => Promise<T>): Promise<T> {
  const once = runOnce.get(db) ?? db.transaction.bind(db);
  return once(transaction);
}
