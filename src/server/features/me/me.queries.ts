import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { profiles, subscribers } from '../../db/schema/accounts.ts';

export async function findAccountSummary(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      adminRole: profiles.adminRole,
      tier: subscribers.subscriptionTier,
      status: subscribers.subscriptionStatus,
      cycle: subscribers.billingCycle,
      pendingTier: subscribers.pendingTier,
      firstSessionId: profiles.firstSessionId,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscribers, eq(subscribers.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** Records the member's first session, once: whichever session asks first after sign-up. */
export async function claimFirstSession(db: Database, userId: string, sessionId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ firstSessionId: sessionId })
    .where(and(eq(profiles.userId, userId), isNull(profiles.firstSessionId)));
}
