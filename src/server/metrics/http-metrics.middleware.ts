import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-context.ts';
import { routeTemplate } from './route-template.ts';

/** Something that counts answered requests (the server's metrics). */
export type RequestObserver = { observeRequest(method: string, route: string, status: number, seconds: number): void };

/** Times every request and counts it under its route template and status. */
export function httpMetrics(observer: RequestObserver): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      observer.observeRequest(c.req.method, routeTemplate(c), c.res.status, (performance.now() - started) / 1_000);
    }
  };
}
