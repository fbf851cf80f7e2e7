import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-context.ts';
import { routeTemplate } from '../metrics/route-template.ts';
import type { TraceHooks } from './trace-hooks.ts';

/** Names each request's server span after the route that answered it, as the metrics label it. */
export function nameRequestSpans(tracing: TraceHooks): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      await next();
    } finally {
      tracing.nameRequest(c.req.method, routeTemplate(c));
    }
  };
}
