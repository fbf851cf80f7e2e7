import { eq, inArray, sql } from 'drizzle-orm';
import type { QuestType } from '#shared/constants.ts';
import { QUEST_COMPLETED_TITLE } from '#shared/domain/notifications.ts';
import { questDate } from '#shared/domain/progress.ts';
import type { Database } from '../../db/client.ts';
import { oncePerTransaction } from '../../db/per-transaction.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { quests } from '../../db/schema/gamification.ts';
import type { OwnNotification } from '../../realtime/user-actions.ts';
import { resultRows } from '../../lib/sql-helpers.ts';
import type { XpGrant } from './progress.xp.ts';

/** The member's quest day for an instant: the calendar day in their profile's time zone (UTC when unset). */
export async function memberQuestDate(db: Pick<Database, 'select'>, userId: string, at: Date): Promise<string> {
  const [profile] = await db.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.userId, userId));
  return questDate(at, profile?.timeZone);
}

/** One action counted for daily quests: its key (action and item) and when it happened. */
export type QuestStep = { userId: string; questType: QuestType; actionKey: string; at: Date };

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Counts each step for its member's active quests of its type on the day it happened (in the
 * member's time zone): +1 each, the same action once a day, completing a quest at its target
 * exactly once. The day's marks and every quest's progress are one statement, the completions a
 * second; progress moves as it would one step at a time, stopping at the step that completes.
 * Returns each completion's XP and "Quest Completed!" notification. The caller holds the
 * members' experience locks.
 */
export async function advanceQuests(tx: Database, steps: readonly QuestStep[]): Promise<{ grants: XpGrant[]; notices: OwnNotification[] }> {
  const grants: XpGrant[] = [];
  const notices: OwnNotification[] = [];
  if (steps.length === 0) return { grants, notices };
  const userIds = [...new Set(steps.map((step) => step.userId))];
  const zones = new Map(
    (await tx.select({ userId: profiles.userId, timeZone: profiles.timeZone }).from(profiles).where(inArray(profiles.userId, userIds))).map((row) => [row.userId, row.timeZone]),
  );
  const marks = new Map<string, { user_id: string; quest_date: string; action_key: string; quest_type: QuestType }>();
  for (const step of steps) {
    const day = questDate(step.at, zones.get(step.userId));
    const key = `${step.userId}:${day}:${step.actionKey}`;
    if (!marks.has(key)) marks.set(key, { user_id: step.userId, quest_date: day, action_key: step.actionKey, quest_type: step.questType });
  }
  const active = await oncePerTransaction(tx, 'active-quests', () =>
    tx.select({ id: quests.id, title: quests.title, targetCount: quests.targetCount, xpReward: quests.xpReward }).from(quests).where(eq(quests.isActive, true)),
  );
  // The marks are written even without active quests, so an action cannot count twice that day.
  const stepped = resultRows<{ user_id: string; quest_id: string; quest_date: string; current_progress: number }>(
    await tx.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${json([...marks.values()])}) as i(user_id uuid, quest_date date, action_key text, quest_type text)),
      marked as (
        insert into quest_action_marks (user_id, quest_date, action_key)
        select user_id, quest_date, action_key from input
        on conflict do nothing
        returning user_id, quest_date, action_key),
      counted as (
        select input.user_id, input.quest_date, quest.id as quest_id, quest.target_count, count(*)::integer as steps
        from marked
        join input using (user_id, quest_date, action_key)
        join ${quests} as quest on quest.quest_type::text = input.quest_type and quest.is_active
        group by input.user_id, input.quest_date, quest.id, quest.target_count)
      insert into user_quest_progress as progress (user_id, quest_id, quest_date, current_progress)
      select user_id, quest_id, quest_date, least(steps, target_count) from counted
      on conflict (user_id, quest_id, quest_date) do update
        set current_progress = progress.current_progress
          + least(excluded.current_progress, greatest(1, (select target_count from ${quests} where id = excluded.quest_id) - progress.current_progress))
        -- A completed quest is not updated again.
        where progress.completed_at is null
      returning progress.user_id, progress.quest_id, progress.quest_date::text as quest_date, progress.current_progress`),
  );
  const byId = new Map(active.map((quest) => [quest.id, quest]));
  const reached = stepped
    .filter((row) => row.current_progress >= (byId.get(row.quest_id)?.targetCount ?? Number.POSITIVE_INFINITY))
    .map(({ user_id, quest_id, quest_date }) => ({ user_id, quest_id, quest_date }));
  if (reached.length === 0) return { grants, notices };
  const completed = resultRows<{ user_id: string; quest_id: string; quest_date: string }>(
    await tx.execute(sql`
      update user_quest_progress as progress set completed_at = now()
      from jsonb_to_recordset(${json(reached)}) as done(user_id uuid, quest_id uuid, quest_date date)
      where progress.user_id = done.user_id and progress.quest_id = done.quest_id and progress.quest_date = done.quest_date
        and progress.completed_at is null
      returning progress.user_id, progress.quest_id, progress.quest_date::text as quest_date`),
  );
  for (const { user_id: userId, quest_id: questId, quest_date: day } of completed) {
    const quest = byId.get(questId)!;
    grants.push({ userId, amount: quest.xpReward, reason: `${QUEST_COMPLETED_TITLE.replace('!', '')}: ${quest.title}`, sourceKey: `quest:${quest.id}:${day}` });
    notices.push({
      recipientId: userId,
      kind: 'quest_completed',
      metadata: { questId: quest.id, title: quest.title, xpReward: quest.xpReward, questDate: day },
      dedupeKey: `quest:${quest.id}:${day}`,
    });
  }
  return { grants, notices };
}
