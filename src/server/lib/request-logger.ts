import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-context.ts';
import { redactSecrets, type Logger } from './logger.ts';

/** One structured log line per request, with a request id echoed to the client. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || crypto.randomUUID();
    c.set('requestId', requestId);
    c.header('x-request-id', requestId);
    await next();
    // Below the configured level the entry would be dropped: don't build it.
    if (c.res.status < 500 && !logger.isLevelEnabled('info')) return;
    const entry = {
      requestId,
      method: c.req.method,
      path: redactSecrets(c.req.path),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (c.res.status >= 500) logger.error(entry, 'request');
    else logger.info(entry, 'request');
  };
}
