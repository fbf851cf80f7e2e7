import { eq, sql } from 'drizzle-orm';
import { questDate, readActionKey } from '#shared/domain/progress.ts';
import type { Database } from '../db/client.ts';
import { profiles } from '../db/schema/accounts.ts';
import { questActionMarks, quests, userQuestProgress } from '../db/schema/gamification.ts';
import { events } from '../db/schema/events.ts';
import { JOBS_CHANNEL } from './queue.ts';

/**
 * A member read a case study in full. Reading counts only for "read" quests, and each study
 * once a quest day, so the event is written only when it can still count: an active read quest
 * the member has not completed today exists, and this study has not been counted today. Every
 * other read (most of them) writes nothing. Whether an event was written.
 */
export async function emitCaseStudyRead(db: Database, input: { memberId: string; caseStudyId: string; title: string; at?: Date }): Promise<boolean> {
  const { memberId, caseStudyId, title } = input;
  const [profile] = await db.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.userId, memberId));
  // The member's quest day, as the progress handler will take it from the event's time.
  const day = questDate(input.at ?? new Date(), profile?.timeZone);
  const payload = { metadata: { caseStudyId, title } };
  const inserted = (await db.execute(sql`
    insert into ${events} (type, actor_id, payload)
    select 'read_case_study', ${memberId}::uuid, ${JSON.stringify(payload)}::jsonb
    where exists (
        select 1 from ${quests}
        where ${quests.questType} = 'read' and ${quests.isActive}
          and not exists (
            select 1 from ${userQuestProgress}
            where ${userQuestProgress.userId} = ${memberId} and ${userQuestProgress.questId} = ${quests.id}
              and ${userQuestProgress.questDate} = ${day} and ${userQuestProgress.completedAt} is not null))
      and not exists (
        select 1 from ${questActionMarks}
        where ${questActionMarks.userId} = ${memberId} and ${questActionMarks.questDate} = ${day}
          and ${questActionMarks.actionKey} = ${readActionKey(caseStudyId)})
    returning ${events.id}`)) as unknown as { rows: { id: string }[] };
  if (inserted.rows.length === 0) return false;
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return true;
}
