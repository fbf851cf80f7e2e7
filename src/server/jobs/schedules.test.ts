import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, scheduledTasks } from '#server/db/schema/events.ts';
import { testDatabaseForFile } from '#tests/helpers/test-database.ts';
import { runDueSchedules, type Schedule } from './schedules.ts';

const HOURLY: Schedule = { name: 'test-sweep', everyMs: 3_600_000, eventType: 'schedule.test-sweep' };

const database = testDatabaseForFile();

const emittedCount = async () => (await database.db.select({ id: events.id }).from(events).where(eq(events.type, HOURLY.eventType))).length;

describe('recurring schedules', () => {
  it('emit a new schedule at once, then not again until its next run is due', async () => {
    expect(await runDueSchedules(database.db, [HOURLY])).toEqual(['test-sweep']);
    expect(await runDueSchedules(database.db, [HOURLY])).toEqual([]);
    expect(await emittedCount()).toBe(1);

    await database.db.update(scheduledTasks).set({ nextRunAt: sql`now() - interval '1 second'` }).where(eq(scheduledTasks.name, HOURLY.name));
    expect(await runDueSchedules(database.db, [HOURLY])).toEqual(['test-sweep']);
    expect(await emittedCount()).toBe(2);
    const [task] = await database.db.select().from(scheduledTasks).where(eq(scheduledTasks.name, HOURLY.name));
    expect(task!.nextRunAt.getTime() - task!.lastRunAt!.getTime()).toBe(HOURLY.everyMs);
  });

  it('run once per period when several instances look at the same moment', async () => {
    await database.db.update(scheduledTasks).set({ nextRunAt: sql`now() - interval '1 second'` }).where(eq(scheduledTasks.name, HOURLY.name));
    const before = await emittedCount();
    const instances = Array.from({ length: 4 }, () => database.another());
    try {
      const runs = await Promise.all(instances.map((instance) => runDueSchedules(instance.db, [HOURLY])));
      expect(runs.flat()).toEqual(['test-sweep']);
      expect(await emittedCount()).toBe(before + 1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
