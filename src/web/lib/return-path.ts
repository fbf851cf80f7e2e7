/** The query parameter that carries where to go back to after signing in or up. */
export const RETURN_PARAM = 'redirect';

/**
 * The in-app path to return to, from a URL's search string. Only same-site paths are accepted
 * (no "//host" or "https://..."), and never the auth page itself; anything else is the home page.
 */
export function returnPathFrom(search: string): string {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value === '/auth' || value.startsWith('/auth?') || value.startsWith('/auth/')) return '/';
  return value;
}

/** /auth with a tab selected and the current page to come back to. */
export function authPath(tab: 'signin' | 'signup', returnTo?: string): string {
  const params = new URLSearchParams({ tab });
  if (returnTo) params.set(RETURN_PARAM, returnTo);
  return `/auth?${params.toString()}`;
}
