import { sql } from 'drizzle-orm';
import { check, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

// Check constraints several tables share. Not re-exported from index.ts: they are not tables.

/**
 * CHECK (column in ('a', 'b', ...)): the column holds one of the values of the shared list its
 * type comes from, so the list is written once. The values are our own constants, never input.
 */
export const checkOneOf = (name: string, column: ExtraConfigColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);
