import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudies } from '#server/db/schema/content.ts';
import { DATABASE_UNREACHABLE_MESSAGE } from '#server/features/health/readiness.ts';
import { caseStudyIdByTitle, PUBLISHED_DEMO_STUDIES } from '#tests/helpers/content.ts';
import { eventReader } from '#tests/helpers/event-stream-reader.ts';
import { fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database.ts';
import { parseEnv } from './env.ts';
import { startServer, type RunningServer } from './server.ts';

// What a PostgreSQL restart, a failover, idle_session_timeout, a pooler or a network reset does
// to a server: the database ends its connections. pg_terminate_backend does the same on demand.
// PostgreSQL only: the embedded database runs inside the server process.

/** How soon the server must answer from its database again once the database accepts connections. */
const BACK_WITHIN_MS = 5_000;

let database: TestDatabase;
let setup: TestApp;
let server: RunningServer;
let dataDir: string;
let author: FastMember;
let fan: FastMember;
let studyId: string;

/** A connection to the server's maintenance database, which outlives the app's connections. */
async function administer<T>(work: (admin: pg.Client, name: string) => Promise<T>): Promise<T> {
  const url = new URL(database.url!);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    return await work(admin, name);
  } finally {
    await admin.end();
  }
}

/** Every connection to the database ends, and none may open until `reopen` (a database down). */
const takeDown = () =>
  administer(async (admin, name) => {
    await admin.query(`alter database ${name} with allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
  });
const reopen = () => administer((admin, name) => admin.query(`alter database ${name} with allow_connections true`));

describe.skipIf(process.env.TEST_DB !== 'postgres')('a server whose database connections are ended', () => {
  beforeAll(async () => {
    database = await createTestDatabase({ demoContent: true });
    setup = await createTestApp({ database, settleEvents: false });
    [author, fan] = await fastMembers(setup, 2);
    studyId = await caseStudyIdByTitle(setup, PUBLISHED_DEMO_STUDIES[0]!.title);
    await setup.db.update(caseStudies).set({ submittedBy: author.userId }).where(eq(caseStudies.id, studyId));
    dataDir = await mkdtemp(path.join(tmpdir(), 'flightdeck-restart-'));
    const env = parseEnv({ DATABASE_URL: database.url, AUTH_SECRET: TEST_AUTH_SECRET, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    server = await startServer(env, { announce: false });
  });
  afterAll(async () => {
    await reopen().catch(() => undefined);
    await server?.close();
    await setup?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** A signed-in browser's request to the running server. */
  const request = (member: FastMember | undefined, pathname: string, init: RequestInit = {}) =>
    fetch(`${server.url}${pathname}`, {
      ...init,
      headers: { origin: server.url, ...(member && { cookie: member.client.cookieHeader() }), ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    });

  it('keeps answering, says when the database is unreachable, and resumes requests, realtime and events once it is back', async () => {
    let stream = eventReader(await request(author, '/api/events'));
    await stream.ready();

    // Readers keep coming while the database goes away and comes back; each gets an answer.
    let trafficOn = true;
    const unanswered: unknown[] = [];
    const traffic = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (trafficOn) {
          await request(fan, '/api/case-studies?sort=newest')
            .then((response) => response.arrayBuffer())
            .catch((error: unknown) => unanswered.push(error));
        }
      }),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await takeDown();
      const down = await request(undefined, '/api/health');
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable', message: DATABASE_UNREACHABLE_MESSAGE });

      await reopen();
      const reopened = Date.now();
      while ((await request(undefined, '/api/health')).status !== 200) {
        expect(Date.now() - reopened, 'the server answers from its database again').toBeLessThan(BACK_WITHIN_MS);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await request(fan, '/api/case-studies?sort=newest')).status).toBe(200);
    } finally {
      trafficOn = false;
      await traffic;
    }
    expect(unanswered).toEqual([]);

    // Notifications sent while the server was not listening are lost: its open streams are closed,
    // so browsers reconnect (with Last-Event-ID) and catch up.
    const closedBy = Date.now() + BACK_WITHIN_MS;
    while (!stream.ended()) {
      expect(Date.now(), 'the open stream is closed so that its browser catches up').toBeLessThan(closedBy);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stream = eventReader(await request(author, '/api/events'));
    await stream.ready();

    // An action after the drop: its event is handled and its notification reaches the stream.
    expect((await request(fan, `/api/case-studies/${studyId}/vote`, { method: 'PUT', body: JSON.stringify({ voteType: 'upvote' }) })).status).toBe(200);
    const [notification] = await stream.waitFor(1, BACK_WITHIN_MS);
    expect(notification).toMatchObject({ title: 'Case Study Upvoted', message: `${fan.displayName} upvoted your case study` });
    await stream.close();
  });
});
