import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '#server/db/schema/accounts.ts';
import { discussions } from '#server/db/schema/community.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import type { ProfilePublicField } from '#shared/constants.ts';
import { COMMUNITY_ACTIVITY_PAGE, COMMUNITY_MESSAGES, type CommunityActivity, type CommunityActivityItem } from '#shared/schemas/community.ts';
import { PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle } from '#tests/helpers/content.ts';
import { fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile({ demoContent: true });
const visitor = createClient(testApp);
let shown: FastMember;
let hidden: FastMember;
let leaving: FastMember;
let studyIds: string[];

beforeAll(async () => {
  [shown, hidden, leaving] = await fastMembers(testApp, 3, { namePrefix: 'Crew' });
  studyIds = await Promise.all(PUBLISHED_DEMO_STUDIES.slice(0, 4).map((study) => caseStudyIdByTitle(testApp, study.title)));
});

const showOnProfile = (member: FastMember, publicFields: ProfilePublicField[]) => member.client.request('/api/me/profile', { method: 'PATCH', json: { publicFields } });
const page = async (cursor?: string) => {
  const response = await visitor.get(`/api/community/activity${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CommunityActivity;
};
const byMember = (items: CommunityActivityItem[], member: FastMember) => items.filter((item) => item.member.id === member.userId);

describe('GET /api/community/activity', () => {
  it("lists members' discussions, published submissions and achievements, only where they show them", async () => {
    const [studyA, studyB, studyC, draftLater] = studyIds as [string, string, string, string];
    await showOnProfile(shown, ['discussions', 'submissions', 'progress']);
    await showOnProfile(leaving, ['discussions', 'submissions', 'progress', 'avatar']);
    await showOnProfile(hidden, ['bio', 'links', 'avatar']);
    for (const member of [shown, hidden, leaving]) {
      expect((await member.client.post(`/api/case-studies/${studyA}/discussions`, { title: `${member.displayName} asks`, body: 'A *first* question' })).status).toBe(201);
      // The first vote earns the "first_vote" achievement (and the first discussion its own).
      expect((await member.client.put(`/api/case-studies/${studyA}/vote`, { voteType: 'upvote' })).status).toBe(200);
    }
    expect((await shown.client.post(`/api/case-studies/${draftLater}/discussions`, { title: 'Soon gone', body: 'On a study that leaves' })).status).toBe(201);
    await testApp.db.update(caseStudies).set({ status: 'unpublished' }).where(eq(caseStudies.id, draftLater));
    await testApp.db.update(caseStudies).set({ submittedBy: shown.userId, publishedAt: new Date() }).where(eq(caseStudies.id, studyB));
    await testApp.db.update(caseStudies).set({ submittedBy: hidden.userId, publishedAt: new Date() }).where(eq(caseStudies.id, studyC));
    await testApp.db.update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.userId, leaving.userId));

    const { items } = await page();
    const mine = byMember(items, shown);
    expect(new Set(mine.map((item) => item.kind))).toEqual(new Set(['achievement', 'discussion', 'submission']));
    expect(mine.find((item) => item.kind === 'discussion')).toMatchObject({
      title: `${shown.displayName} asks`,
      excerpt: 'A first question',
      subject: { kind: 'case_study', title: PUBLISHED_DEMO_STUDIES[0]!.title, href: `/case-studies/${studyA}` },
      member: { id: shown.userId, displayName: shown.displayName, avatarUrl: null, href: `/members/${shown.userId}` },
    });
    expect(mine.find((item) => item.kind === 'submission')).toMatchObject({ subject: { href: `/case-studies/${studyB}` } });
    expect(mine.flatMap((item) => (item.kind === 'achievement' ? [item.achievement.key] : []))).toContain('first_vote');
    expect(byMember(items, hidden)).toEqual([]);
    expect(byMember(items, leaving)).toEqual([]);
    expect(JSON.stringify(items)).not.toContain('Soon gone');
    expect(JSON.stringify(items)).not.toContain(shown.email);
    const times = items.map((item) => item.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pages by cursor through items posted at the same instant, each once', async () => {
    const [writer] = await fastMembers(testApp, 1);
    await showOnProfile(writer, ['discussions']);
    const at = new Date(Date.now() + 60_000);
    const count = COMMUNITY_ACTIVITY_PAGE + 5;
    await testApp.db.insert(discussions).values(
      Array.from({ length: count }, (_, i) => ({ title: `Same moment ${i}`, bodyMarkdown: 'Tied', authorId: writer.userId, relatedCaseId: studyIds[0]!, createdAt: at })),
    );
    const first = await page();
    expect(first.items).toHaveLength(COMMUNITY_ACTIVITY_PAGE);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(first.nextCursor!);
    const titles = [...first.items, ...second.items].filter((item) => item.kind === 'discussion' && item.title?.startsWith('Same moment')).map((item) => item.id);
    expect(titles).toHaveLength(count);
    expect(new Set(titles).size).toBe(count);
  });

  it('refuses a cursor it did not make, with a message', async () => {
    for (const cursor of ['nonsense', Buffer.from('["2026-01-01","x"]').toString('base64url'), Buffer.from('[1,2]').toString('base64url')]) {
      const response = await visitor.get(`/api/community/activity?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(COMMUNITY_MESSAGES.cursor);
    }
  });
});
