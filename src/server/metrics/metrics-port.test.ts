import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET } from '#tests/helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database.ts';
import { parseEnv } from '../env.ts';
import { startServer, type RunningServer } from '../server.ts';

// METRICS_PORT: the metrics on a port of their own, on the server as it starts from its settings.
// On PostgreSQL only: the port does not depend on the database (metrics.test.ts reads both), and
// on PGlite a server's start migrates a fresh data directory, which takes most of half a minute.
const onPostgres = process.env.TEST_DB === 'postgres';

let database: TestDatabase | undefined;
let dataDir: string | undefined;
let server: RunningServer;

beforeAll(async () => {
  if (!onPostgres) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'flightdeck-metrics-port-'));
  database = await createTestDatabase();
  const env = parseEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    METRICS_PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    AUTH_SECRET: TEST_AUTH_SECRET,
  });
  server = await startServer(env);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.runIf(onPostgres)('METRICS_PORT', () => {
  it('serves the metrics on its own port only, counting the main port requests under their routes', async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/localhost:\d+\/metrics$/);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // Without METRICS_TOKEN the main port has no /metrics.
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);

    const response = await fetch(server.metricsUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await response.text();
    expect(text).toContain('flightdeck_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"} 1');
    expect(text).toContain('flightdeck_events{state="pending"}');
    expect((await fetch(new URL('/api/health', server.metricsUrl))).status).toBe(404);
  });
});
