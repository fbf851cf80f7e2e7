import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { PGLITE_EXTENSIONS, wrapPglite } from '#server/db/pglite.ts';
import { fileFixture } from './file-fixture.ts';

const CONNECTIONS_CLOSE_WAIT_MS = 2_000;
const require = createRequire(import.meta.url);

export type TestDatabase = DatabaseHandle & {
  /**
   * A second server instance's own connections to this database (PostgreSQL); on PGlite the
   * one in-process database again. Closing it leaves this handle open.
   */
  another(): DatabaseHandle;
  /** PostgreSQL: the database's address, for a server started in another process. Absent on PGlite. */
  url?: string;
};

let loadedPgliteAssets: Promise<{ templates: Record<'empty' | 'demo', Blob>; pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;

/**
 * The migrated template and PGlite's compiled WebAssembly, read once per test worker: the test
 * files a worker runs share its modules, so each file's database starts without compiling again.
 */
function pgliteAssets() {
  loadedPgliteAssets ??= (async () => {
    const dist = (file: string) => new URL(file, pathToFileURL(require.resolve('@electric-sql/pglite')));
    const [empty, demo, pglite, initdb, fsBundle] = await Promise.all([
      readFile(inject('pgliteTemplateFile')),
      readFile(inject('pgliteDemoTemplateFile')),
      readFile(dist('pglite.wasm')),
      readFile(dist('initdb.wasm')),
      readFile(dist('pglite.data')),
    ]);
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([WebAssembly.compile(pglite), WebAssembly.compile(initdb)]);
    return { templates: { empty: new Blob([empty]), demo: new Blob([demo]) }, pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([fsBundle]) };
  })();
  return loadedPgliteAssets;
}

export type TestDatabaseOptions = {
  /** Start with the demo case studies and tactics loaded (as the first start of the app loads them). */
  demoContent?: boolean;
};

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL in the api-postgres project. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const templateUrl = new URL(inject(options.demoContent ? 'postgresDemoTemplateUrl' : 'postgresTemplateUrl'));
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
      url: url.toString(),
      another: () => openPostgres(url.toString()),
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        // pg's Pool.end() resolves before its connections have closed; dropping the database under
        // them (FORCE) would raise unhandled "terminating connection" errors in this process.
        for (let waited = 0; waited < CONNECTIONS_CLOSE_WAIT_MS; waited += 20) {
          const { rows } = await cleanup.query<{ open: number }>('SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0]?.open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const { templates, ...assets } = await pgliteAssets();
  const client = await PGlite.create({ loadDataDir: templates[options.demoContent ? 'demo' : 'empty'], extensions: PGLITE_EXTENSIONS, ...assets });
  const handle = wrapPglite(client);
  return { ...handle, another: () => ({ ...handle, close: async () => undefined }) };
}

/** The test file's database, opened before its tests and closed after them (see fileFixture). */
export function testDatabaseForFile(options: TestDatabaseOptions = {}): TestDatabase {
  return fileFixture(
    () => createTestDatabase(options),
    (database) => database.close(),
  );
}
