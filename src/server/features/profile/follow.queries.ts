import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { userFollows } from '../../db/schema/community.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'delete' | 'execute'>;

/** How many active members follow `userId` and how many they follow, and whether `viewerId` follows them. */
export async function followFigures(db: Executor, userId: string, viewerId: string | null) {
  const active = (column: string) => sql.raw(`exists (select 1 from profiles p where p.user_id = f.${column} and p.deactivated_at is null)`);
  const [row] = await db
    .select({
      followers: sql<number>`(select count(*)::int from ${userFollows} f where f.followee_id = ${userId} and ${active('follower_id')})`,
      following: sql<number>`(select count(*)::int from ${userFollows} f where f.follower_id = ${userId} and ${active('followee_id')})`,
      viewerFollows: viewerId
        ? sql<boolean>`exists (select 1 from ${userFollows} f where f.follower_id = ${viewerId} and f.followee_id = ${userId})`.mapWith(Boolean)
        : sql<boolean>`false`.mapWith(Boolean),
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return { followers: row?.followers ?? 0, following: row?.following ?? 0, viewerFollows: row?.viewerFollows ?? false };
}

/** An active member, held (key share) so the follow can refer to them until the transaction ends. */
export async function lockActiveMember(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), sql`${profiles.deactivatedAt} IS NULL`))
    .for('key share');
  return row !== undefined;
}

/** Adds the follow; true when it is new (an existing one is left as it is). */
export async function insertFollow(tx: Executor, followerId: string, followeeId: string): Promise<boolean> {
  const inserted = await tx.insert(userFollows).values({ followerId, followeeId }).onConflictDoNothing().returning({ followerId: userFollows.followerId });
  return inserted.length > 0;
}

export async function deleteFollow(db: Executor, followerId: string, followeeId: string): Promise<void> {
  await db.delete(userFollows).where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
}
