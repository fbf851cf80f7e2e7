import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { SessionUser, RequestSession } from '../app-context.ts';
import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { profiles, subscribers } from '../db/schema/accounts.ts';
import { sessions, users } from '../db/schema/auth.ts';
import type { Auth } from './auth.ts';

/**
 * A signed-in request's session read the short way (decision 094): the session cookie's
 * signature checked with node:crypto's HMAC, as better-auth signs it (HMAC-SHA256 of the token,
 * base64), and the session, its user and their tier and staff role read in one prepared
 * statement. better-auth's own `getSession` checks the same signature through Web Crypto, whose
 * key import and verification each go through the thread pool, and reads the session and the
 * user apart; on a vote that was a third of the server's CPU.
 *
 * Only the plain case is answered here: a live session that is not due for its refresh. An
 * unknown or expired token, a session due for refresh and a "don't remember me" session go to
 * better-auth, which deletes, extends or keeps them as its rules say.
 */

export type SignedSession = { session: RequestSession; user: SessionUser };

/** What the short read needs of better-auth's configuration (read once; it never changes while the server runs). */
type SessionSettings = { cookieName: string; dontRememberCookieName: string; secret: string; expiresInMs: number; updateAgeMs: number };

const settingsOf = new WeakMap<Auth, Promise<SessionSettings>>();

function sessionSettings(auth: Auth): Promise<SessionSettings> {
  let settings = settingsOf.get(auth);
  if (!settings) {
    settings = auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      dontRememberCookieName: context.authCookies.dontRememberToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    settingsOf.set(auth, settings);
  }
  return settings;
}

/** The token of a cookie value `token.signature` whose signature is the secret's, else undefined. */
export function verifiedToken(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/** A member's tier and staff role, read from a users row joined to its profile and subscriber rows. */
export const accessColumns = { tier: subscribers.subscriptionTier, adminRole: profiles.adminRole };

const sessionByToken = preparedPerDatabase((db: Database) =>
  db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, userId: users.id, email: users.email, name: users.name, ...accessColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscribers, eq(subscribers.userId, users.id))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('signed_session_by_token'),
);

/**
 * The request's session when the short read can answer it: the session, `null` when the request
 * names no session cookie at all, `undefined` when better-auth must answer (no valid signature,
 * no live session, a refresh due, a "don't remember me" session).
 */
export async function readSignedSession(c: Context, auth: Auth, db: Database, now = Date.now()): Promise<SignedSession | null | undefined> {
  const settings = await sessionSettings(auth);
  if (!c.req.header('cookie')?.includes(settings.cookieName)) return null;
  const cookie = getCookie(c, settings.cookieName);
  if (!cookie || getCookie(c, settings.dontRememberCookieName) !== undefined) return undefined;
  const token = verifiedToken(cookie, settings.secret);
  if (!token) return undefined;
  const [row] = await sessionByToken(db).execute({ token });
  if (!row || row.expiresAt.getTime() <= now) return undefined;
  // better-auth's rule: extended once a day's worth (updateAge) of its lifetime has passed.
  if (row.expiresAt.getTime() - settings.expiresInMs + settings.updateAgeMs <= now) return undefined;
  return {
    session: { id: row.sessionId, expiresAt: row.expiresAt },
    user: { id: row.userId, email: row.email, name: row.name, tier: row.tier ?? 'visitor', adminRole: row.adminRole ?? null },
  };
}
