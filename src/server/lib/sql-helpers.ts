import { and, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** min <= value < max, with an open upper end when max is null. */
export function inBand(value: SQLWrapper, [min, max]: readonly [number, number | null]): SQL | undefined {
  return max === null ? gte(value as never, min) : and(gte(value as never, min), lt(value as never, max));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of a raw `db.execute` answer: both drivers (pg and PGlite) answer with `{ rows }`. */
export const resultRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type RankedPageSpec = { where: SQL | undefined; order: (SQL | AnyPgColumn)[]; limit: unknown; offset?: unknown };

/**
 * The ids of one page of `table`'s rows that match, in `order`, each with its place and the
 * number of all matches (`count(*) over ()`, so the total comes with the page), as a subquery
 * named `alias`. `limit` and `offset` may be a prepared statement's placeholders.
 */
export function rankedPage(db: Database, table: PgTable, id: AnyPgColumn, alias: string, { where, order, limit, offset = 0 }: RankedPageSpec) {
  return db
    .select({ id, place: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('place'), total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(limit as number)
    .offset(offset as number)
    .as(alias);
}

/**
 * A page of cards and how many match, as one JSON value `{ total, rows }` (rows in place order),
 * for a statement that reads other things besides: `ranked` is a subquery aliased `alias` with
 * the page's `id`, `place` and `total`, joined to `table`, whose columns `card` builds from.
 */
export function cardsAsJson<T>(card: SQL, table: string, ranked: SQLWrapper, alias: string): SQL<T> {
  const page = sql.identifier(alias);
  const rows = sql.identifier(table);
  return sql<T>`(select json_build_object(
    'total', coalesce(max(${page}.total), 0),
    'rows', coalesce(json_agg(${card} order by ${page}.place), '[]'::json))
    from ${rows} inner join ${ranked} on ${page}.id = ${rows}.id)`;
}
