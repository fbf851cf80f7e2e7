import { eq, sql } from 'drizzle-orm';
import { levelFor } from '#shared/domain/progress.ts';
import type { Database } from '../../db/client.ts';
import { oncePerTransaction } from '../../db/per-transaction.ts';
import { userExperience, xpTransactions } from '../../db/schema/gamification.ts';
import { recordOwnNotification } from '../../realtime/user-actions.ts';

/**
 * Creates the member's experience record (0 XP, level 1, Newbie) if absent and locks it for
 * the transaction. Every progress change of a member takes this lock first, so changes of one
 * member apply one at a time and always lock in the same order. Events of one member handled
 * in one transaction take it once.
 */
export function lockExperience(tx: Database, userId: string): Promise<void> {
  return oncePerTransaction(tx, `experience-lock:${userId}`, async () => {
    await tx.insert(userExperience).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select({ userId: userExperience.userId }).from(userExperience).where(eq(userExperience.userId, userId)).for('update');
    if (!row) throw new Error('experience record missing');
  });
}

/**
 * Gives XP once per member and source key (the unique index decides, also against parallel
 * handlers and an event handled again); raises the level and notifies a level up. The caller
 * holds the member's experience lock. Whether XP was given.
 */
export async function awardXp(tx: Database, userId: string, { amount, reason, sourceKey }: { amount: number; reason: string; sourceKey: string }): Promise<boolean> {
  if (amount <= 0) return false;
  // The XP row and the new total in one statement; no row when this source already earned.
  const result = (await tx.execute(sql`
    with earned as (
      insert into ${xpTransactions} (user_id, amount, reason, source_key)
      values (${userId}, ${amount}, ${reason}, ${sourceKey})
      on conflict do nothing
      returning amount)
    update ${userExperience} set total_xp = total_xp + earned.amount, updated_at = now()
    from earned
    where ${userExperience.userId} = ${userId}
    returning total_xp, current_level`)) as unknown as { rows: { total_xp: number; current_level: number }[] };
  const [updated] = result.rows;
  if (!updated) return false;
  const row = { totalXp: updated.total_xp, currentLevel: updated.current_level };
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
