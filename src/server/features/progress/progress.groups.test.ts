import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userActions } from '#server/db/schema/community.ts';
import { events } from '#server/db/schema/events.ts';
import { quests, userAchievements, userExperience, userQuestProgress, xpTransactions } from '#server/db/schema/gamification.ts';
import { emitEvent } from '#server/events.ts';
import type { StoredEvent } from '#server/jobs/queue.ts';
import { DEMO_TACTICS, PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle, tacticIdByName } from '#tests/helpers/content.ts';
import { fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { testAppForFile } from '#tests/helpers/test-app.ts';
import { progressHandler } from './progress.handler.ts';

// The worker hands a group of events to the progress handler in one transaction. Whatever the
// grouping, a member's progress must end exactly as if each event had been handled on its own.

// Events stay pending: this file hands them to the handler itself.
const testApp = testAppForFile({ demoContent: true, settleEvents: false });
let studies: string[];
let tacticId: string;

beforeAll(async () => {
  studies = await Promise.all(PUBLISHED_DEMO_STUDIES.slice(0, 4).map((study) => caseStudyIdByTitle(testApp, study.title)));
  tacticId = await tacticIdByName(testApp, DEMO_TACTICS[0]!.name);
});

/** The same actions by a member, through the API (and reads as the reading endpoint records them). */
async function act(member: FastMember) {
  const study = (index: number) => `/api/case-studies/${studies[index]}`;
  const ok = async (response: Promise<Response>) => expect((await response).status).toBe(200);
  await ok(member.client.put(`${study(0)}/bookmark`));
  await ok(member.client.put(`${study(0)}/vote`, { voteType: 'upvote' }));
  // The same item again: no second XP, no second quest step.
  await ok(member.client.put(`${study(0)}/vote`, { voteType: 'downvote' }));
  await ok(member.client.put(`${study(1)}/vote`, { voteType: 'upvote' }));
  // After the vote quest is complete: XP, but the quest stays where it ended.
  await ok(member.client.put(`${study(2)}/vote`, { voteType: 'upvote' }));
  await ok(member.client.put(`/api/tactics/${tacticId}/vote`, { voteType: 'upvote' }));
  await ok(member.client.put(`${study(3)}/rating`, { rating: 4 }));
  for (const index of [0, 0, 1]) {
    await emitEvent(testApp.db, { type: 'read_case_study', actorId: member.userId, payload: { metadata: { caseStudyId: studies[index]! } } });
  }
}

const pendingOf = (userId: string): Promise<StoredEvent[]> =>
  testApp.db
    .select({ id: events.id, type: events.type, actorId: events.actorId, payload: events.payload, attempts: events.attempts, createdAt: events.createdAt })
    .from(events)
    .where(and(eq(events.actorId, userId), eq(events.state, 'pending')))
    .orderBy(asc(events.createdAt), asc(events.id));

/** Everything progress keeps for a member, without ids and times. */
async function progressState(userId: string) {
  const [experience] = await testApp.db.select().from(userExperience).where(eq(userExperience.userId, userId));
  const xp = await testApp.db.select().from(xpTransactions).where(eq(xpTransactions.userId, userId));
  const questRows = await testApp.db.select().from(userQuestProgress).where(eq(userQuestProgress.userId, userId));
  const achievementRows = await testApp.db.select().from(userAchievements).where(eq(userAchievements.userId, userId));
  const notices = await testApp.db
    .select()
    .from(userActions)
    .where(and(eq(userActions.targetId, userId), isNull(userActions.userId)));
  return {
    totalXp: experience?.totalXp,
    level: [experience?.currentLevel, experience?.levelTitle],
    xp: xp.map((row) => `${row.sourceKey} ${row.amount} ${row.reason}`).sort(),
    quests: questRows.map((row) => `${row.questId} ${row.currentProgress} ${row.completedAt ? 'completed' : 'open'}`).sort(),
    achievements: achievementRows.map((row) => row.achievementKey).sort(),
    notices: notices.map((row) => `${row.actionType} ${row.dedupeKey} ${JSON.stringify(row.actionMetadata)}`).sort(),
  };
}

describe('a group of events handled in one transaction', () => {
  it('leaves every member exactly as handling each event on its own does', async () => {
    await testApp.db.update(quests).set({ isActive: false });
    const [voteQuest, bookmarkQuest, readQuest] = await testApp.db
      .insert(quests)
      .values([
        { title: 'Two votes', questType: 'vote', targetCount: 2, xpReward: 30 },
        { title: 'One bookmark', questType: 'bookmark', targetCount: 1, xpReward: 10 },
        { title: 'Two reads', questType: 'read', targetCount: 2, xpReward: 800 },
      ])
      .returning({ id: quests.id });
    const [alone, grouped, groupedToo] = await fastMembers(testApp, 3);
    for (const member of [alone, grouped, groupedToo]) await act(member);

    for (const event of await pendingOf(alone.userId)) {
      await testApp.db.transaction((tx) => progressHandler.handle(tx, event));
    }
    // The first bookmark and vote on their own (the vote quest is then under way), the other
    // eight events of two members in one group, as a worker's lane takes them.
    const group: StoredEvent[] = [];
    for (const member of [grouped, groupedToo]) {
      const [bookmark, vote, ...rest] = await pendingOf(member.userId);
      for (const event of [bookmark!, vote!]) await testApp.db.transaction((tx) => progressHandler.handle(tx, event));
      group.push(...rest);
    }
    expect(group).toHaveLength(16);
    await testApp.db.transaction((tx) => progressHandler.handleBatch!(tx, group));

    const expected = await progressState(alone.userId);
    expect(await progressState(grouped.userId)).toEqual(expected);
    expect(await progressState(groupedToo.userId)).toEqual(expected);
    // And what that is: 5 (bookmark) + 4 × 2 (four voted items) + 5 (rating) + quests 10 + 30 + 800
    // + first bookmark, vote and rating 150; the group passes levels 2 and 3.
    expect(expected.totalXp).toBe(1_008);
    expect(expected.level).toEqual([3, 'Advanced']);
    expect(expected.quests).toEqual([`${voteQuest!.id} 2 completed`, `${bookmarkQuest!.id} 1 completed`, `${readQuest!.id} 2 completed`].sort());
    expect(expected.achievements).toEqual(['first_bookmark', 'first_rating', 'first_vote']);
    expect(expected.notices.filter((notice) => notice.startsWith('level_up'))).toHaveLength(2);

    // Handled again (a redelivered group), nothing changes.
    await testApp.db.transaction((tx) => progressHandler.handleBatch!(tx, group));
    expect(await progressState(grouped.userId)).toEqual(expected);
  });
});
