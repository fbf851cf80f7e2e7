import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import type { Database } from '../../db/client.ts';
import { profiles, subscribers } from '../../db/schema/accounts.ts';
import { contentViews } from '../../db/schema/engagement.ts';
import { containsPattern } from '../../lib/sql-helpers.ts';

/** The database or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type UserRow = {
  userId: string;
  displayName: string | null;
  avatarUrl: string | null;
  adminRole: AdminRole | null;
  createdAt: Date;
  email: string | null;
  tier: SubscriptionTier | null;
  monthlyViews: number;
};

/** Name or subscriber e-mail contains the words, ignoring case. */
function searchCondition(query: string | undefined) {
  if (!query) return undefined;
  const pattern = containsPattern(query);
  return or(sql`lower(${profiles.displayName}) like ${pattern}`, sql`lower(${subscribers.email}) like ${pattern}`);
}

/** One page of profiles joined with their subscriber row, newest first, and how many match in all. */
export async function listUsers(db: Database, options: { query?: string; month: string; limit: number; offset: number }) {
  const where = searchCondition(options.query);
  const monthlyViews = db
    .select({ n: count() })
    .from(contentViews)
    .where(and(eq(contentViews.userId, profiles.userId), eq(contentViews.month, options.month)));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        userId: profiles.userId,
        displayName: profiles.displayName,
        avatarUrl: profiles.avatarUrl,
        adminRole: profiles.adminRole,
        createdAt: profiles.createdAt,
        email: subscribers.email,
        tier: subscribers.subscriptionTier,
        monthlyViews: sql<number>`(${monthlyViews})`.mapWith(Number),
      })
      .from(profiles)
      .leftJoin(subscribers, eq(subscribers.userId, profiles.userId))
      .where(where)
      .orderBy(desc(profiles.createdAt), profiles.userId)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(profiles).leftJoin(subscribers, eq(subscribers.userId, profiles.userId)).where(where),
  ]);
  return { rows: rows as UserRow[], total: totalRow?.n ?? 0 };
}

/** The member's staff role, with the profile row locked until the transaction ends; undefined when there is none. */
export async function lockProfile(tx: Executor, userId: string): Promise<{ adminRole: AdminRole | null } | undefined> {
  const [row] = await tx.select({ adminRole: profiles.adminRole }).from(profiles).where(eq(profiles.userId, userId)).for('update');
  return row;
}

export async function countOtherSuperAdmins(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.adminRole, 'super_admin'), ne(profiles.userId, userId)));
  return row?.n ?? 0;
}

export async function setAdminRole(tx: Executor, userId: string, role: AdminRole | null) {
  await tx.update(profiles).set({ adminRole: role, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

/** The member's tier now (null without a subscription row). */
export async function findTier(tx: Executor, userId: string): Promise<SubscriptionTier | null> {
  const [row] = await tx.select({ tier: subscribers.subscriptionTier }).from(subscribers).where(eq(subscribers.userId, userId)).for('update');
  return row?.tier ?? null;
}

/** Sets the tier, creating the subscription row a member without one lacks. */
export async function setTier(tx: Executor, userId: string, tier: SubscriptionTier) {
  await tx
    .insert(subscribers)
    .values({ userId, subscriptionTier: tier })
    .onConflictDoUpdate({ target: subscribers.userId, set: { subscriptionTier: tier, updatedAt: new Date() } });
}
