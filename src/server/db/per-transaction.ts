import type { Database } from './client.ts';

const memos = new WeakMap<Database, Map<string, Promise<unknown>>>();

/**
 * Computes a value once per transaction and key: a lock already taken, or a row already read,
 * by an earlier event handled in the same transaction needs no second statement. Only for
 * transactions (a plain database handle would keep the value for good), and only for what
 * cannot change under the transaction's locks or does not matter if it did within it.
 */
export function oncePerTransaction<T>(tx: Database, key: string, compute: () => Promise<T>): Promise<T> {
  let memo = memos.get(tx);
  if (!memo) {
    memo = new Map();
    memos.set(tx, memo);
  }
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = compute();
    memo.set(key, value);
  }
  return value;
}
