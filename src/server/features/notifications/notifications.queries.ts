import { and, count, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { userActions } from '../../db/schema/community.ts';

export type NotificationRow = {
  id: string;
  actionType: string;
  actionMetadata: Record<string, unknown>;
  readAt: Date | null;
  createdAt: Date;
  actorId: string | null;
  /** Null when the actor has no profile (or no longer exists). */
  actorProfile: { displayName: string | null; avatarUrl: string | null } | null;
};

/** The member's notifications: addressed to them, by someone else, not dismissed. */
const visibleTo = (userId: string): SQL =>
  and(eq(userActions.targetId, userId), isNull(userActions.dismissedAt), or(isNull(userActions.userId), ne(userActions.userId, userId))) as SQL;

async function select(db: Database, where: SQL, limit: number, newestFirst: boolean): Promise<NotificationRow[]> {
  const rows = await db
    .select({
      id: userActions.id,
      actionType: userActions.actionType,
      actionMetadata: userActions.actionMetadata,
      readAt: userActions.readAt,
      createdAt: userActions.createdAt,
      actorId: userActions.userId,
      profileUserId: profiles.userId,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(userActions)
    .leftJoin(profiles, eq(profiles.userId, userActions.userId))
    .where(where)
    .orderBy(newestFirst ? desc(userActions.createdAt) : userActions.createdAt, newestFirst ? desc(userActions.id) : userActions.id)
    .limit(limit);
  return rows.map(({ profileUserId, displayName, avatarUrl, ...row }) => ({
    ...row,
    actorProfile: profileUserId ? { displayName, avatarUrl } : null,
  }));
}

export function listNotifications(db: Database, userId: string, limit: number) {
  return select(db, visibleTo(userId), limit, true);
}

export async function findNotification(db: Database, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await select(db, and(visibleTo(userId), eq(userActions.id, id)) as SQL, 1, true);
  return row;
}

/**
 * Several members' notifications by id at once (what a burst of new ones needs to reach their
 * streams): each only if it is still visible to the member it was addressed to.
 */
export function findNotificationsOf(db: Database, wanted: readonly { id: string; targetId: string }[]): Promise<NotificationRow[]> {
  const pairs = sql.join(
    wanted.map(({ id, targetId }) => sql`(${id}::uuid, ${targetId}::uuid)`),
    sql`, `,
  );
  const visible = and(
    sql`(${userActions.id}, ${userActions.targetId}) in (${pairs})`,
    isNull(userActions.dismissedAt),
    or(isNull(userActions.userId), ne(userActions.userId, userActions.targetId)),
  ) as SQL;
  return select(db, visible, wanted.length, true);
}

/** Notifications that arrived after the given one (oldest first), to resume a stream. */
export async function listNotificationsAfter(db: Database, userId: string, afterId: string, limit: number) {
  // Compared in SQL: timestamps carry microseconds that a JavaScript Date would drop.
  const anchor = db
    .select({ createdAt: userActions.createdAt, id: userActions.id })
    .from(userActions)
    .where(and(eq(userActions.id, afterId), eq(userActions.targetId, userId)));
  return select(db, and(visibleTo(userId), sql`(${userActions.createdAt}, ${userActions.id}) > (${anchor})`) as SQL, limit, false);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(userActions)
    .where(and(visibleTo(userId), isNull(userActions.readAt)));
  return row?.unread ?? 0;
}

/** Marks one (by id) or all of the member's notifications read; the ids changed. */
export async function markRead(db: Database, userId: string, id?: string): Promise<string[]> {
  const rows = await db
    .update(userActions)
    .set({ readAt: sql`now()` })
    .where(and(visibleTo(userId), isNull(userActions.readAt), id ? eq(userActions.id, id) : undefined))
    .returning({ id: userActions.id });
  return rows.map((row) => row.id);
}

/** Hides one notification for good; false when it is not the member's or already gone. */
export async function dismiss(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(userActions)
    .set({ dismissedAt: sql`now()` })
    .where(and(visibleTo(userId), eq(userActions.id, id)))
    .returning({ id: userActions.id });
  return rows.length > 0;
}
