import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogChanges, catalogChangesPruned } from '#server/db/schema/content.ts';
import { events } from '#server/db/schema/events.ts';
import { questActionMarks } from '#server/db/schema/gamification.ts';
import { fastMember } from '#tests/helpers/fast-members.ts';
import { testAppForFile } from '#tests/helpers/test-app.ts';
import { CATALOG_CHANGE_RETENTION_HOURS, DONE_EVENT_RETENTION_DAYS, pruneEventsHandler } from './prune.ts';

const testApp = testAppForFile({ settleEvents: false });

describe('pruning', () => {
  it('deletes done events past the retention period and past quest marks, keeping dead and recent events', async () => {
    const old = sql`now() - ${DONE_EVENT_RETENTION_DAYS + 1} * interval '1 day'`;
    await testApp.db
      .insert(events)
      .values([
        { type: 'old_done', state: 'done', createdAt: old },
        { type: 'old_dead', state: 'dead', createdAt: old },
        { type: 'recent_done', state: 'done' },
      ]);
    const member = await fastMember(testApp);
    await testApp.db.insert(questActionMarks).values([
      { userId: member.userId, questDate: '2020-01-01', actionKey: 'vote:case_study:a' },
      { userId: member.userId, questDate: sql`current_date`, actionKey: 'vote:case_study:b' },
    ]);
    const sweep = { id: crypto.randomUUID(), type: 'schedule.prune_events', actorId: null, payload: {}, attempts: 1, createdAt: new Date() };
    await testApp.db.transaction((tx) => pruneEventsHandler.handle(tx, sweep));

    const left = await testApp.db.select({ type: events.type }).from(events);
    expect(left.map((row) => row.type).sort()).toEqual(['old_dead', 'recent_done']);
    const marks = await testApp.db.select({ actionKey: questActionMarks.actionKey }).from(questActionMarks).where(eq(questActionMarks.userId, member.userId));
    expect(marks).toEqual([{ actionKey: 'vote:case_study:b' }]);
  });

  it('deletes the catalog changes past their retention and says how far, so browse indexes behind them read everything again', async () => {
    await testApp.db.delete(catalogChanges);
    await testApp.db.insert(catalogChanges).values([
      { caseStudyId: null, xid: 1_001, changedAt: sql`now() - ${CATALOG_CHANGE_RETENTION_HOURS + 1} * interval '1 hour'` },
      { caseStudyId: null, xid: 1_002 },
    ]);
    const sweep = { id: crypto.randomUUID(), type: 'schedule.prune_events', actorId: null, payload: {}, attempts: 1, createdAt: new Date() };
    await testApp.db.transaction((tx) => pruneEventsHandler.handle(tx, sweep));

    const left = await testApp.db.select({ xid: catalogChanges.xid }).from(catalogChanges);
    expect(left).toEqual([{ xid: 1_002 }]);
    const [row] = await testApp.db.select({ throughXid: catalogChangesPruned.throughXid }).from(catalogChangesPruned);
    expect(row?.throughXid).toBe(1_001);
  });
});

