import type { MiddlewareHandler } from 'hono';
import { apiCachePolicyOn } from './cache-policy.ts';
import { dataSecurityHeaders, documentSecurityHeaders } from './security-headers.ts';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The headers every answer carries, set by one middleware (decision 095): `Vary:
 * Accept-Encoding` before the handler, so the answer is made with it (compression would name it
 * only on the answers it compresses); the security headers after it, over whatever the handler
 * set (a page's and a file's, or an API answer's that is data); and for the API its cache
 * policy. One pass over the answer's headers instead of a middleware for each.
 */
export function answerHeaders(options: { upgradeInsecureRequests: boolean }): MiddlewareHandler {
  const forDocuments = documentSecurityHeaders(options);
  const forData = dataSecurityHeaders(options);
  return async (c, next) => {
    c.header('vary', 'Accept-Encoding');
    await next();
    const headers = c.res.headers;
    const api = isApiPath(c.req.path);
    // The API's own pages (its description's viewer) are documents like the app's.
    const security = api && !headers.get('content-type')?.startsWith('text/html') ? forData : forDocuments;
    for (const [name, value] of security) headers.set(name, value);
    if (api) apiCachePolicyOn(headers, c.req.header('cookie') !== undefined);
  };
}
