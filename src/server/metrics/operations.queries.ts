import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { seenParameters, unseenRows, type Seen } from '../search/search.ts';
import { resultRows } from '../lib/sql-helpers.ts';

/** What the database holds for an operator to watch, read at each scrape. */
export type Operations = {
  events: { pending: number; running: number; failed: number; oldestDueSeconds: number };
  mail: { queued: number; failed: number };
  /** Catalogue changes the browse index has not applied yet (null without an index). */
  catalogChangesBehind: number | null;
};

type OperationsRow = {
  pending: number;
  running: number;
  failed: number;
  oldestDueSeconds: number | null;
  mailQueued: number;
  mailFailed: number;
  changesBehind: number | null;
};

/**
 * One statement: the worker's queue (through the partial index on unfinished events, and the
 * state index for dead ones), the outbox's waiting and failed mail (its partial index), and the
 * change-log rows the browse index's last look had not seen. A due event is a pending one whose
 * time has come, or one whose claim ran out (its worker stopped): it waits for a worker.
 */
export async function readOperations(db: Database, seen: Seen | null): Promise<Operations> {
  const since = seenParameters(seen);
  const [row] = resultRows<OperationsRow>(
    await db.execute(sql`
      select
        (select count(*)::int from events where state = 'pending') as "pending",
        (select count(*)::int from events where state = 'processing') as "running",
        (select count(*)::int from events where state = 'dead') as "failed",
        (select extract(epoch from now() - min(run_after))::float8 from events
          where state in ('pending', 'processing')
            and ((state = 'pending' and run_after <= now()) or (state = 'processing' and locked_until < now()))) as "oldestDueSeconds",
        (select count(*)::int from email_outbox where status = 'pending') as "mailQueued",
        (select count(*)::int from email_outbox where status = 'failed') as "mailFailed",
        ${seen ? sql`(select count(*)::int from catalog_changes where ${unseenRows(sql`catalog_changes.xid`, since.xmax, since.xip)})` : sql`null::int`} as "changesBehind"`),
  );
  return {
    events: { pending: row?.pending ?? 0, running: row?.running ?? 0, failed: row?.failed ?? 0, oldestDueSeconds: Math.max(0, row?.oldestDueSeconds ?? 0) },
    mail: { queued: row?.mailQueued ?? 0, failed: row?.mailFailed ?? 0 },
    catalogChangesBehind: row?.changesBehind ?? null,
  };
}
