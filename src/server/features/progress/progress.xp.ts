import { eq, sql } from 'drizzle-orm';
import { levelFor } from '#shared/domain/progress.ts';
import type { Database } from '../../db/client.ts';
import { userExperience, xpTransactions } from '../../db/schema/gamification.ts';
import { recordOwnNotification } from '../../realtime/user-actions.ts';

/**
 * Creates the member's experience record (0 XP, level 1, Newbie) if absent and locks it for
 * the transaction. Every progress change of a member takes this lock first, so changes of one
 * member apply one at a time and always lock in the same order.
 */
export async function lockExperience(tx: Database, userId: string): Promise<{ totalXp: number; currentLevel: number }> {
  await tx.insert(userExperience).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ totalXp: userExperience.totalXp, currentLevel: userExperience.currentLevel })
    .from(userExperience)
    .where(eq(userExperience.userId, userId))
    .for('update');
  if (!row) throw new Error('experience record missing');
  return row;
}

/**
 * Gives XP once per member and source key (the unique index decides, also against parallel
 * handlers and an event handled again); raises the level and notifies a level up. The caller
 * holds the member's experience lock. Whether XP was given.
 */
export async function awardXp(tx: Database, userId: string, { amount, reason, sourceKey }: { amount: number; reason: string; sourceKey: string }): Promise<boolean> {
  if (amount <= 0) return false;
  const [earned] = await tx
    .insert(xpTransactions)
    .values({ userId, amount, reason, sourceKey })
    .onConflictDoNothing()
    .returning({ id: xpTransactions.id });
  if (!earned) return false;
  const [row] = await tx
    .update(userExperience)
    .set({ totalXp: sql`${userExperience.totalXp} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(userExperience.userId, userId))
    .returning({ totalXp: userExperience.totalXp, currentLevel: userExperience.currentLevel });
  if (!row) throw new Error('experience record missing');
  const reached = levelFor(row.totalXp);
  if (reached.level > row.currentLevel) {
    await tx.update(userExperience).set({ currentLevel: reached.level, levelTitle: reached.title }).where(eq(userExperience.userId, userId));
    await recordOwnNotification(tx, {
      recipientId: userId,
      kind: 'level_up',
      metadata: { level: reached.level, levelTitle: reached.title },
      dedupeKey: `level_up:${reached.level}`,
    });
  }
  return true;
}
