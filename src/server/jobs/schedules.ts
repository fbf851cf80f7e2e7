import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { scheduledTasks } from '../db/schema/events.ts';
import type { Logger } from '../lib/logger.ts';
import { queueEvent } from './queue.ts';

/** A recurring task fell due; its handler does the sweep. */
export type ScheduledEvent = { type: `schedule.${string}`; actorId?: null; payload: { scheduledFor: string } };

/**
 * Recurring work (renewals, expiries, achievement checks, erasures). Each period exactly one
 * instance emits the schedule's event; a handler registered for that event type does the work
 * through the event worker, with its retries and dead-letter state.
 */
export type Schedule = { name: string; everyMs: number; eventType: ScheduledEvent['type'] };

/** Every recurring task. Features add theirs here, with a handler for the event type. */
export const SCHEDULES: readonly Schedule[] = [
  { name: 'analytics-prune', everyMs: 3_600_000, eventType: 'schedule.analytics-prune' },
  // Test-mode renewals, retries of failed renewals and expiries (features/billing/billing.renewals.ts).
  { name: 'billing-renewals', everyMs: 5 * 60_000, eventType: 'schedule.billing_renewals' },
  // Members of 30 days get early_adopter (features/progress).
  { name: 'early-adopter-check', everyMs: 60 * 60_000, eventType: 'schedule.early_adopter_check' },
  // Done events past their retention period, and past days' quest marks (jobs/prune.ts).
  { name: 'prune-events', everyMs: 6 * 60 * 60_000, eventType: 'schedule.prune_events' },
  // Bulk imports whose instance died are failed and their staged rows dropped (features/case-import).
  { name: 'import-sweep', everyMs: 5 * 60_000, eventType: 'schedule.import_sweep' },
];

/** How often each instance looks for due schedules. */
export const SCHEDULER_TICK_MS = 30_000;

/**
 * Emits the event of every due schedule and moves it to its next run, each in one transaction.
 * The moving UPDATE is the claim: with several instances, the others wait for its row lock, then
 * find the schedule no longer due. A new schedule is due at once. Returns the names emitted.
 */
export async function runDueSchedules(db: Database, schedules: readonly Schedule[] = SCHEDULES): Promise<string[]> {
  const emitted: string[] = [];
  for (const schedule of schedules) {
    const ran = await db.transaction(async (tx) => {
      await tx.insert(scheduledTasks).values({ name: schedule.name, nextRunAt: sql`now()` }).onConflictDoNothing();
      const [claimed] = await tx
        .update(scheduledTasks)
        .set({ lastRunAt: sql`now()`, nextRunAt: sql`now() + ${schedule.everyMs} * interval '1 millisecond'` })
        .where(and(eq(scheduledTasks.name, schedule.name), lte(scheduledTasks.nextRunAt, sql`now()`)))
        .returning({ lastRunAt: scheduledTasks.lastRunAt });
      if (!claimed?.lastRunAt) return false;
      await queueEvent(tx, { type: schedule.eventType, payload: { scheduledFor: claimed.lastRunAt.toISOString() } });
      return true;
    });
    if (ran) emitted.push(schedule.name);
  }
  return emitted;
}

/** Looks for due schedules on every instance, every tick. */
export function createScheduler(deps: { db: Database; logger: Logger; schedules?: readonly Schedule[]; tickMs?: number }) {
  const schedules = deps.schedules ?? SCHEDULES;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running || schedules.length === 0) return;
    running = runDueSchedules(deps.db, schedules)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'scheduler round failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      tick();
      timer = setInterval(tick, deps.tickMs ?? SCHEDULER_TICK_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
