import { and, eq, lt, sql } from 'drizzle-orm';
import { catalogChanges, catalogChangesPruned } from '../db/schema/content.ts';
import { events } from '../db/schema/events.ts';
import { questActionMarks } from '../db/schema/gamification.ts';
import type { EventHandler } from './worker.ts';

/** How long handled events are kept (for staff looking into what happened) before pruning. */
export const DONE_EVENT_RETENTION_DAYS = 14;
/** Quest days end within a day and a bit, whatever the time zone; older marks count for nothing. */
const QUEST_MARK_RETENTION_DAYS = 3;
/** How long the catalog's change list is kept: an instance that has not looked for longer reads the whole catalog again. */
export const CATALOG_CHANGE_RETENTION_HOURS = 24;
/** Rows deleted per sweep, so one sweep stays a short transaction; a backlog goes in later sweeps. */
const PRUNE_BATCH = 10_000;

/**
 * The scheduled clean-up: done events older than the retention period (dead ones stay for
 * staff), quest marks of past days and the catalog's old changes.
 */
export const pruneEventsHandler: EventHandler = {
  name: 'prune-events',
  types: ['schedule.prune_events'],
  async handle(tx) {
    const old = tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.state, 'done'), lt(events.createdAt, sql`now() - ${DONE_EVENT_RETENTION_DAYS} * interval '1 day'`)))
      .limit(PRUNE_BATCH);
    await tx.delete(events).where(sql`${events.id} in (${old})`);
    await tx.delete(questActionMarks).where(lt(questActionMarks.questDate, sql`current_date - ${QUEST_MARK_RETENTION_DAYS}::int`));
    // Browse indexes that may not have read the pruned changes read everything again (ADR 035, 053).
    await tx.execute(sql`
      with pruned as (
        delete from ${catalogChanges} where ${catalogChanges.changedAt} < now() - ${CATALOG_CHANGE_RETENTION_HOURS} * interval '1 hour'
        returning ${catalogChanges.xid}
      )
      update ${catalogChangesPruned} set through_xid = greatest(through_xid, (select max(xid) from pruned))
      where exists (select 1 from pruned)`);
  },
};
