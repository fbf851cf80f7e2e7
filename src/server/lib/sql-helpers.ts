import { and, gte, lt, type SQL, type SQLWrapper } from 'drizzle-orm';

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
