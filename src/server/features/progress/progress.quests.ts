import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { QuestType } from '#shared/constants.ts';
import { QUEST_COMPLETED_TITLE } from '#shared/domain/notifications.ts';
import { questDate } from '#shared/domain/progress.ts';
import type { Database } from '../../db/client.ts';
import { oncePerTransaction } from '../../db/per-transaction.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { questActionMarks, quests, userQuestProgress } from '../../db/schema/gamification.ts';
import { recordOwnNotification } from '../../realtime/user-actions.ts';
import { awardXp } from './progress.xp.ts';

/** The member's quest day for an instant: the calendar day in their profile's time zone (UTC when unset). */
export async function memberQuestDate(db: Pick<Database, 'select'>, userId: string, at: Date): Promise<string> {
  const [profile] = await db.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.userId, userId));
  return questDate(at, profile?.timeZone);
}

/**
 * Counts one action (its key: action and item) for the member's active quests of its type on
 * the day it happened: +1 each, completing a quest at its target exactly once with its XP and
 * a "Quest Completed!" notification. The same action counts once a day. The caller holds the
 * member's experience lock. The member's time zone and the active quests are read once per
 * transaction; the day's mark and the steps are one statement.
 */
export async function advanceQuests(tx: Database, userId: string, { questType, actionKey, at }: { questType: QuestType; actionKey: string; at: Date }): Promise<void> {
  const timeZone = await oncePerTransaction(tx, `time-zone:${userId}`, async () => {
    const [profile] = await tx.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.userId, userId));
    return profile?.timeZone;
  });
  const day = questDate(at, timeZone);
  const active = await oncePerTransaction(tx, `active-quests:${questType}`, () =>
    tx
      .select({ id: quests.id, title: quests.title, targetCount: quests.targetCount, xpReward: quests.xpReward })
      .from(quests)
      .where(and(eq(quests.questType, questType), eq(quests.isActive, true)))
      .orderBy(asc(quests.id)),
  );
  const questIds = active.length > 0 ? sql`array[${sql.join(active.map((quest) => sql`${quest.id}`), sql`, `)}]::uuid[]` : sql`'{}'::uuid[]`;
  // The mark is written even without active quests, so the action cannot count twice that day.
  const stepped = (await tx.execute(sql`
    with marked as (
      insert into ${questActionMarks} (user_id, quest_date, action_key)
      values (${userId}, ${day}, ${actionKey})
      on conflict do nothing
      returning user_id)
    insert into ${userQuestProgress} as progress (user_id, quest_id, quest_date, current_progress)
    select marked.user_id, quest.id, ${day}::date, 1 from marked cross join unnest(${questIds}) as quest(id)
    on conflict (user_id, quest_id, quest_date) do update
      set current_progress = progress.current_progress + 1
      -- A completed quest is not updated again.
      where progress.completed_at is null
    returning quest_id, current_progress`)) as unknown as { rows: { quest_id: string; current_progress: number }[] };
  for (const quest of active) {
    const step = stepped.rows.find((row) => row.quest_id === quest.id);
    if (!step || step.current_progress < quest.targetCount) continue;
    const [completed] = await tx
      .update(userQuestProgress)
      .set({ completedAt: sql`now()` })
      .where(and(eq(userQuestProgress.userId, userId), eq(userQuestProgress.questId, quest.id), eq(userQuestProgress.questDate, day), isNull(userQuestProgress.completedAt)))
      .returning({ questId: userQuestProgress.questId });
    if (!completed) continue;
    await awardXp(tx, userId, { amount: quest.xpReward, reason: `${QUEST_COMPLETED_TITLE.replace('!', '')}: ${quest.title}`, sourceKey: `quest:${quest.id}:${day}` });
    await recordOwnNotification(tx, {
      recipientId: userId,
      kind: 'quest_completed',
      metadata: { questId: quest.id, title: quest.title, xpReward: quest.xpReward, questDate: day },
      dedupeKey: `quest:${quest.id}:${day}`,
    });
  }
}
