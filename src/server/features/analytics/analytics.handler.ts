import { lt, sql } from 'drizzle-orm';
import { analyticsIngestBudget } from '../../db/schema/analytics.ts';
import type { EventHandler } from '../../jobs/worker.ts';

export const ANALYTICS_PRUNE_EVENT = 'schedule.analytics-prune';

/** Ingest budgets only matter for the current minute; older windows are removed hourly. */
export const analyticsPruneHandler: EventHandler = {
  name: 'analytics-prune',
  types: [ANALYTICS_PRUNE_EVENT],
  async handle(tx) {
    await tx.delete(analyticsIngestBudget).where(lt(analyticsIngestBudget.windowStart, sql`now() - interval '10 minutes'`));
  },
};
