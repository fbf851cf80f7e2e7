import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

/** The database or an open transaction: what holds the connection a statement goes on. */
export type StatementRunner = Pick<Database, '_'>;

// As the database handles are opened (db/client.ts, db/pglite.ts).
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A statement of fixed shape whose SQL is built once (its values are `sql.placeholder`s) and that
 * runs on the runner's own connection, an open transaction's too, where a statement prepared on
 * the database handle cannot go. PostgreSQL gets it by name, so each connection parses it once and
 * later only binds the values. Rows come as the driver gives them, keyed by the names the SQL
 * gives its columns: numbers, text and booleans as such, numeric and times as text.
 */
export function statementBuiltOnce<Row>(name: string, build: () => SQL): (runner: StatementRunner, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (runner, values) => {
    query ??= dialect.sqlToQuery(build());
    const result = (await runner._.session.prepareQuery(query, undefined, name, false).execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
