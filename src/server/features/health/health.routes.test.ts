import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, testAppForFile } from '#tests/helpers/test-app.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';
import { resultRows } from '#server/lib/sql-helpers.ts';
import { READINESS_MESSAGES } from './readiness.ts';

const testApp = testAppForFile();

describe('GET /api/health', () => {
  it('answers ok once the database is ready', async () => {
    const response = await createClient(testApp).get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', search: 'memory' });
  });

  it('says lists are answered in SQL on an instance set to SEARCH_INDEX=postgres', async () => {
    const postgresOnly = await createTestApp({ database: testApp.handle, searchIndex: 'postgres' });
    try {
      expect(await (await createClient(postgresOnly).get('/api/health')).json()).toEqual({ status: 'ok', search: 'postgres' });
    } finally {
      await postgresOnly.close();
    }
  });

  it("sends a data answer's security headers: nothing runs in it, nothing sniffs it", async () => {
    const response = await createClient(testApp).get('/api/health');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toBeNull();
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 without asking the database', async () => {
    const response = await createClient(testApp).get('/api/health/live');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'alive' });
  });
});

describe('GET /api/health/ready', () => {
  const ready = () => createClient(testApp).get('/api/health/ready');
  const notReady = (reason: keyof typeof READINESS_MESSAGES) => ({ status: 'unavailable', reason, message: READINESS_MESSAGES[reason] });

  it('answers 503 while the event worker is not running, then 200 with what answers lists', async () => {
    // A test app's worker runs only when a test request asks it to, until it is started.
    const before = await ready();
    expect(before.status).toBe(503);
    expect(await before.json()).toEqual(notReady('worker'));
    await testApp.worker.start();
    try {
      const after = await ready();
      expect(after.status).toBe(200);
      expect(await after.json()).toEqual({ status: 'ready', search: 'memory' });
    } finally {
      await testApp.worker.stop();
    }
    expect((await ready()).status).toBe(503);
  });

  it('answers 503 when the database lacks the newest migration this server ships', async () => {
    await testApp.worker.start();
    const [removed] = resultRows<{ id: number; hash: string; created_at: string }>(
      await testApp.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at::text`),
    );
    try {
      const response = await ready();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(notReady('migrations'));
    } finally {
      await testApp.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${removed!.id}, ${removed!.hash}, ${removed!.created_at}::bigint)`);
      await testApp.worker.stop();
    }
  });
});

describe('unknown API routes', () => {
  it('answer 404 in the one error shape', async () => {
    const response = await createClient(testApp).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No API route GET /api/no-such-thing' } });
  });
});

// PostgreSQL only: the embedded database runs inside the server process and cannot be taken away.
describe.skipIf(process.env.TEST_DB !== 'postgres')('while the database is unreachable', () => {
  /** How soon readiness must come back once the database accepts connections again. */
  const BACK_WITHIN_MS = 5_000;

  it('the instance is alive but not ready, and ready again once the database is back', async () => {
    const database = await createTestDatabase();
    const instance = await createTestApp({ database });
    const url = new URL(database.url!);
    const name = url.pathname.slice(1);
    url.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    const client = createClient(instance);
    try {
      await instance.worker.start();
      expect((await client.get('/api/health/ready')).status).toBe(200);
      await admin.query(`alter database ${name} with allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);

      const down = await client.get('/api/health/ready');
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable', reason: 'database', message: READINESS_MESSAGES.database });
      expect((await client.get('/api/health/live')).status).toBe(200);

      await admin.query(`alter database ${name} with allow_connections true`);
      const deadline = Date.now() + BACK_WITHIN_MS;
      let status = 0;
      while (Date.now() < deadline && status !== 200) {
        status = (await client.get('/api/health/ready')).status;
        if (status !== 200) await sleep(100);
      }
      expect(status).toBe(200);
    } finally {
      await admin.query(`alter database ${name} with allow_connections true`);
      await admin.end();
      await instance.close();
      await database.close();
    }
  });
});
