import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-context.ts';
import { unauthenticated } from '../lib/errors.ts';

/** Reads the session cookie once per API request and exposes the signed-in user, if any. */
export function sessionMiddleware({ auth }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Without any cookie there is no session to read: visitors' requests skip the lookup.
    const session = c.req.header('cookie') ? await auth.api.getSession({ headers: c.req.raw.headers }) : null;
    c.set('user', session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null);
    await next();
  };
}

/** The signed-in user, or a 401 in the API's error shape. */
export function requireUser(c: { get(key: 'user'): AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}
