import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '#server/db/client.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { generateCaseStudy, seededRandom } from '#server/db/seed/scale-generator.ts';
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * Browse benchmark: 100,000 case studies in PostgreSQL, the browse API driven at 50 concurrent
 * connections for 20 seconds with a mix of filters, searches and pages.
 *   npm run bench            (BENCH_DATABASE_URL defaults to a local flightdeck_bench database)
 */
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'flightdeck_bench';
const CASE_STUDIES = Number(process.env.BENCH_CASE_STUDIES ?? 100_000);
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

const QUERIES = [
  '',
  'page=2',
  'page=40',
  'sort=most_voted',
  'sort=highest_rated',
  'sort=revenue&page=3',
  'businessStage=growth',
  'businessModel=saas&growthChannel=seo',
  'caseStudyType=failure&continent=europe',
  'capitalResources=bootstrapped&startingCosts=under1k',
  'teamSize=solo&involvement=side',
  'niche=Food%20%26%20Beverage',
  'country=Germany&businessAge=mature',
  'customerType=b2b&businessStage=scale&sort=revenue',
  'q=kalo',
  'q=meal-kit&caseStudyType=success',
  'q=torra%20summit',
  'q=newsletter&continent=asia&page=2',
  'q=Venzu',
  'regions=Africa,Oceania&pageSize=6',
];

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (!rowCount) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function seed(url: string) {
  const handle = openPostgres(url);
  await handle.migrate();
  const [existing] = await handle.db.select({ value: count() }).from(caseStudies);
  const have = existing?.value ?? 0;
  if (have < CASE_STUDIES) {
    console.log(`seeding ${CASE_STUDIES - have} case studies...`);
    const random = seededRandom(have + 1);
    for (let offset = have; offset < CASE_STUDIES; offset += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, CASE_STUDIES - offset) }, () => generateCaseStudy(random));
      await handle.db.insert(caseStudies).values(rows);
    }
    // Fresh visibility map and statistics, as autovacuum would leave them on a live database.
    await handle.db.execute('vacuum analyze case_studies');
  }
  await handle.close();
}

async function main() {
  const url = await ensureDatabase();
  await seed(url);
  // The server runs in its own process, as in production, so the load generator does not share its thread.
  const port = Number(process.env.BENCH_PORT ?? 3998);
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: url, AUTH_SECRET: 'bench-secret-0123456789-0123456789-0123', PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const serverUrl = `http://localhost:${port}`;
  await waitForHealth(serverUrl);
  try {
    let next = 0;
    const result = await autocannon({
      url: serverUrl,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [
        {
          setupRequest: (request) => {
            const query = QUERIES[next++ % QUERIES.length];
            return { ...request, path: `/api/case-studies?${query}` };
          },
        },
      ],
    });
    const failed = result.errors + result.timeouts + result.non2xx;
    console.log(`case studies:      ${CASE_STUDIES.toLocaleString('en-US')}`);
    console.log(`connections:       ${CONNECTIONS}, ${DURATION_SECONDS} s`);
    console.log(`requests/second:   ${result.requests.average.toFixed(0)}`);
    console.log(`latency p50:       ${result.latency.p50} ms`);
    console.log(`latency p99:       ${result.latency.p99} ms`);
    console.log(`errors:            ${failed}`);
    if (failed > 0) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}

async function waitForHealth(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
