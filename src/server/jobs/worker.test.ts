import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userActions } from '#server/db/schema/community.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { events } from '#server/db/schema/events.ts';
import { createLogger } from '#server/lib/logger.ts';
import { caseStudyIdByTitle, PUBLISHED_DEMO_STUDIES } from '#tests/helpers/content.ts';
import { fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { signedInMember } from '#tests/helpers/accounts.ts';
import { testDatabaseForFile } from '#tests/helpers/test-database.ts';
import { EVENT_HANDLERS } from '../event-handlers.ts';
import { emitEvent, memberAction } from '../events.ts';
import { createEventWorker, type EventHandler } from './worker.ts';

// The event backbone on both engines: events written with the action, effects applied by
// workers at least once and exactly once in the data, retries, dead events, shared work.

const logger = createLogger('silent');
const database = testDatabaseForFile({ demoContent: true });
const testApp = testAppForFile(() => ({ database, settleEvents: false }));
let author: FastMember;
let fan: FastMember;
let studyId: string;

beforeAll(async () => {
  [author, fan] = await fastMembers(testApp, 2);
  studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[1]!.title);
  await testApp.db.update(caseStudies).set({ submittedBy: author.userId }).where(eq(caseStudies.id, studyId));
});

const notificationsOf = (userId: string) => testApp.db.select().from(userActions).where(eq(userActions.targetId, userId));
const eventRow = async (id: string) => (await testApp.db.select().from(events).where(eq(events.id, id)))[0];

/** Emits n events of a test type in one transaction. */
async function emitTestEvents(type: string, n: number): Promise<string[]> {
  return testApp.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1) {
      ids.push(await emitEvent(tx, { ...memberAction({ actorId: fan.userId, recipientId: null, actionType: 'upvote_case_study', metadata: { n: i } }), type } as never));
    }
    return ids;
  });
}

describe('an action and its effects', () => {
  it('records the event with the action and writes the notification only when a worker handles it', async () => {
    await clearNotifications();
    const response = await fan.client.put(`/api/case-studies/${studyId}/vote`, { voteType: 'upvote' });
    expect(response.status).toBe(200);
    const [event] = await testApp.db.select().from(events).where(and(eq(events.actorId, fan.userId), eq(events.type, 'upvote_case_study')));
    expect(event).toMatchObject({ state: 'pending', attempts: 0, payload: { recipientId: author.userId } });
    expect(await notificationsOf(author.userId)).toHaveLength(0);

    await testApp.worker.drain();
    const written = await notificationsOf(author.userId);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ userId: fan.userId, actionType: 'upvote_case_study', eventId: event!.id });
    expect(await eventRow(event!.id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('writes one notification when the same event is handled twice', async () => {
    await clearNotifications();
    const [id] = await testApp.db.transaction(async (tx) => [
      await emitEvent(tx, memberAction({ actorId: fan.userId, recipientId: author.userId, actionType: 'rate_case_study', metadata: { caseStudyId: studyId, rating: 4 } })),
    ]);
    const stored = { id: id!, type: 'rate_case_study', actorId: fan.userId, payload: { recipientId: author.userId, metadata: { caseStudyId: studyId, rating: 4 } }, attempts: 1, createdAt: new Date() };
    const [handler] = EVENT_HANDLERS;
    await testApp.db.transaction((tx) => handler!.handle(tx, stored));
    await testApp.db.transaction((tx) => handler!.handle(tx, stored));
    await testApp.worker.drain();
    expect(await notificationsOf(author.userId)).toHaveLength(1);
  });

  it('writes one notification with the later rating when a member rates twice and both events are handled together', async () => {
    await clearNotifications();
    // Two requests, one after the other (events of one transaction share their time).
    const ids: string[] = [];
    for (const rating of [2, 5]) {
      ids.push(
        await testApp.db.transaction((tx) =>
          emitEvent(tx, memberAction({ actorId: fan.userId, recipientId: author.userId, actionType: 'rate_case_study', metadata: { caseStudyId: studyId, rating } })),
        ),
      );
    }
    await testApp.worker.drain();
    const written = await notificationsOf(author.userId);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ actionType: 'rate_case_study', eventId: ids[0], actionMetadata: { caseStudyId: studyId, rating: 5 } });
    for (const id of ids) expect(await eventRow(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('loses nothing when a worker stops between claiming events and applying them', async () => {
    await clearNotifications();
    await fan.client.delete(`/api/case-studies/${studyId}/vote`);
    await fan.client.put(`/api/case-studies/${studyId}/vote`, { voteType: 'upvote' });
    const crashed = createEventWorker({ db: testApp.db, handlers: EVENT_HANDLERS, logger, options: { leaseMs: 300 } });
    const claimed = await crashed.claim();
    expect(claimed.length).toBeGreaterThan(0);
    // The worker is gone; its claims block nobody for longer than the lease.
    const restarted = createEventWorker({ db: testApp.db, handlers: EVENT_HANDLERS, logger });
    await restarted.drain();
    expect(await notificationsOf(author.userId)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await restarted.drain();
    await restarted.drain();
    expect(await notificationsOf(author.userId)).toHaveLength(1);
    for (const event of claimed) expect(await eventRow(event.id)).toMatchObject({ state: 'done', attempts: 2 });
  });
});

describe('failures', () => {
  it('retries a failing effect with doubling delays, then keeps it as dead with the last error', async () => {
    let calls = 0;
    const failing: EventHandler = {
      name: 'failing',
      types: ['always_fails'],
      handle: async () => {
        calls += 1;
        throw new Error(`mail server down (${calls})`);
      },
    };
    const backoffMs = 60_000;
    const worker = createEventWorker({ db: testApp.db, handlers: [failing], logger, options: { maxAttempts: 3, backoffMs } });
    const [id] = await emitTestEvents('always_fails', 1);
    /** Seconds until the retry is due. */
    const delay = async () => ((await eventRow(id!))!.runAfter.getTime() - Date.now()) / 1_000;
    const fallDue = () => testApp.db.update(events).set({ runAfter: sql`now()` }).where(eq(events.id, id!));

    await worker.drain();
    expect(await eventRow(id!)).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Error: mail server down (1)' });
    expect(await delay()).toBeGreaterThan(50);
    expect(await delay()).toBeLessThanOrEqual(60);
    await worker.drain(); // not yet due
    expect(calls).toBe(1);

    await fallDue();
    await worker.drain();
    expect(await eventRow(id!)).toMatchObject({ state: 'pending', attempts: 2 });
    expect(await delay()).toBeGreaterThan(110);
    expect(await delay()).toBeLessThanOrEqual(120);

    await fallDue();
    await worker.drain();
    expect(await eventRow(id!)).toMatchObject({ state: 'dead', attempts: 3, lastError: 'Error: mail server down (3)' });
  });

  it('handles a failing event of a group alone: the others of its transaction still take effect once', async () => {
    const effects: string[] = [];
    let failingId = '';
    const grouped: EventHandler = {
      name: 'grouped',
      types: ['grouped_work'],
      groupable: true,
      handle: async (tx, event) => {
        await tx.execute(sql`select 1`);
        if (event.id === failingId) throw new Error('bad payload');
        effects.push(event.id);
      },
    };
    const worker = createEventWorker({ db: testApp.db, handlers: [grouped], logger, options: { groupSize: 10 } });
    const ids = await emitTestEvents('grouped_work', 5);
    failingId = ids[2]!;
    await worker.drain();
    // The group's transaction rolled back; each event then ran alone (events of one transaction share their time, so in id order).
    expect(effects.slice(-4).sort()).toEqual(ids.filter((id) => id !== failingId).sort());
    for (const id of ids) {
      expect(await eventRow(id)).toMatchObject(id === failingId ? { state: 'pending', attempts: 1, lastError: 'Error: bad payload' } : { state: 'done', attempts: 1 });
    }
  });

  it('buries an event whose worker stopped during its last attempt, and tells its handler', async () => {
    const options = { maxAttempts: 1, leaseMs: 50 };
    const givenUp: string[] = [];
    const abandoned: EventHandler = {
      name: 'abandoned',
      types: ['abandoned_work'],
      handle: async () => undefined,
      onGiveUp: async (_db, event, lastError) => {
        givenUp.push(`${event.id}: ${lastError}`);
      },
    };
    const crashed = createEventWorker({ db: testApp.db, handlers: [abandoned], logger, options });
    const [id] = await emitTestEvents('abandoned_work', 1);
    expect((await crashed.claim()).map((event) => event.id)).toContain(id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const restarted = createEventWorker({ db: testApp.db, handlers: [abandoned], logger, options });
    await restarted.drain();
    expect(await eventRow(id!)).toMatchObject({ state: 'processing', attempts: 1 });
    await restarted.reapAbandoned();
    expect(await eventRow(id!)).toMatchObject({ state: 'dead', attempts: 1, lastError: 'stopped while being handled' });
    expect(givenUp).toEqual([`${id}: stopped while being handled`]);
  });

  it('lists dead events to administrators only', async () => {
    const admin = await signedInMember(testApp, { adminRole: 'administrator' });
    const editor = await signedInMember(testApp, { adminRole: 'editor' });
    const response = await admin.client.get('/api/admin/events?state=dead');
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: { type: string; state: string; lastError: string }[] };
    expect(items).toContainEqual(expect.objectContaining({ type: 'always_fails', state: 'dead', lastError: 'Error: mail server down (3)' }));
    expect(items.every((item) => item.state === 'dead')).toBe(true);
    expect((await editor.client.get('/api/admin/events?state=dead')).status).toBe(403);
    expect((await createClient(testApp).get('/api/admin/events?state=dead')).status).toBe(401);
    expect((await admin.client.get('/api/admin/events?state=buried')).status).toBe(400);
  });
});

describe('several instances', () => {
  it('share the events: each is handled once', async () => {
    const handled = new Map<string, number>();
    const counting: EventHandler = {
      name: 'counting',
      types: ['shared_work'],
      handle: async (tx, event) => {
        await tx.execute(sql`select pg_sleep(0.002)`);
        handled.set(event.id, (handled.get(event.id) ?? 0) + 1);
      },
    };
    const second = database.another();
    const options = { batchSize: 5 };
    const one = createEventWorker({ db: testApp.db, handlers: [counting], logger, options });
    const two = createEventWorker({ db: second.db, handlers: [counting], logger, options });
    const ids = await emitTestEvents('shared_work', 60);
    await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
    await second.close();
    expect(ids.map((id) => handled.get(id))).toEqual(ids.map(() => 1));
    const states = await testApp.db.select({ state: events.state }).from(events).where(eq(events.type, 'shared_work'));
    expect(states.every((row) => row.state === 'done')).toBe(true);
  });
});

async function clearNotifications() {
  await testApp.worker.drain();
  await testApp.db.delete(userActions).where(eq(userActions.targetId, author.userId));
}
