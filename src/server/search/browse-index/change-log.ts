import { sql, type SQL } from 'drizzle-orm';

/** What a look at the change log saw: its snapshot's bounds, as `pg_current_snapshot()` gives them. */
export type Seen = { xmin: number; xmax: number; xip: readonly number[] };

/** `xmin:xmax:xip,xip…` (pg_snapshot's text form). */
export function parseSnapshot(text: string): Seen {
  const [xmin = '0', xmax = '0', xip = ''] = text.split(':');
  return { xmin: Number(xmin), xmax: Number(xmax), xip: xip === '' ? [] : xip.split(',').map(Number) };
}

/**
 * The rows (of the change log, or `catalog_words`) a look with snapshot `seen` could not see:
 * those whose writing transaction, in column `xid`, had not begun (an id from `xmax` on) or was
 * still running (`xip`). A transaction id below `xmax` and not running had ended, so its rows, if
 * committed, were seen. Parameters may be placeholders.
 */
export function unseenRows(xid: SQL, xmax: unknown, xip: unknown): SQL {
  return sql`(${xid} >= ${xmax}::bigint or ${xid} = any(string_to_array(${xip}::text, ',')::bigint[]))`;
}

/**
 * Whether anything changed since a look with snapshot `seen`: an unseen change is visible now,
 * or the sweep pruned changes a look at `seen` might still have needed.
 */
export function changedSince(xmin: unknown, xmax: unknown, xip: unknown): SQL<boolean> {
  // The newest change by the index, and each running transaction's by key: a prepared statement's
  // generic plan for `xid >= $1` guesses a third of the log matches and reads all of it.
  return sql<boolean>`((select max(xid) from catalog_changes) >= ${xmax}::bigint
    or exists (select 1 from catalog_changes where catalog_changes.xid = any(string_to_array(${xip}::text, ',')::bigint[]))
    or (select through_xid from catalog_changes_pruned where id = 1) >= ${xmin}::bigint)`;
}

/** `changedSince` in a prepared statement, from the placeholders `seenParameters` fills. */
export const changedSinceSeen = (): SQL<boolean> => changedSince(sql.placeholder('xmin'), sql.placeholder('xmax'), sql.placeholder('xip'));

/** A look's parameters for `changedSince` (`xip` comma-separated); before any look, values that always say "changed". */
export function seenParameters(seen: Seen | null): { xmin: number; xmax: number; xip: string } {
  return seen ? { xmin: seen.xmin, xmax: seen.xmax, xip: seen.xip.join(',') } : { xmin: 0, xmax: 0, xip: '' };
}
