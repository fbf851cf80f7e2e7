import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { QuestType } from '#shared/constants.ts';
import { QUEST_COMPLETED_TITLE } from '#shared/domain/notifications.ts';
import { questDate } from '#shared/domain/progress.ts';
import type { Database } from '../../db/client.ts';
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
 * member's experience lock.
 */
export async function advanceQuests(tx: Database, userId: string, { questType, actionKey, at }: { questType: QuestType; actionKey: string; at: Date }): Promise<void> {
  const day = await memberQuestDate(tx, userId, at);
  const [marked] = await tx.insert(questActionMarks).values({ userId, questDate: day, actionKey }).onConflictDoNothing().returning({ userId: questActionMarks.userId });
  if (!marked) return;
  const active = await tx
    .select({ id: quests.id, title: quests.title, targetCount: quests.targetCount, xpReward: quests.xpReward })
    .from(quests)
    .where(and(eq(quests.questType, questType), eq(quests.isActive, true)))
    .orderBy(asc(quests.id));
  for (const quest of active) {
    const [row] = await tx
      .insert(userQuestProgress)
      .values({ userId, questId: quest.id, questDate: day, currentProgress: 1 })
      .onConflictDoUpdate({
        target: [userQuestProgress.userId, userQuestProgress.questId, userQuestProgress.questDate],
        set: { currentProgress: sql`${userQuestProgress.currentProgress} + 1` },
        // A completed quest is not updated again.
        setWhere: isNull(userQuestProgress.completedAt),
      })
      .returning({ progress: userQuestProgress.currentProgress });
    if (!row || row.progress < quest.targetCount) continue;
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
