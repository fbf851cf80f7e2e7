/** An answer for one member: no cache may keep it, neither a shared one nor the browser's. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';
/** An answer for anyone without a session: a cache may keep it, but must ask the server before each use. */
export const ANONYMOUS_CACHE_CONTROL = 'no-cache';

/**
 * Every API answer says how it may be cached, so a cache in front of /api never hands one
 * member's answer to another. A request with a cookie may carry a session, and an answer that
 * sets a cookie starts one: both are personal. An answer that names its own policy keeps it
 * (photos are immutable, the API description is public for a day). Set on the answer's own
 * headers: no copy of the answer is made.
 */
export function apiCachePolicyOn(headers: Headers, requestHasCookie: boolean): void {
  if (headers.has('cache-control')) return;
  const personal = requestHasCookie || headers.has('set-cookie');
  headers.set('cache-control', personal ? PERSONAL_CACHE_CONTROL : ANONYMOUS_CACHE_CONTROL);
  // The same address answers a member and a visitor differently.
  headers.append('vary', 'Cookie');
}
