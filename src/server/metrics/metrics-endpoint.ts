import { createHash, timingSafeEqual } from 'node:crypto';
import type { Handler } from 'hono';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';

/** Reads the metrics to serve (this process's, or every process's added up by their primary). */
export type ReadMetrics = () => Promise<{ contentType: string; body: string }>;

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the token, compared in constant time. */
function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/** `/metrics` answered with the metrics, or 401 without the token (when one is required). */
export function metricsHandler(read: ReadMetrics, token?: string): Handler {
  return async (c) => {
    if (token !== undefined && !carriesToken(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ error: { code: 'METRICS_TOKEN_REQUIRED', message: 'The metrics need the bearer token set in METRICS_TOKEN.' } }, 401);
    }
    try {
      const { contentType, body } = await read();
      return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
    } catch {
      return c.json({ error: { code: 'METRICS_UNAVAILABLE', message: 'The metrics could not be gathered; try again.' } }, 503);
    }
  };
}

/** A server of its own (METRICS_PORT on HOST) answering `/metrics` alone, for the scraper. */
export function startMetricsServer({ port, host, read }: { port: number; host: string; read: ReadMetrics }): Promise<ServerType> {
  const app = new Hono();
  app.get(METRICS_PATH, metricsHandler(read));
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'Only /metrics is served here.' } }, 404));
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
      server.off('error', refuse);
      resolve(server);
    });
    const refuse = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`METRICS_PORT ${port} is already in use. Stop the program using it, or choose another METRICS_PORT.`) : error);
    server.once('error', refuse);
  });
}
