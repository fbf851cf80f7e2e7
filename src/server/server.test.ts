import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './db/pglite.ts';
import { DataDirectoryLockedError, lockDataDirectory } from './db/data-dir-lock.ts';
import { parseEnv } from './env.ts';
import { startServer } from './server.ts';
import { spawnMain as spawnCommandLine } from '#tests/helpers/command-line.ts';

/** Starting PGlite and a child process can take a while on a busy machine. */
const SLOW = 120_000;

let dataDir: string;

/** The configuration of a server on `dataDir`, on a free port, with nothing extra. */
function testEnv() {
  return parseEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', NODE_ENV: 'test' });
}

/** Runs the real command line, as an operator would, on `dataDir`. */
function spawnMain(extraEnv: Record<string, string> = {}) {
  return spawnCommandLine({ DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '', ...extraEnv });
}

/** Waits until the spawned server logs that it is ready, and returns its address. */
async function readyUrl(server: ReturnType<typeof spawnMain>): Promise<string> {
  const deadline = Date.now() + SLOW;
  while (Date.now() < deadline) {
    const line = server.output().stdout.split('\n').find((l) => l.includes('"msg":"Flightdeck is ready"'));
    if (line) return (JSON.parse(line) as { url: string }).url;
    if (server.child.exitCode !== null) throw new Error(`server exited early: ${JSON.stringify(server.output())}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not become ready');
}

// About PGlite's data directory: nothing here touches the test database, so it runs once.
describe('one server per data directory', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'flightdeck-server-'));
    // Start from the migrated template rather than creating a database cluster (seconds) here.
    const template = await PGlite.create(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([await readFile(inject('pgliteTemplateFile'))]),
      extensions: PGLITE_EXTENSIONS,
    });
    await template.close();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'refuses a second server on the same DATA_DIR, naming the directory, and starts once the first has stopped',
    async () => {
      const first = await startServer(testEnv());
      try {
        expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
        const refusal = await startServer(testEnv()).catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(DataDirectoryLockedError);
        expect((refusal as Error).message).toContain(path.resolve(dataDir));
        // The first server is unharmed.
        expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      } finally {
        await first.close();
      }

      const next = await startServer(testEnv());
      try {
        expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
      } finally {
        await next.close();
      }
    },
    SLOW,
  );

  it(
    'the command line exits with code 1 and a plain message on a held DATA_DIR',
    async () => {
      const release = await lockDataDirectory(path.resolve(dataDir));
      try {
        const server = spawnMain();
        expect(await server.exited).toBe(1);
        const { stderr } = server.output();
        // The lock is held by this test's process, and the message says so.
        expect(stderr.trim()).toBe(new DataDirectoryLockedError(path.resolve(dataDir), process.pid).message);
        expect(stderr).toContain(`process ${process.pid}`);
        expect(stderr).not.toMatch(/^\s+at /m);
      } finally {
        await release();
      }
    },
    SLOW,
  );

  it(
    'a server killed with SIGKILL can be started again on the same DATA_DIR at once',
    async () => {
      const killed = spawnMain();
      await readyUrl(killed);
      killed.child.kill('SIGKILL');
      await killed.exited;

      // Its lock is still there, fresh; its process is gone, so the next server takes it.
      const restarted = spawnMain();
      try {
        // Not refused as "in use" for the 30 s after which an abandoned lock would count as stale.
        const url = await readyUrl(restarted);
        expect((await fetch(`${url}/api/health`)).status).toBe(200);
        expect(restarted.output().stderr).not.toContain('in use by');
      } finally {
        restarted.child.kill('SIGTERM');
        await restarted.exited;
      }
    },
    SLOW,
  );

  it(
    'the command line exits with code 1 and names the variable on a bad configuration',
    async () => {
      const server = spawnMain({ PORT: 'not-a-port' });
      expect(await server.exited).toBe(1);
      const { stderr } = server.output();
      expect(stderr).toMatch(/^\s*PORT: must be a whole number from 0 to 65535$/m);
      expect(stderr).not.toMatch(/^\s+at /m);
    },
    SLOW,
  );

  it(
    'a running server stops promptly on SIGTERM with exit code 0 and releases the directory',
    async () => {
      const server = spawnMain();
      try {
        const url = await readyUrl(server);
        expect((await fetch(`${url}/api/health`)).status).toBe(200);

        const signalled = Date.now();
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(Date.now() - signalled).toBeLessThan(5_000);
        expect(server.output().stdout).toContain('Received SIGTERM; shutting down');
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      }
      // Released, not merely stale: it can be taken at once.
      const release = await lockDataDirectory(path.resolve(dataDir));
      await release();
    },
    SLOW,
  );
});
