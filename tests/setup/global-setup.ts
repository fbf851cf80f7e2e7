import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '#server/db/client.ts';
import { PGLITE_EXTENSIONS, wrapPglite } from '#server/db/pglite.ts';
import { seedDemoContent } from '#server/seed/demo-content-seed.ts';

// One template per test run, so two runs at the same time (two terminals, CI) never share one.
const TEMPLATE_DATABASE = `flightdeck_test_template_${process.pid}`;
const DEMO_TEMPLATE_DATABASE = `flightdeck_test_demo_template_${process.pid}`;

/**
 * Migrates one database up front, and a second one with the demo content on top; each test file
 * then starts from a copy of either.
 */
export default async function setup(project: TestProject) {
  // test.env reaches the test files, not this setup: the project's name tells the engine.
  if (project.name === 'api-postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the api-postgres project');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${DEMO_TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
    const handle = openPostgres(templateUrl.toString());
    await handle.migrate();
    await handle.close();
    await admin.query(`CREATE DATABASE ${DEMO_TEMPLATE_DATABASE} TEMPLATE ${TEMPLATE_DATABASE}`);
    const demoTemplateUrl = new URL(url);
    demoTemplateUrl.pathname = `/${DEMO_TEMPLATE_DATABASE}`;
    const demo = openPostgres(demoTemplateUrl.toString());
    await seedDemoContent(demo.db);
    await demo.close();
    await admin.end();
    project.provide('postgresTemplateUrl', templateUrl.toString());
    project.provide('postgresDemoTemplateUrl', demoTemplateUrl.toString());
    project.provide('postgresAdminUrl', url);
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
      await cleanup.query(`DROP DATABASE IF EXISTS ${DEMO_TEMPLATE_DATABASE} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = wrapPglite(client);
  await handle.migrate();
  const dir = path.resolve('.tmp');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await seedDemoContent(handle.db);
  const demoFile = path.join(dir, `pglite-demo-template-${process.pid}.tar`);
  await writeFile(demoFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplateFile', file);
  project.provide('pgliteDemoTemplateFile', demoFile);
  return () => Promise.all([rm(file, { force: true }), rm(demoFile, { force: true })]).then(() => undefined);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    pgliteDemoTemplateFile: string;
    postgresTemplateUrl: string;
    postgresDemoTemplateUrl: string;
    postgresAdminUrl: string;
  }
}
