/**
 * better-auth says when to try again in X-Retry-After only; clients and proxies read the standard
 * Retry-After, so a 429 from it gets that header too, with the same number of seconds.
 */
export function withStandardRetryAfter(response: Response): Response {
  const seconds = response.headers.get('x-retry-after');
  if (response.status !== 429 || !seconds || response.headers.has('retry-after')) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', seconds);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
