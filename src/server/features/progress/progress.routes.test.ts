import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/admin.ts';
import { users } from '#server/db/schema/auth.ts';
import { profiles } from '#server/db/schema/accounts.ts';
import { userActions } from '#server/db/schema/community.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { events } from '#server/db/schema/events.ts';
import { quests, userAchievements, userExperience, userQuestProgress, xpTransactions } from '#server/db/schema/gamification.ts';
import { emitEvent } from '#server/events.ts';
import type { StoredEvent } from '#server/jobs/queue.ts';
import type { Progress } from '#shared/schemas/progress.ts';
import { DEMO_TACTICS, PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle, tacticIdByName } from '#tests/helpers/content.ts';
import { signedInMember } from '#tests/helpers/accounts.ts';
import { fastMember, fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { earlyAdopterHandler, progressHandler } from './progress.handler.ts';

// Every effect of a member's actions on their own progress: XP once per action and item,
// levels, daily quests, achievements, the activity feed, and the staff's quest set.

const testApp = testAppForFile({ demoContent: true });
let studies: string[];
let tacticId: string;
let author: FastMember;

beforeAll(async () => {
  studies = await Promise.all(PUBLISHED_DEMO_STUDIES.slice(0, 4).map((study) => caseStudyIdByTitle(testApp, study.title)));
  tacticId = await tacticIdByName(testApp, DEMO_TACTICS[0]!.name);
  author = await fastMember(testApp);
  await testApp.db.update(caseStudies).set({ submittedBy: author.userId }).where(eq(caseStudies.id, studies[0]!));
});

const progressOf = async (member: FastMember): Promise<Progress> => {
  const response = await member.client.get('/api/me/progress');
  expect(response.status).toBe(200);
  return (await response.json()) as Progress;
};
const xpOf = async (userId: string) => (await testApp.db.select().from(userExperience).where(eq(userExperience.userId, userId)))[0]?.totalXp ?? 0;
const xpRows = (userId: string) => testApp.db.select().from(xpTransactions).where(eq(xpTransactions.userId, userId));
const ownNotifications = (userId: string, kind: 'quest_completed' | 'achievement_unlocked' | 'level_up') =>
  testApp.db.select().from(userActions).where(and(eq(userActions.targetId, userId), eq(userActions.actionType, kind)));

async function withQuests(rows: { title: string; questType: 'vote' | 'bookmark' | 'rate' | 'discuss' | 'read'; targetCount: number; xpReward: number }[]) {
  await testApp.db.update(quests).set({ isActive: false });
  return rows.length > 0 ? testApp.db.insert(quests).values(rows).returning({ id: quests.id }) : [];
}

describe('GET /api/me/progress', () => {
  it('needs sign-in', async () => {
    expect((await createClient(testApp).get('/api/me/progress')).status).toBe(401);
    expect((await createClient(testApp).get('/api/me/activity')).status).toBe(401);
  });

  it('creates the experience record on first use: 0 XP, level 1 Newbie, every achievement unearned', async () => {
    const member = await fastMember(testApp);
    const progress = await progressOf(member);
    expect(progress.level).toEqual({ level: 1, title: 'Newbie', xp: 0, currentLevelXp: 0, nextLevelXp: 250, xpToNext: 250, nextTitle: 'Contributor', percent: 0 });
    expect(progress.activityLevel).toBe('Beginner');
    expect(progress.recentXp).toEqual([]);
    expect(progress.achievements.map((a) => a.key)).toHaveLength(9);
    expect(progress.achievements.every((a) => !a.earned && a.progress === 0)).toBe(true);
    expect(await testApp.db.select().from(userExperience).where(eq(userExperience.userId, member.userId))).toHaveLength(1);
  });

  it('shows 100% at the top level', async () => {
    const member = await fastMember(testApp);
    await testApp.db.insert(userExperience).values({ userId: member.userId, totalXp: 12_000, currentLevel: 5, levelTitle: 'Master' });
    expect((await progressOf(member)).level).toMatchObject({ level: 5, title: 'Master', percent: 100, nextLevelXp: null, xpToNext: 0 });
  });
});

describe('XP per action', () => {
  it('gives the amounts of each action once per action and item', async () => {
    await withQuests([]);
    const member = await fastMember(testApp);
    const study = `/api/case-studies/${studies[0]}`;
    expect((await member.client.put(`${study}/bookmark`)).status).toBe(200);
    expect((await member.client.put(`${study}/vote`, { voteType: 'upvote' })).status).toBe(200);
    expect((await member.client.put(`${study}/rating`, { rating: 4 })).status).toBe(200);
    const posted = await member.client.post(`${study}/discussions`, { title: 'Pricing', body: 'How did you price it?' });
    expect(posted.status).toBe(201);
    const { id: discussionId } = (await posted.json()) as { id: string };
    expect((await member.client.post(`${study}/discussions`, { body: 'Answering myself', parentId: discussionId })).status).toBe(201);
    // Undo and redo, switch, change: no more XP for the same action on the same item.
    await member.client.delete(`${study}/bookmark`);
    await member.client.put(`${study}/bookmark`);
    await member.client.delete(`${study}/vote`);
    await member.client.put(`${study}/vote`, { voteType: 'downvote' });
    await member.client.put(`${study}/vote`, { voteType: 'upvote' });
    await member.client.put(`${study}/rating`, { rating: 2 });
    // A downvote on another item is a vote too.
    await member.client.put(`/api/tactics/${tacticId}/vote`, { voteType: 'downvote' });

    const amounts = (await xpRows(member.userId)).filter((row) => !row.sourceKey.startsWith('achievement:')).map((row) => [row.sourceKey.split(':')[0], row.amount]);
    expect(amounts.sort()).toEqual(
      [
        ['bookmark', 5],
        ['vote', 2],
        ['vote', 2],
        ['rating', 5],
        ['discussion', 15],
        ['reply', 10],
      ].sort(),
    );
    const progress = await progressOf(member);
    expect(progress.recentXp[0]).toMatchObject({ amount: expect.any(Number), reason: expect.any(String) });
    expect(progress.recentXp.length).toBeLessThanOrEqual(10);
    expect(progress.level.xp).toBe(await xpOf(member.userId));
  });

  it('gives XP once for 50 parallel bookmark toggles', async () => {
    const member = await fastMember(testApp);
    const path = `/api/case-studies/${studies[1]}/bookmark`;
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? member.client.put(path) : member.client.delete(path))));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    await member.client.put(path);
    await testApp.worker.drain();
    const bookmarkXp = (await xpRows(member.userId)).filter((row) => row.sourceKey.startsWith('bookmark:'));
    expect(bookmarkXp).toEqual([expect.objectContaining({ amount: 5, sourceKey: `bookmark:case_study:${studies[1]}` })]);
  });

  it('changes nothing when the same event is handled twice', async () => {
    const member = await fastMember(testApp);
    const stored: StoredEvent = {
      id: crypto.randomUUID(),
      type: 'rate_tactic',
      actorId: member.userId,
      payload: { recipientId: null, metadata: { tacticId, title: 'A tactic', rating: 5 } },
      attempts: 1,
      createdAt: new Date(),
    };
    await testApp.db.transaction((tx) => progressHandler.handle(tx, stored));
    await testApp.db.transaction((tx) => progressHandler.handle(tx, stored));
    expect(await xpOf(member.userId)).toBe(5);
    expect((await xpRows(member.userId)).map((row) => row.sourceKey)).toEqual([`rating:tactic:${tacticId}`]);
  });

  it('gives 100 XP to the author of a published submission, once', async () => {
    const member = await fastMember(testApp);
    const editor = await fastMember(testApp);
    const itemId = crypto.randomUUID();
    for (let i = 0; i < 2; i += 1) {
      await testApp.db.transaction((tx) =>
        emitEvent(tx, { type: 'submission.published', actorId: editor.userId, payload: { authorId: member.userId, kind: 'case_study', itemId, title: 'My story' } }),
      );
    }
    await testApp.worker.drain();
    expect(await xpRows(member.userId)).toEqual([expect.objectContaining({ amount: 100, reason: 'Submission published: "My story"' })]);
  });

  it('raises the level at its threshold and notifies the level up once', async () => {
    await withQuests([]);
    const member = await fastMember(testApp);
    await testApp.db.insert(userExperience).values({ userId: member.userId, totalXp: 249 });
    await member.client.put(`/api/case-studies/${studies[2]}/vote`, { voteType: 'upvote' });
    const [experience] = await testApp.db.select().from(userExperience).where(eq(userExperience.userId, member.userId));
    // 249 + 2 for the vote + 50 for first_vote
    expect(experience).toMatchObject({ totalXp: 301, currentLevel: 2, levelTitle: 'Contributor' });
    const notified = await ownNotifications(member.userId, 'level_up');
    expect(notified).toHaveLength(1);
    const list = (await (await member.client.get('/api/me/notifications')).json()) as { items: { actionType: string; title: string; message: string }[] };
    expect(list.items).toContainEqual(expect.objectContaining({ actionType: 'level_up', title: 'Level Up!', message: 'You reached level 2: Contributor' }));
  });
});

describe('daily quests', () => {
  it('adds 1 per distinct matching action and completes at the target exactly once, with XP and a notification', async () => {
    const [quest] = await withQuests([{ title: 'Cast 2 votes', questType: 'vote', targetCount: 2, xpReward: 20 }]);
    const member = await fastMember(testApp);
    await member.client.put(`/api/case-studies/${studies[0]}/vote`, { voteType: 'upvote' });
    await member.client.delete(`/api/case-studies/${studies[0]}/vote`);
    await member.client.put(`/api/case-studies/${studies[0]}/vote`, { voteType: 'downvote' });
    let progress = await progressOf(member);
    expect(progress.quests).toEqual([{ id: quest!.id, title: 'Cast 2 votes', description: '', targetCount: 2, progress: 1, completed: false, xpReward: 20 }]);

    await member.client.put(`/api/case-studies/${studies[1]}/vote`, { voteType: 'upvote' });
    await member.client.put(`/api/case-studies/${studies[2]}/vote`, { voteType: 'upvote' });
    progress = await progressOf(member);
    expect(progress.quests[0]).toMatchObject({ progress: 2, completed: true });
    expect((await xpRows(member.userId)).filter((row) => row.sourceKey.startsWith('quest:'))).toEqual([expect.objectContaining({ amount: 20, reason: 'Quest Completed: Cast 2 votes' })]);
    const list = (await (await member.client.get('/api/me/notifications')).json()) as { items: { actionType: string; title: string; message: string }[] };
    expect(list.items.filter((item) => item.actionType === 'quest_completed')).toEqual([
      expect.objectContaining({ title: 'Quest Completed!', message: 'You earned 20 XP for completing "Cast 2 votes"' }),
    ]);
    const [row] = await testApp.db.select().from(userQuestProgress).where(eq(userQuestProgress.userId, member.userId));
    expect(row!.currentProgress).toBe(2);
  });

  it('counts an action on the day it happened in the member\'s time zone', async () => {
    const [quest] = await withQuests([{ title: 'Bookmark one', questType: 'bookmark', targetCount: 1, xpReward: 10 }]);
    const member = await fastMember(testApp);
    await testApp.db.update(profiles).set({ timeZone: 'Pacific/Auckland' }).where(eq(profiles.userId, member.userId));
    // 2026-03-10 11:30 UTC is already 2026-03-11 in Auckland (UTC+13).
    const at = new Date('2026-03-10T11:30:00Z');
    await testApp.db.transaction((tx) =>
      progressHandler.handle(tx, { id: crypto.randomUUID(), type: 'bookmark_tactic', actorId: member.userId, payload: { metadata: { tacticId } }, attempts: 1, createdAt: at }),
    );
    const [row] = await testApp.db.select().from(userQuestProgress).where(and(eq(userQuestProgress.userId, member.userId), eq(userQuestProgress.questId, quest!.id)));
    expect(row).toMatchObject({ questDate: '2026-03-11', currentProgress: 1 });
    expect(row!.completedAt).not.toBeNull();
  });

  it('counts reading a case study for a read quest, each study once a day', async () => {
    await withQuests([{ title: 'Read 2 case studies', questType: 'read', targetCount: 2, xpReward: 30 }]);
    const member = await fastMember(testApp);
    await member.client.get(`/api/case-studies/${studies[0]}`);
    await member.client.get(`/api/case-studies/${studies[0]}`);
    await testApp.worker.drain();
    expect((await progressOf(member)).quests[0]).toMatchObject({ progress: 1, completed: false });
    await member.client.get(`/api/case-studies/${studies[1]}`);
    await testApp.worker.drain();
    expect((await progressOf(member)).quests[0]).toMatchObject({ progress: 2, completed: true });
  });

  it('writes a read event only while the read can still count', async () => {
    const readEvents = async (userId: string) =>
      (await testApp.db.select().from(events).where(and(eq(events.actorId, userId), eq(events.type, 'read_case_study')))).length;
    const read = async (member: FastMember, study: string) => {
      expect((await member.client.get(`/api/case-studies/${study}`)).status).toBe(200);
      await testApp.worker.drain();
    };
    // No read quest today: reads write nothing.
    await withQuests([{ title: 'Cast 5 votes', questType: 'vote', targetCount: 5, xpReward: 20 }]);
    const member = await fastMember(testApp);
    await read(member, studies[0]!);
    expect(await readEvents(member.userId)).toBe(0);

    await withQuests([{ title: 'Read 2 case studies', questType: 'read', targetCount: 2, xpReward: 30 }]);
    await read(member, studies[0]!);
    await read(member, studies[0]!); // the same study again the same day
    expect(await readEvents(member.userId)).toBe(1);
    await read(member, studies[1]!);
    expect(await readEvents(member.userId)).toBe(2);
    expect((await progressOf(member)).quests[0]).toMatchObject({ progress: 2, completed: true });
    // The quest is done for today: further reads write nothing.
    await read(member, studies[2]!);
    expect(await readEvents(member.userId)).toBe(2);
    expect((await xpRows(member.userId)).filter((row) => row.sourceKey.startsWith('quest:'))).toHaveLength(1);
  });
});

describe('achievements', () => {
  it('awards first_vote once with 50 XP and a notification', async () => {
    await withQuests([]);
    const member = await fastMember(testApp);
    await member.client.put(`/api/case-studies/${studies[0]}/vote`, { voteType: 'upvote' });
    await member.client.put(`/api/case-studies/${studies[1]}/vote`, { voteType: 'upvote' });
    const earned = await testApp.db.select().from(userAchievements).where(eq(userAchievements.userId, member.userId));
    expect(earned.map((row) => row.achievementKey)).toEqual(['first_vote']);
    expect((await xpRows(member.userId)).filter((row) => row.sourceKey === 'achievement:first_vote')).toEqual([expect.objectContaining({ amount: 50 })]);
    const notified = await ownNotifications(member.userId, 'achievement_unlocked');
    expect(notified).toHaveLength(1);
    const progress = await progressOf(member);
    expect(progress.achievements.find((a) => a.key === 'first_vote')).toMatchObject({ earned: true, progress: 1, target: 1 });
    expect(progress.achievements.find((a) => a.key === 'active_voter')).toMatchObject({ earned: false, progress: 2, target: 25 });
  });

  it('awards early_adopter to members of 30 days in the scheduled check, once', async () => {
    const [veteran, newcomer] = await fastMembers(testApp, 2);
    await testApp.db.update(users).set({ createdAt: sql`now() - interval '31 days'` }).where(eq(users.id, veteran.userId));
    const sweep = { id: crypto.randomUUID(), type: 'schedule.early_adopter_check', actorId: null, payload: {}, attempts: 1, createdAt: new Date() };
    await testApp.db.transaction((tx) => earlyAdopterHandler.handle(tx, sweep));
    await testApp.db.transaction((tx) => earlyAdopterHandler.handle(tx, sweep));
    const earned = (userId: string) => testApp.db.select().from(userAchievements).where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementKey, 'early_adopter')));
    expect(await earned(veteran.userId)).toHaveLength(1);
    expect(await earned(newcomer.userId)).toHaveLength(0);
    expect(await xpOf(veteran.userId)).toBe(50);
    expect(await ownNotifications(veteran.userId, 'achievement_unlocked')).toHaveLength(1);
  });
});

describe('GET /api/me/activity', () => {
  it('lists the member\'s latest bookmarks, votes, ratings and discussions with titles and links', async () => {
    const member = await fastMember(testApp);
    await member.client.put(`/api/case-studies/${studies[0]}/bookmark`);
    await member.client.put(`/api/tactics/${tacticId}/vote`, { voteType: 'upvote' });
    await member.client.put(`/api/case-studies/${studies[1]}/rating`, { rating: 5 });
    await member.client.post(`/api/case-studies/${studies[2]}/discussions`, { title: 'Question', body: 'What next?' });
    const response = await member.client.get('/api/me/activity');
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: { kind: string; title: string; href: string }[] };
    expect(items.map((item) => item.kind)).toEqual(['discussion', 'rating', 'vote', 'bookmark']);
    expect(items[0]).toMatchObject({ title: 'Question', href: `/case-studies/${studies[2]}` });
    expect(items[2]).toMatchObject({ title: DEMO_TACTICS[0]!.name, href: `/tactics/${tacticId}` });
  });
});

describe('/api/admin/quests', () => {
  it('lets super admins list, add and change quests, and refuses everyone else', async () => {
    const superAdmin = await signedInMember(testApp, { adminRole: 'super_admin' });
    const administrator = await signedInMember(testApp, { adminRole: 'administrator' });
    expect((await createClient(testApp).get('/api/admin/quests')).status).toBe(401);
    expect((await administrator.client.get('/api/admin/quests')).status).toBe(403);
    expect((await administrator.client.post('/api/admin/quests', { title: 'X', questType: 'vote', targetCount: 1, xpReward: 5 })).status).toBe(403);

    const invalid = await superAdmin.client.post('/api/admin/quests', { title: '', questType: 'vote', targetCount: 0, xpReward: 5 });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { message: string } }).error.message).toBe('Title is required.');

    const created = await superAdmin.client.post('/api/admin/quests', { title: 'Rate 2 items', questType: 'rate', targetCount: 2, xpReward: 20 });
    expect(created.status).toBe(201);
    const quest = (await created.json()) as { id: string; isActive: boolean; description: string };
    expect(quest).toMatchObject({ isActive: true, description: '' });

    const changed = await superAdmin.client.request(`/api/admin/quests/${quest.id}`, { method: 'PATCH', json: { isActive: false, xpReward: 25 } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ isActive: false, xpReward: 25, title: 'Rate 2 items' });
    expect((await superAdmin.client.request(`/api/admin/quests/${quest.id}`, { method: 'PATCH', json: {} })).status).toBe(400);
    expect((await superAdmin.client.request(`/api/admin/quests/${crypto.randomUUID()}`, { method: 'PATCH', json: { isActive: true } })).status).toBe(404);
    expect((await superAdmin.client.request('/api/admin/quests/not-an-id', { method: 'PATCH', json: { isActive: true } })).status).toBe(404);

    const audited = await testApp.db.select().from(auditLog).where(eq(auditLog.subjectId, quest.id));
    expect(audited.map((entry) => entry.action).sort()).toEqual(['quest.created', 'quest.updated']);
    const list = (await (await superAdmin.client.get('/api/admin/quests')).json()) as { items: { id: string }[] };
    expect(list.items.map((item) => item.id)).toContain(quest.id);
  });
});

