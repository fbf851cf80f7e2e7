import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { profiles } from '#server/db/schema/accounts.ts';
import { discussions, userActions } from '#server/db/schema/community.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { userExperience } from '#server/db/schema/gamification.ts';
import { NEW_MEMBER_DISCUSSIONS_PER_DAY } from '#shared/domain/progress.ts';
import { DISCUSSION_POSTS_PER_WINDOW } from '#shared/limits.ts';
import { DISCUSSION_MESSAGES, type DiscussionEntry, type DiscussionList } from '#shared/schemas/discussions.ts';
import { DEMO_TACTICS, DRAFT_DEMO_STUDIES, PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle, tacticIdByName } from '#tests/helpers/content.ts';
import { fastMember, fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile({ demoContent: true });
const visitor = createClient(testApp);
let studyId: string;
let otherStudyId: string;
let draftStudyId: string;
let tacticId: string;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[0]!.title);
  otherStudyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[1]!.title);
  draftStudyId = await caseStudyIdByTitle(testApp, DRAFT_DEMO_STUDIES[0]!.title);
  tacticId = await tacticIdByName(testApp, DEMO_TACTICS[0]!.name);
});

async function expectError(response: Response, status: number, message: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  expect((await response.json()).error.message).toBe(message);
}

async function post(member: FastMember, path: string, body: object): Promise<DiscussionEntry> {
  const response = await member.client.post(path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as DiscussionEntry;
}

async function list(client: TestClient, path: string): Promise<DiscussionList> {
  const response = await client.get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as DiscussionList;
}

async function upvote(member: FastMember, id: string) {
  const response = await member.client.post(`/api/discussions/${id}/upvote`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe('GET /api/case-studies/:id/discussions', () => {
  it('lets a visitor read an empty list', async () => {
    expect(await list(visitor, `/api/case-studies/${otherStudyId}/discussions`)).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('is 404 for an unknown, malformed or draft case study', async () => {
    for (const id of [UNKNOWN_ID, 'nope', draftStudyId]) {
      await expectError(await visitor.get(`/api/case-studies/${id}/discussions`), 404, 'Case Study Not Found');
    }
  });
});

describe('POST /api/case-studies/:id/discussions', () => {
  let member: FastMember;
  beforeAll(async () => {
    member = await fastMember(testApp, { namePrefix: 'Poster' });
  });

  it('needs a signed-in member', async () => {
    await expectError(await visitor.post(`/api/case-studies/${studyId}/discussions`, { title: 'Hi', body: 'There' }), 401, 'Authentication required');
  });

  it('needs a title and a message, trimmed, within the limits', async () => {
    const path = `/api/case-studies/${studyId}/discussions`;
    for (const body of [{}, { title: 'Only a title' }, { body: 'Only a message' }, { title: '   ', body: 'Message' }, { title: 'Title', body: ' \n ' }, { title: 5, body: 'x' }]) {
      await expectError(await member.client.post(path, body), 400, 'Title and message are required.');
    }
    await expectError(await member.client.post(path, { title: 'x'.repeat(201), body: 'Message' }), 400, 'Title must be at most 200 characters.');
    await expectError(await member.client.post(path, { title: 'Title', body: 'x'.repeat(10_001) }), 400, 'Message must be at most 10,000 characters.');
    // At the limits exactly (after trimming) is fine.
    await post(member, path, { title: ` ${'t'.repeat(200)} `, body: `${'b'.repeat(10_000)}\n` });
  });

  it('is 404 for an unknown or draft case study', async () => {
    for (const id of [UNKNOWN_ID, draftStudyId]) {
      await expectError(await member.client.post(`/api/case-studies/${id}/discussions`, { title: 'Hi', body: 'There' }), 404, 'Case Study Not Found');
    }
  });

  it('stores the Markdown as written (trimmed) and answers with the new discussion', async () => {
    const body = '**Bold** idea <script>alert(1)</script>\n\n- one\n- two';
    const created = await post(member, `/api/case-studies/${studyId}/discussions`, { title: '  Pricing question  ', body: `  ${body}  ` });
    expect(created).toMatchObject({
      parentId: null,
      title: 'Pricing question',
      body,
      author: { id: member.userId, displayName: member.displayName, avatarUrl: null },
      upvotes: 0,
      viewerUpvoted: false,
    });
    expect(new Date(created.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await testApp.db.select({ bodyMarkdown: discussions.bodyMarkdown }).from(discussions).where(eq(discussions.id, created.id));
    expect(row!.bodyMarkdown).toBe(body);
  });
});

describe('threads', () => {
  let alice: FastMember;
  let bob: FastMember;
  let path: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [alice, bob] = await fastMembers(testApp, 2, { namePrefix: 'Thread' });
    path = `/api/tactics/${tacticId}/discussions`;
    ids.first = (await post(alice!, path, { title: 'First', body: 'First body' })).id;
    ids.second = (await post(bob!, path, { title: 'Second', body: 'Second body' })).id;
    ids.reply1 = (await post(bob!, path, { body: 'Reply one', parentId: ids.first })).id;
    ids.reply2 = (await post(alice!, path, { body: 'Reply two', parentId: ids.first, title: 'ignored on replies' })).id;
    ids.reply3 = (await post(alice!, path, { body: 'Reply three', parentId: ids.second })).id;
  });

  it('lists top-level discussions newest first with replies beneath, oldest first', async () => {
    const result = await list(visitor, path);
    expect(result.total).toBe(5);
    expect(result.items.map((d) => d.title)).toEqual(['Second', 'First']);
    expect(result.items[0]!.replies.map((r) => r.body)).toEqual(['Reply three']);
    expect(result.items[1]!.replies.map((r) => [r.body, r.parentId, r.title])).toEqual([
      ['Reply one', ids.first, null],
      ['Reply two', ids.first, null],
    ]);
    expect(result.items[1]!.replies[0]!.author.displayName).toBe(bob.displayName);
  });

  it('needs only a message for a reply', async () => {
    await expectError(await bob.client.post(path, { parentId: ids.first, body: '  ' }), 400, 'Message is required.');
  });

  it('refuses a reply to a reply', async () => {
    await expectError(await bob.client.post(path, { body: 'Deeper', parentId: ids.reply1 }), 400, 'Replies can only be added to a top-level discussion.');
  });

  it('is 404 for an unknown parent or a parent on another item', async () => {
    for (const parentId of [UNKNOWN_ID, 'not-an-id']) {
      await expectError(await bob.client.post(path, { body: 'Hello', parentId }), 404, 'Discussion Not Found');
    }
    await expectError(await bob.client.post(`/api/case-studies/${studyId}/discussions`, { body: 'Hello', parentId: ids.first }), 404, 'Discussion Not Found');
  });

  it('shows no author name once the author’s profile is gone', async () => {
    const ghost = await fastMember(testApp, { namePrefix: 'Ghost' });
    const created = await post(ghost, path, { title: 'Soon anonymous', body: 'Hello' });
    await testApp.db.delete(profiles).where(eq(profiles.userId, ghost.userId));
    const entry = (await list(visitor, path)).items.find((d) => d.id === created.id);
    expect(entry!.author).toEqual({ id: ghost.userId, displayName: null, avatarUrl: null });
  });

  it('shows the author’s avatar', async () => {
    await testApp.db.update(profiles).set({ avatarUrl: 'https://example.com/alice.png' }).where(eq(profiles.userId, alice.userId));
    const first = (await list(visitor, path)).items.find((d) => d.id === ids.first);
    expect(first!.author.avatarUrl).toBe('https://example.com/alice.png');
  });
});

describe('POST /api/discussions/:id/upvote', () => {
  let author: FastMember;
  let a: FastMember;
  let b: FastMember;
  let discussionId: string;

  beforeAll(async () => {
    [author, a, b] = await fastMembers(testApp, 3);
    discussionId = (await post(author!, `/api/case-studies/${studyId}/discussions`, { title: 'Upvote me', body: 'Please' })).id;
  });

  it('needs a signed-in member', async () => {
    await expectError(await visitor.post(`/api/discussions/${discussionId}/upvote`), 401, 'Authentication required');
  });

  it('is 404 for an unknown discussion or one on a draft item', async () => {
    for (const id of [UNKNOWN_ID, 'abc']) {
      await expectError(await a.client.post(`/api/discussions/${id}/upvote`), 404, 'Discussion Not Found');
    }
    const [hidden] = await testApp.db
      .insert(discussions)
      .values({ title: 'On a draft', bodyMarkdown: 'x', authorId: author.userId, relatedCaseId: draftStudyId })
      .returning({ id: discussions.id });
    await expectError(await a.client.post(`/api/discussions/${hidden!.id}/upvote`), 404, 'Discussion Not Found');
  });

  it('toggles one upvote per member', async () => {
    expect(await upvote(a, discussionId)).toEqual({ upvotes: 1, upvoted: true });
    expect(await upvote(b, discussionId)).toEqual({ upvotes: 2, upvoted: true });
    expect(await upvote(a, discussionId)).toEqual({ upvotes: 1, upvoted: false });
    const seenByB = (await list(b.client, `/api/case-studies/${studyId}/discussions`)).items.find((d) => d.id === discussionId)!;
    expect(seenByB).toMatchObject({ upvotes: 1, viewerUpvoted: true });
    const seenByA = (await list(a.client, `/api/case-studies/${studyId}/discussions`)).items.find((d) => d.id === discussionId)!;
    expect(seenByA).toMatchObject({ upvotes: 1, viewerUpvoted: false });
    const seenByVisitor = (await list(visitor, `/api/case-studies/${studyId}/discussions`)).items.find((d) => d.id === discussionId)!;
    expect(seenByVisitor).toMatchObject({ upvotes: 1, viewerUpvoted: false });
  });

  it('works on replies too', async () => {
    const reply = await post(a, `/api/case-studies/${studyId}/discussions`, { body: 'A reply', parentId: discussionId });
    expect(await upvote(b, reply.id)).toEqual({ upvotes: 1, upvoted: true });
    const thread = (await list(visitor, `/api/case-studies/${studyId}/discussions`)).items.find((d) => d.id === discussionId)!;
    expect(thread.replies.find((r) => r.id === reply.id)).toMatchObject({ upvotes: 1 });
    // The reply's author hears about it, named by the discussion it belongs to.
    const [action] = await testApp.db
      .select({ userId: userActions.userId, actionType: userActions.actionType, actionMetadata: userActions.actionMetadata })
      .from(userActions)
      .where(and(eq(userActions.targetId, a.userId), isNotNull(userActions.userId)));
    expect(action).toEqual({
      userId: b.userId,
      actionType: 'upvote_discussion',
      actionMetadata: { discussionId: reply.id, caseStudyId: studyId, title: 'Upvote me' },
    });
  });
});

describe('activity for authors and submitters', () => {
  let submitter: FastMember;
  let fan: FastMember;
  let memberStudyId: string;
  let memberStudyTitle: string;

  beforeAll(async () => {
    [submitter, fan] = await fastMembers(testApp, 2);
    memberStudyTitle = PUBLISHED_DEMO_STUDIES[3]!.title;
    memberStudyId = await caseStudyIdByTitle(testApp, memberStudyTitle);
    await testApp.db.update(caseStudies).set({ submittedBy: submitter!.userId }).where(eq(caseStudies.id, memberStudyId));
  });

  const actionsFor = (userId: string) =>
    testApp.db
      .select({ userId: userActions.userId, actionType: userActions.actionType, actionMetadata: userActions.actionMetadata })
      .from(userActions)
      .where(and(eq(userActions.targetId, userId), isNotNull(userActions.userId)))
      .orderBy(asc(userActions.createdAt));

  it('tells the submitter about a new discussion, the author about a reply and an upvote', async () => {
    const path = `/api/case-studies/${memberStudyId}/discussions`;
    const started = await post(fan, path, { title: 'Great story', body: 'How did you price it?' });
    expect(await actionsFor(submitter.userId)).toEqual([
      {
        userId: fan.userId,
        actionType: 'create_discussion',
        actionMetadata: { caseStudyId: memberStudyId, discussionId: started.id, title: memberStudyTitle, discussionTitle: 'Great story' },
      },
    ]);

    const reply = await post(submitter, path, { body: 'Per seat.', parentId: started.id });
    await upvote(submitter, started.id);
    expect(await actionsFor(fan.userId)).toEqual([
      {
        userId: submitter.userId,
        actionType: 'reply_discussion',
        actionMetadata: { caseStudyId: memberStudyId, discussionId: started.id, replyId: reply.id, title: 'Great story' },
      },
      {
        userId: submitter.userId,
        actionType: 'upvote_discussion',
        actionMetadata: { caseStudyId: memberStudyId, discussionId: started.id, title: 'Great story' },
      },
    ]);
    // Taking the upvote back records nothing.
    await upvote(submitter, started.id);
    expect(await actionsFor(fan.userId)).toHaveLength(2);
  });

  it('records nothing for one’s own posts and upvotes, or for discussions on staff content', async () => {
    // Others' actions only: the member's own progress (achievements, quests) is told to them too.
    const byOthers = () => testApp.db.select({ id: userActions.id }).from(userActions).where(isNotNull(userActions.userId));
    const before = (await byOthers()).length;
    const own = await post(submitter, `/api/case-studies/${memberStudyId}/discussions`, { title: 'My own', body: 'Notes' });
    await post(submitter, `/api/case-studies/${memberStudyId}/discussions`, { body: 'Replying to myself', parentId: own.id });
    await upvote(submitter, own.id);
    await post(fan, `/api/case-studies/${studyId}/discussions`, { title: 'On staff content', body: 'Hello' });
    expect(await byOthers()).toHaveLength(before);
  });
});

/** A member at level 2, past the new-member limits. */
async function trustedMember(): Promise<FastMember> {
  const member = await fastMember(testApp);
  await testApp.db.insert(userExperience).values({ userId: member.userId, totalXp: 250, currentLevel: 2, levelTitle: 'Contributor' });
  return member;
}

describe('posting limit', () => {
  it(`refuses a member's post beyond ${DISCUSSION_POSTS_PER_WINDOW} a minute, and changes nothing`, async () => {
    const member = await trustedMember();
    const path = `/api/tactics/${tacticId}/discussions`;
    for (let index = 0; index < DISCUSSION_POSTS_PER_WINDOW; index += 1) await post(member, path, { title: `Post ${index}`, body: 'Hello' });
    const before = (await list(visitor, path)).total;
    await expectError(await member.client.post(path, { title: 'One too many', body: 'Hello' }), 429, DISCUSSION_MESSAGES.tooManyPosts);
    expect((await list(visitor, path)).total).toBe(before);
    // Another member is not held back.
    await post(await fastMember(testApp), path, { title: 'Someone else', body: 'Hello' });
  });

  it('holds when a member sends many posts at once', async () => {
    const member = await trustedMember();
    const path = `/api/case-studies/${otherStudyId}/discussions`;
    const responses = await Promise.all(
      Array.from({ length: 4 * DISCUSSION_POSTS_PER_WINDOW }, (_, index) => member.client.post(path, { title: `Burst ${index}`, body: 'Hello' })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(DISCUSSION_POSTS_PER_WINDOW);
    expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);
  });
});

describe('reputation limits of new members (level 1)', () => {
  const path = () => `/api/case-studies/${studyId}/discussions`;

  it('refuses links in discussions and replies, saying why and how to unlock them, and stores nothing', async () => {
    const member = await fastMember(testApp);
    const thread = await post(member, path(), { title: 'No links here', body: 'Plain words' });
    for (const body of [
      { title: 'Look', body: 'see https://spam.example/offer' },
      { title: 'Visit www.example.org now', body: 'x' },
      { title: 'Markdown', body: '[cheap](/somewhere)' },
      { body: 'my site is example.com', parentId: thread.id },
    ]) {
      const response = await member.client.post(path(), body);
      await expectError(response.clone(), 403, DISCUSSION_MESSAGES.linksLocked);
      expect((await response.json()).error.code).toBe('REPUTATION_REQUIRED');
    }
    expect(DISCUSSION_MESSAGES.linksLocked).toMatch(/level 2 \(Contributor, 250 XP\)/);
    const rows = await testApp.db.select().from(discussions).where(eq(discussions.authorId, member.userId));
    expect(rows).toHaveLength(1);
    // Level 2 lifts it.
    await testApp.db.update(userExperience).set({ totalXp: 250, currentLevel: 2, levelTitle: 'Contributor' }).where(eq(userExperience.userId, member.userId));
    await post(member, path(), { title: 'Now with a link', body: 'https://example.com/ok' });
  });

  it(`lets a new member start ${NEW_MEMBER_DISCUSSIONS_PER_DAY} discussions a day, even when sent at once; replies stay open`, async () => {
    const member = await fastMember(testApp);
    const responses = await Promise.all(Array.from({ length: 8 }, (_, index) => member.client.post(path(), { title: `Daily ${index}`, body: 'Hello' })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = responses.find((response) => response.status === 429)!;
    expect(await refused.json()).toMatchObject({ error: { code: 'REPUTATION_REQUIRED', message: DISCUSSION_MESSAGES.dailyDiscussionLimit } });
    const [first] = (await testApp.db.select().from(discussions).where(eq(discussions.authorId, member.userId))).slice(0, 1);
    await post(member, path(), { body: 'A reply is still fine', parentId: first!.id });
    // Posts of earlier days do not count.
    await testApp.db.update(discussions).set({ createdAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(discussions.authorId, member.userId));
    await post(member, path(), { title: 'A new day', body: 'Hello' });
  });
});

describe('OpenAPI', () => {
  it('documents the discussion routes', async () => {
    const document = await (await visitor.get('/api/openapi.json')).json();
    expect(Object.keys(document.paths['/case-studies/{id}/discussions'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths['/tactics/{id}/discussions'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths['/discussions/{id}/upvote'])).toContain('post');
  });
});
