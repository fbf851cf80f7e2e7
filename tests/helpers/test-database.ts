import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { PGLITE_EXTENSIONS, openPostgres, wrapPglite, type DatabaseHandle } from '#server/db/client.ts';

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL in the api-postgres project. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === 'postgres') {
    const templateUrl = new URL(inject('postgresTemplateUrl'));
    const template = templateUrl.pathname.slice(1);
    const name = `flightdeck_test_${randomUUID().replaceAll('-', '')}`;
    const adminUrl = inject('postgresAdminUrl');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString());
    return {
      ...handle,
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplateFile'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}
