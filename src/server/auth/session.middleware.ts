import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, SessionUser } from '../app-context.ts';
import type { Database } from '../db/client.ts';
import { profiles, subscribers } from '../db/schema/accounts.ts';
import { sessions, users } from '../db/schema/auth.ts';
import { unauthenticated } from '../lib/errors.ts';
import type { Auth } from './auth.ts';
import { accessColumns, readSignedSession, type SignedSession } from './signed-session.ts';

/** The tier and staff role of a user, in one read; a member without a subscription is a visitor (spec §3). */
async function findAccess(db: Database, userId: string): Promise<Pick<SessionUser, 'tier' | 'adminRole'>> {
  const [row] = await db
    .select(accessColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscribers, eq(subscribers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return { tier: row?.tier ?? 'visitor', adminRole: row?.adminRole ?? null };
}

/**
 * Reads the session cookie once per API request and exposes the signed-in user, if any, with
 * the tier and staff role that every access check of the request then uses. The plain case is
 * read in one statement (signed-session.ts); better-auth answers the rest.
 */
export function sessionMiddleware({ auth, db }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Without any cookie there is no session to read: visitors' requests skip the lookup.
    const signed = c.req.header('cookie') ? await readSession(c, await auth(), db) : null;
    c.set('session', signed?.session ?? null);
    c.set('user', signed?.user ?? null);
    await next();
  };
}

async function readSession(c: Context, auth: Auth, db: Database): Promise<SignedSession | null> {
  const signed = await readSignedSession(c, auth, db);
  if (signed !== undefined) return signed;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  return {
    session: { id: session.session.id, expiresAt: session.session.expiresAt },
    user: { id: session.user.id, email: session.user.email, name: session.user.name, ...(await findAccess(db, session.user.id)) },
  };
}

/** Whether a session is still open: not ended (its row deleted) and not expired. */
export async function sessionIsOpen(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)));
  return row !== undefined;
}

/** The signed-in user, or a 401 in the API's error shape. */
export function requireUser(c: { get(key: 'user'): AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}

/** The session of a signed-in request, or a 401 in the API's error shape. */
export function requireSession(c: { get(key: 'session'): AppEnv['Variables']['session'] }) {
  const session = c.get('session');
  if (!session) throw unauthenticated();
  return session;
}
