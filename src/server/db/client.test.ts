import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from './client.ts';
import { PGLITE_EXTENSIONS, wrapPglite } from './pglite.ts';

const JOURNAL = path.resolve(import.meta.dirname, '../../../drizzle/meta/_journal.json');

/** Two handles on one empty database, as two instances starting together would open it. */
async function twoInstancesOnAnEmptyDatabase(): Promise<{ handles: [DatabaseHandle, DatabaseHandle]; drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = inject('postgresAdminUrl');
    const name = `flightdeck_test_setup_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handles: [DatabaseHandle, DatabaseHandle] = [openPostgres(url.toString()), openPostgres(url.toString())];
    return {
      handles,
      async drop() {
        await Promise.all(handles.map((handle) => handle.close()));
        // pg's Pool.end() resolves before its connections have closed: wait for them before dropping.
        for (let waited = 0; waited < 2_000; waited += 20) {
          const { rows } = await admin.query<{ open: number }>('SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0]?.open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  // PGlite belongs to one process: both "instances" are that process's one handle.
  const handle = wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  return { handles: [handle, handle], drop: () => handle.close() };
}

describe('start-up migrations', () => {
  it('run once, one instance after the other, when two instances start together', async () => {
    const { handles, drop } = await twoInstancesOnAnEmptyDatabase();
    try {
      const spans: { start: number; end: number }[] = [];
      await Promise.all(
        handles.map((handle) =>
          handle.withSetupLock(async () => {
            const start = performance.now();
            await handle.migrate();
            spans.push({ start, end: performance.now() });
          }),
        ),
      );
      const [first, second] = spans.sort((a, b) => a.start - b.start);
      expect(second!.start).toBeGreaterThanOrEqual(first!.end);
      const journal = JSON.parse(await readFile(JOURNAL, 'utf8')) as { entries: unknown[] };
      const [row] = await handles[0].db
        .select({ applied: sql<number>`count(*)::int` })
        .from(sql`drizzle.__drizzle_migrations`);
      expect(row?.applied).toBe(journal.entries.length);
    } finally {
      await drop();
    }
  });
});
