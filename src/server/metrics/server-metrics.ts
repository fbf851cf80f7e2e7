import client from 'prom-client';
import type { Database, PoolStats } from '../db/client.ts';
import type { ServingSearch } from '../search/search.ts';
import type { Logger } from '../lib/logger.ts';
import { readOperations } from './operations.queries.ts';

/** Request durations in seconds: lists answer in milliseconds, imports and slow pages in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type MetricsSources = {
  db: Database;
  logger: Logger;
  search: ServingSearch;
  /** PostgreSQL's pool; absent on PGlite, which has one connection and no pool. */
  poolStats?: () => PoolStats;
  /** Server-sent event streams open in this process. */
  openStreams: () => number;
};

export type ServerMetrics = {
  /** Counts one answered request under its route template. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** This process's metrics in Prometheus' text format, read now. */
  text(): Promise<string>;
  /** This process's metrics as prom-client's JSON, read now, for the primary of several processes to add up. */
  json(): Promise<client.MetricObjectWithValues<client.MetricValue<string>>[]>;
};

/** The content type of Prometheus' text format that prom-client writes. */
export const METRICS_CONTENT_TYPE = client.Registry.PROMETHEUS_CONTENT_TYPE;

/**
 * One process's metrics (decision 077). Gauges read from the database are read at scrape time in
 * one statement; with several processes each reports them and the primary keeps the first
 * (`aggregator: 'first'`), while per-process figures (pool, streams, process metrics) are added up.
 */
export function createServerMetrics(sources: MetricsSources): ServerMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const requests = new client.Histogram({
    name: 'flightdeck_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const databaseWide = { registers: [registry], aggregator: 'first' as const };
  const events = new client.Gauge({ name: 'flightdeck_events', help: 'Events in the worker queue by state: pending, running (claimed by a worker), failed (dead after the last attempt)', labelNames: ['state'] as const, ...databaseWide });
  const oldestDue = new client.Gauge({ name: 'flightdeck_events_oldest_due_age_seconds', help: 'How long the oldest due event has waited for a worker (0 when none waits)', ...databaseWide });
  const mail = new client.Gauge({ name: 'flightdeck_mail_outbox', help: 'E-mails in the outbox by status: queued (waiting to be sent or retried), failed (given up)', labelNames: ['status'] as const, ...databaseWide });

  const perProcess = { registers: [registry], aggregator: 'sum' as const };
  const pool = sources.poolStats
    ? {
        connections: new client.Gauge({ name: 'flightdeck_db_pool_connections', help: 'PostgreSQL pool connections open (state="total") and idle among them (state="idle")', labelNames: ['state'] as const, ...perProcess }),
        waiting: new client.Gauge({ name: 'flightdeck_db_pool_waiting', help: 'Queries waiting for a PostgreSQL pool connection', ...perProcess }),
        pipelined: new client.Gauge({ name: 'flightdeck_db_pipelined_connections', help: "PostgreSQL connections open for pipelined prepared statements, besides the pool's", ...perProcess }),
        pipelinedInFlight: new client.Gauge({ name: 'flightdeck_db_pipelined_statements', help: 'Statements written on pipelined connections and not yet answered', ...perProcess }),
      }
    : undefined;
  const streams = new client.Gauge({ name: 'flightdeck_realtime_streams_open', help: 'Open server-sent event streams', ...perProcess });
  const serving = new client.Gauge({ name: 'flightdeck_search_serving', help: 'Processes whose lists and search are answered by the browse index (path="index") or SQL (path="sql")', labelNames: ['path'] as const, ...perProcess });
  const indexStudies = new client.Gauge({ name: 'flightdeck_search_index_studies', help: 'Case studies in the browse index (0 while it is read, or with SEARCH_INDEX=postgres)', registers: [registry], aggregator: 'max' });
  const changesBehind = new client.Gauge({ name: 'flightdeck_search_index_changes_behind', help: 'Catalogue changes committed since the browse index last looked (applied before the next list)', registers: [registry], aggregator: 'max' });

  async function refresh(): Promise<void> {
    const known = sources.search.known();
    const memory = sources.search.serving() === 'memory';
    serving.set({ path: 'index' }, memory ? 1 : 0);
    serving.set({ path: 'sql' }, memory ? 0 : 1);
    indexStudies.set(known?.index.size ?? 0);
    streams.set(sources.openStreams());
    if (pool && sources.poolStats) {
      const stats = sources.poolStats();
      pool.connections.set({ state: 'total' }, stats.total);
      pool.connections.set({ state: 'idle' }, stats.idle);
      pool.waiting.set(stats.waiting);
      pool.pipelined.set(stats.pipelined);
      pool.pipelinedInFlight.set(stats.pipelinedInFlight);
    }
    try {
      const operations = await readOperations(sources.db, known?.seen ?? null);
      events.set({ state: 'pending' }, operations.events.pending);
      events.set({ state: 'running' }, operations.events.running);
      events.set({ state: 'failed' }, operations.events.failed);
      oldestDue.set(operations.events.oldestDueSeconds);
      mail.set({ status: 'queued' }, operations.mail.queued);
      mail.set({ status: 'failed' }, operations.mail.failed);
      changesBehind.set(operations.catalogChangesBehind ?? 0);
    } catch (error) {
      // The scrape still answers with what the process knows; stale database figures would mislead.
      for (const gauge of [events, oldestDue, mail, changesBehind]) gauge.reset();
      sources.logger.warn({ err: error }, 'the metrics could not read the database');
    }
  }

  return {
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    async text() {
      await refresh();
      return registry.metrics();
    },
    async json() {
      await refresh();
      return registry.getMetricsAsJSON();
    },
  };
}
