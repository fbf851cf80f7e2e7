import { eq, sql } from 'drizzle-orm';
import { LEVELS, levelFor } from '#shared/domain/progress.ts';
import type { Database } from '../../db/client.ts';
import { oncePerTransaction } from '../../db/per-transaction.ts';
import { userExperience } from '../../db/schema/gamification.ts';
import { recordOwnNotifications, type OwnNotification } from '../../realtime/user-actions.ts';
import { resultRows } from '../../lib/sql-helpers.ts';

/** XP for one thing a member did, earned once per member and source key. */
export type XpGrant = { userId: string; amount: number; reason: string; sourceKey: string };

/**
 * Creates the members' experience records (0 XP, level 1, Newbie) if absent and locks them for
 * the transaction, in ascending order of the member. Every progress change of a member takes
 * this lock first, so changes of one member apply one at a time and every transaction locks in
 * the same order. A member locked earlier in the transaction is not locked again.
 */
export async function lockExperiences(tx: Database, userIds: readonly string[]): Promise<void> {
  const locked = await oncePerTransaction(tx, 'experience-locks', async () => new Set<string>());
  const ids = [...new Set(userIds)].filter((id) => !locked.has(id)).sort();
  if (ids.length === 0) return;
  for (const id of ids) locked.add(id);
  const members = sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
  await tx.execute(sql`insert into ${userExperience} (user_id) select * from ${members} as member on conflict do nothing`);
  const rows = resultRows<{ user_id: string }>(await tx.execute(sql`select user_id from ${userExperience} where user_id in ${members} order by user_id for update`));
  if (rows.length !== ids.length) throw new Error('experience record missing');
}

export const lockExperience = (tx: Database, userId: string) => lockExperiences(tx, [userId]);

/**
 * Gives each grant's XP once per member and source key (the unique index decides, also against
 * parallel handlers and an event handled again) and adds each member's earned XP in one
 * statement; then raises levels. The level-up notifications, one for every level passed, are
 * returned for the caller to record. The caller holds the members' experience locks.
 */
export async function grantXp(tx: Database, grants: readonly XpGrant[]): Promise<OwnNotification[]> {
  const unique = new Map<string, XpGrant>();
  for (const grant of grants) {
    const key = `${grant.userId}:${grant.sourceKey}`;
    if (grant.amount > 0 && !unique.has(key)) unique.set(key, grant);
  }
  if (unique.size === 0) return [];
  const rows = [...unique.values()].map((grant) => ({ user_id: grant.userId, amount: grant.amount, reason: grant.reason, source_key: grant.sourceKey }));
  const updated = resultRows<{ user_id: string; total_xp: number; current_level: number }>(
    await tx.execute(sql`
      with earned as (
        insert into xp_transactions (user_id, amount, reason, source_key)
        select user_id, amount, reason, source_key from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as g(user_id uuid, amount integer, reason text, source_key text)
        on conflict do nothing
        returning user_id, amount),
      totals as (select user_id, sum(amount)::integer as amount from earned group by user_id)
      update ${userExperience} as experience set total_xp = experience.total_xp + totals.amount, updated_at = now()
      from totals
      where experience.user_id = totals.user_id
      returning experience.user_id, experience.total_xp, experience.current_level`),
  );
  const notices: OwnNotification[] = [];
  for (const row of updated) {
    const reached = levelFor(row.total_xp);
    if (reached.level <= row.current_level) continue;
    await tx.update(userExperience).set({ currentLevel: reached.level, levelTitle: reached.title }).where(eq(userExperience.userId, row.user_id));
    // Earned one grant at a time, the XP would have passed each of these levels in turn.
    for (const level of LEVELS.filter((each) => each.level > row.current_level && each.level <= reached.level)) {
      notices.push({ recipientId: row.user_id, kind: 'level_up', metadata: { level: level.level, levelTitle: level.title }, dedupeKey: `level_up:${level.level}` });
    }
  }
  return notices;
}

/** One grant of XP, with its level-up notifications recorded. The caller holds the member's experience lock. */
export async function awardXp(tx: Database, userId: string, grant: Omit<XpGrant, 'userId'>): Promise<void> {
  await recordOwnNotifications(tx, await grantXp(tx, [{ userId, ...grant }]));
}
