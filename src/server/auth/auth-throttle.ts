import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authThrottles } from '../db/schema/auth.ts';

/** A limit: at most `max` counted attempts in a fixed window of `windowSeconds`. */
export type ThrottleRule = { max: number; windowSeconds: number };

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A counter and its limit. */
export type ThrottledKey = { key: string; rule: ThrottleRule };

/** Rows whose window ended this long ago are removed now and then; longer than any rule's window. */
const STALE_AFTER_SECONDS = 24 * 60 * 60;
/** About one call in this many also removes stale rows, so no job is needed for it. */
const PRUNE_EVERY = 100;

/**
 * A key for an e-mail address that does not store the address itself: the counters are
 * about attempts, and a table of addresses people tried would be personal data.
 */
export function accountKey(scope: string, email: string): string {
  return `${scope}:account:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
}

export function addressKey(scope: string, address: string): string {
  return `${scope}:address:${address}`;
}

/** A browser known to an account (known-device.ts), by the random id its cookie carries. */
export function deviceKey(scope: string, deviceId: string): string {
  return `${scope}:device:${deviceId}`;
}

/**
 * Counters kept in the database, so several server instances share them. Taking an attempt is
 * one atomic upsert: parallel requests cannot all pass a stale read.
 */
export function createAuthThrottle(db: Database) {
  const windowExpired = (rule: ThrottleRule) =>
    sql`${authThrottles.windowStartedAt} <= now() - make_interval(secs => ${rule.windowSeconds})`;

  async function retryAfter(key: string, rule: ThrottleRule): Promise<number> {
    const [row] = await db
      .select({ seconds: sql<number>`ceil(extract(epoch from ${authThrottles.windowStartedAt} + make_interval(secs => ${rule.windowSeconds}) - now()))::int` })
      .from(authThrottles)
      .where(eq(authThrottles.key, key));
    return Math.max(1, row?.seconds ?? rule.windowSeconds);
  }

  async function pruneNowAndThen() {
    if (Math.random() * PRUNE_EVERY >= 1) return;
    await db.delete(authThrottles).where(lt(authThrottles.windowStartedAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`));
  }

  /** Counts one attempt against the key, unless its limit is already reached. */
  async function take(key: string, rule: ThrottleRule): Promise<ThrottleVerdict> {
    const expired = windowExpired(rule);
    const taken = await db
      .insert(authThrottles)
      .values({ key, count: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: authThrottles.key,
        set: {
          count: sql`case when ${expired} then 1 else ${authThrottles.count} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${authThrottles.windowStartedAt} end`,
        },
        setWhere: sql`${expired} or ${authThrottles.count} < ${rule.max}`,
      })
      .returning({ count: authThrottles.count });
    await pruneNowAndThen();
    if (taken.length > 0) return { allowed: true };
    return { allowed: false, retryAfterSeconds: await retryAfter(key, rule) };
  }

  /** Gives back an attempt that turned out not to count (a successful sign-in). */
  async function giveBack(key: string): Promise<void> {
    await db
      .update(authThrottles)
      .set({ count: sql`greatest(${authThrottles.count} - 1, 0)` })
      .where(eq(authThrottles.key, key));
  }

  /**
   * Counts one attempt against each key in turn; when one is over its limit, the attempts
   * already counted are given back, and the verdict names the key that refused.
   */
  async function takeAll(keys: ThrottledKey[]): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number; refusedKey: string }> {
    const taken: string[] = [];
    for (const { key, rule } of keys) {
      const verdict = await take(key, rule);
      if (!verdict.allowed) {
        await Promise.all(taken.map(giveBack));
        return { ...verdict, refusedKey: key };
      }
      taken.push(key);
    }
    return { allowed: true };
  }

  return { take, takeAll, giveBack };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
