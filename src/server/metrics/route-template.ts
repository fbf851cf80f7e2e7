import type { Context } from 'hono';
import { routePath } from 'hono/route';

/**
 * The route pattern that answered a request (`/api/case-studies/:id`), never its path, so ids
 * cannot multiply a metric's label values or a span's names. Requests no endpoint took are told
 * apart by the catch-all that answered them: `/api/*` (unknown API paths, and requests a guard
 * refused before their endpoint), `*` (pages of the web app, unknown paths).
 * Read after the request has been answered: Hono then points at the handler that answered.
 */
export function routeTemplate(c: Context): string {
  return routePath(c) || '*';
}
