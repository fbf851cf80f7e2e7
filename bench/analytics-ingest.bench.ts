import { openPostgres } from '#server/db/client.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { users } from '#server/db/schema/auth.ts';
import { seededRandom } from '#server/seed/scale-generator.ts';
import { ingestBatch } from '#server/features/analytics/ingest.service.ts';
import type { BehaviorBatch } from '#shared/schemas/behavior-events.ts';

/**
 * The ingest service alone against PostgreSQL, without HTTP: `BENCH_WORKERS` concurrent callers
 * (default 8, as several app connections would) each store batches of 20 varied events from many
 * tabs for `BENCH_SECONDS` (default 10); prints events a second. Less sensitive to the load of the
 * machine than the HTTP run of `npm run bench:analytics`, since no client or server process competes.
 *   npm run bench:analytics-ingest   (DATABASE_URL, default the analytics bench database)
 */
const URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/flightdeck_bench_analytics';
const WORKERS = Number(process.env.BENCH_WORKERS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BATCH = 20;
const TARGET = 2_000;

const handle = openPostgres(URL);
try {
  await handle.migrate();
  const ids = (await handle.db.select({ id: caseStudies.id }).from(caseStudies).limit(5_000)).map((r) => r.id);
  const members = (await handle.db.select({ id: users.id }).from(users).limit(2_000)).map((r) => r.id);
  if (ids.length === 0) throw new Error('no case studies: run npm run bench:analytics once first');
  const random = seededRandom(13);
  const run = `${Date.now()}`;
  const batch = (tab: number): BehaviorBatch => ({
    sessionId: `bench-inproc-${run}-${tab}`,
    events: Array.from({ length: BATCH }, (_, j): BehaviorBatch['events'][number] => {
      const id = ids[Math.floor(random() ** 3 * ids.length)]!;
      return j % 4 === 0
        ? { type: 'page_view' as const, path: `/case-studies/${id}`, data: {} }
        : { type: 'content_view' as const, path: `/case-studies/${id}`, data: { item: { kind: 'case_study' as const, id } } };
    }),
  });
  let stored = 0;
  let tab = 0;
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1_000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < until) {
        const t = (tab += 1);
        const started = performance.now();
        // A third of the batches come from signed-in members, as in the generated events.
        await ingestBatch(handle.db, { batch: batch(t), userId: t % 3 === 0 ? (members[t % members.length] ?? null) : null, userAgent: 'bench' });
        latencies.push(performance.now() - started);
        stored += BATCH;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const perSecond = stored / SECONDS;
  console.log(
    `ingest service: ${Math.round(perSecond).toLocaleString()} events/s (${stored.toLocaleString()} events in batches of ${BATCH}, ${WORKERS} concurrent callers, ` +
      `p50 ${latencies[Math.floor(latencies.length / 2)]!.toFixed(1)} ms, p99 ${latencies[Math.floor(latencies.length * 0.99)]!.toFixed(1)} ms a batch); target ${TARGET}: ${perSecond >= TARGET ? 'met' : 'NOT met'}`,
  );
} finally {
  await handle.close();
}
