import http from 'node:http';
import type { ServerType } from '@hono/node-server';
import type { RequestObserver } from './http-metrics.middleware.ts';
import { startMetricsServer, type ReadMetrics } from './metrics-endpoint.ts';
import { serveMetricsToPrimary } from './cluster-metrics.ts';
import { createServerMetrics, METRICS_CONTENT_TYPE, type MetricsSources } from './server-metrics.ts';

/** What the app needs to count requests and, with METRICS_TOKEN, answer `/metrics` itself. */
export type AppMetrics = { observer: RequestObserver; read: ReadMetrics; token?: string };

export type RunningMetrics = {
  app: AppMetrics;
  /** Where METRICS_PORT serves them, when this process serves that port. */
  url?: string;
  close(): Promise<void>;
};

/**
 * A server process's metrics. Alone, it serves METRICS_PORT itself; one of several processes
 * leaves that port to the primary and answers the primary's requests, and its `/metrics` on the
 * main port shows every process's metrics through the primary (decision 077).
 */
export async function setUpMetrics(options: { port?: number; host: string; token?: string; oneOfSeveral: boolean; sources: MetricsSources }): Promise<RunningMetrics> {
  const metrics = createServerMetrics(options.sources);
  const ownRead: ReadMetrics = async () => ({ contentType: METRICS_CONTENT_TYPE, body: await metrics.text() });
  const read = options.oneOfSeveral ? serveMetricsToPrimary(metrics) : ownRead;
  const app: AppMetrics = { observer: metrics, read, ...(options.token !== undefined && { token: options.token }) };
  if (options.port === undefined || options.oneOfSeveral) return { app, close: async () => undefined };
  const server: ServerType = await startMetricsServer({ port: options.port, host: options.host, read });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    app,
    url: `http://localhost:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        if (server instanceof http.Server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
