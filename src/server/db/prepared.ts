import type { Database } from './client.ts';

/**
 * Statements prepared once per database handle: the returned function builds them on first use
 * and hands the same ones back after, so a request sends only their parameters.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
