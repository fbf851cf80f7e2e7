import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xpSourceKey } from '#shared/domain/progress.ts';
import { userActions } from '#server/db/schema/community.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { events } from '#server/db/schema/events.ts';
import { quests, userExperience, userQuestProgress, xpTransactions } from '#server/db/schema/gamification.ts';
import { createLogger } from '#server/lib/logger.ts';
import { caseStudyIdByTitle, PUBLISHED_DEMO_STUDIES } from '#tests/helpers/content.ts';
import { fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database.ts';
import { EVENT_HANDLERS } from '../event-handlers.ts';
import { createEventWorker } from './worker.ts';

// A server process killed (SIGKILL) while its worker is inside a handler's transaction: the
// transaction dies with it, and the events' effects appear exactly once after another worker
// takes them over. Only PostgreSQL can be shared by a second process: the embedded database
// belongs to the one server that opened it, so a killed server takes its worker and its
// database down together (server.test.ts covers starting again after that).

const MAIN = path.resolve(import.meta.dirname, '../main.ts');
/** The killed server's connections carry this name, so the test can find them in pg_stat_activity. */
const SERVER_NAME = 'flightdeck-killed-server';
/** Starting a server process can take a while on a busy machine. */
const SLOW = 120_000;
const VOTES = 5;

let database: TestDatabase;
let testApp: TestApp;
let author: FastMember;
let fan: FastMember;
let studyIds: string[];

describe.skipIf(process.env.TEST_DB !== 'postgres')('a server killed while handling events', () => {
  beforeAll(async () => {
    database = await createTestDatabase({ demoContent: true });
    testApp = await createTestApp({ database, settleEvents: false });
    [author, fan] = await fastMembers(testApp, 2);
    studyIds = await Promise.all(PUBLISHED_DEMO_STUDIES.slice(0, VOTES).map((study) => caseStudyIdByTitle(testApp, study.title)));
    await testApp.db.update(caseStudies).set({ submittedBy: author.userId }).where(inArray(caseStudies.id, studyIds));
    // One vote quest the burst completes exactly.
    await testApp.db.update(quests).set({ isActive: false });
    await testApp.db.insert(quests).values({ title: 'Cast five votes', description: 'Vote five times today.', questType: 'vote', targetCount: VOTES, xpReward: 20 });
    // The row the handler locks first for the voter's progress: the test holds it to stop the handler there.
    await testApp.db.insert(userExperience).values({ userId: fan.userId }).onConflictDoNothing();
  }, SLOW);
  afterAll(async () => {
    await testApp?.close();
    await database?.close();
  });

  it('loses nothing and applies every effect once after another worker takes the events over', { timeout: SLOW }, async () => {
    for (const studyId of studyIds) expect((await fan.client.put(`/api/case-studies/${studyId}/vote`, { voteType: 'upvote' })).status).toBe(200);
    const emitted = await testApp.db.select({ id: events.id }).from(events).where(and(eq(events.actorId, fan.userId), eq(events.type, 'upvote_case_study')));
    expect(emitted).toHaveLength(VOTES);

    const holder = new pg.Client({ connectionString: database.url });
    // Another connection watches: inside the holder's transaction pg_stat_activity would stay as first read.
    const observer = new pg.Client({ connectionString: database.url });
    await Promise.all([holder.connect(), observer.connect()]);
    let server: ChildProcess | undefined;
    try {
      await holder.query('begin');
      await holder.query('select 1 from user_experience where user_id = $1 for update', [fan.userId]);
      const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
      const holderPid = rows[0]!.pid;

      server = startServer(database.url!);
      // Its worker claimed the events and waits for the voter's lock inside the handlers' transaction.
      const blocked = await waitFor(async () => {
        const { rows: waiting } = await observer.query<{ query: string }>(
          `select query from pg_stat_activity
            where application_name = $1 and wait_event_type = 'Lock' and $2 = any(pg_blocking_pids(pid))`,
          [SERVER_NAME, holderPid],
        );
        return waiting[0];
      }, server);
      expect(blocked.query).toMatch(/from "user_experience".*for update/i);

      server.kill('SIGKILL');
      await once(server, 'exit');
      await holder.query('commit');
      // The killed server's backend finds its client gone once the lock is free, and rolls back.
      await waitFor(async () => {
        const { rows: open } = await observer.query('select 1 from pg_stat_activity where application_name = $1', [SERVER_NAME]);
        return open.length === 0 || undefined;
      });
    } finally {
      if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      await Promise.all([holder.end(), observer.end()]);
    }

    const ids = emitted.map((event) => event.id);
    const eventStates = () => testApp.db.select({ state: events.state, attempts: events.attempts }).from(events).where(inArray(events.id, ids));
    // Nothing of the killed transaction remains: the events are still claimed and nothing was written.
    expect(await eventStates()).toEqual(ids.map(() => ({ state: 'processing', attempts: 1 })));
    expect(await notificationsFromFan()).toHaveLength(0);
    expect(await xpOfFan()).toHaveLength(0);

    // Another worker takes the events over once the killed server's claim has run out.
    const restarted = createEventWorker({ db: testApp.db, handlers: EVENT_HANDLERS, logger: createLogger('silent') });
    await waitFor(async () => {
      await restarted.drain();
      const states = await eventStates();
      return states.every((row) => row.state === 'done') || undefined;
    });
    await restarted.stop();

    expect(await eventStates()).toEqual(ids.map(() => ({ state: 'done', attempts: 2 })));
    const notified = await notificationsFromFan();
    expect(notified.map((row) => row.eventId).sort()).toEqual([...ids].sort());
    expect(notified.every((row) => row.actionType === 'upvote_case_study')).toBe(true);

    const xp = await xpOfFan();
    const sourceKeys = xp.map((row) => row.sourceKey).sort();
    const [quest] = await testApp.db.select().from(quests).where(eq(quests.isActive, true));
    const [progress] = await testApp.db.select().from(userQuestProgress).where(eq(userQuestProgress.userId, fan.userId));
    expect(sourceKeys).toEqual(
      [...studyIds.map((id) => xpSourceKey({ action: 'vote', itemKey: `case_study:${id}` })), 'achievement:first_vote', `quest:${quest!.id}:${progress!.questDate}`].sort(),
    );
    expect(progress).toMatchObject({ questId: quest!.id, currentProgress: VOTES, completedAt: expect.any(Date) });
    const [experience] = await testApp.db.select().from(userExperience).where(eq(userExperience.userId, fan.userId));
    expect(experience!.totalXp).toBe(VOTES * 2 + 50 + 20);
    const ownNotices = await testApp.db.select({ actionType: userActions.actionType }).from(userActions).where(eq(userActions.targetId, fan.userId));
    expect(ownNotices.map((row) => row.actionType).sort()).toEqual(['achievement_unlocked', 'quest_completed']);
  });
});

const notificationsFromFan = () =>
  testApp.db
    .select({ eventId: userActions.eventId, actionType: userActions.actionType })
    .from(userActions)
    .where(and(eq(userActions.targetId, author.userId), eq(userActions.userId, fan.userId)));
const xpOfFan = () => testApp.db.select({ sourceKey: xpTransactions.sourceKey }).from(xpTransactions).where(eq(xpTransactions.userId, fan.userId));

/** The whole server (web, realtime, worker, scheduler) in its own process, with a one-second claim on events. */
function startServer(url: string): ChildProcess {
  const address = new URL(url);
  address.searchParams.set('application_name', SERVER_NAME);
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: address.toString(),
      AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      EVENT_LEASE_SECONDS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** Polls until check returns a value (a server that exits meanwhile fails the wait), giving up before the test's own timeout. */
async function waitFor<T>(check: () => Promise<T | undefined>, server?: ChildProcess): Promise<T> {
  const deadline = Date.now() + SLOW / 2;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    if (server && server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('gave up waiting');
}

