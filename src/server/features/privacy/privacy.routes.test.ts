import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, or, sql } from 'drizzle-orm';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import { userBehaviorEvents } from '#server/db/schema/analytics.ts';
import { accounts, sessions, users } from '#server/db/schema/auth.ts';
import { discussions, userFollows } from '#server/db/schema/community.ts';
import { bookmarks, ratings, votes } from '#server/db/schema/engagement.ts';
import { events } from '#server/db/schema/events.ts';
import { dataDeletionRequests, privacyRequests } from '#server/db/schema/privacy.ts';
import { DELETED_MEMBER_NAME } from '#shared/constants.ts';
import { DELETION_GRACE_DAYS, FORM_MAILS_PER_RECIPIENT, FORM_MESSAGES_PER_ADDRESS } from '#shared/limits.ts';
import { PRIVACY_MESSAGES } from '#shared/schemas/privacy.ts';
import { latestLink, signedInMember, TEST_PASSWORD } from '#tests/helpers/accounts.ts';
import { PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle } from '#tests/helpers/content.ts';
import { fastMember } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile({ demoContent: true });
let studyId: string;

beforeAll(async () => {
  studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[0]!.title);
});

async function expectError(response: Response, status: number, message?: string) {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  if (message) expect(body.error.message).toBe(message);
  return body.error.code as string;
}

const engagement = async () => (await createClient(testApp).get(`/api/case-studies/${studyId}/engagement`)).json();

/** Makes the scheduled erasure of a request due now, as if its 7 days had passed, and runs the worker. */
async function passGracePeriod(requestId: string) {
  await testApp.db
    .update(events)
    .set({ runAfter: sql`now() - interval '1 second'` })
    .where(and(eq(events.type, 'account.erasure_due'), sql`${events.payload}->>'requestId' = ${requestId}`));
  await testApp.worker.drain();
}

describe('POST /api/me/deletion-request', () => {
  it('needs a signed-in member', async () => {
    expect(await expectError(await createClient(testApp).post('/api/me/deletion-request', {}), 401)).toBe('UNAUTHENTICATED');
  });

  it('refuses a reason over the limit', async () => {
    const { client } = await fastMember(testApp);
    await expectError(await client.post('/api/me/deletion-request', { reason: 'x'.repeat(1_001) }), 400, PRIVACY_MESSAGES.reasonTooLong);
  });

  it('deactivates at once, e-mails, erases after the delay, keeps discussions and counts', async () => {
    const member = await signedInMember(testApp, { displayName: 'Leaving Member' });
    const other = await fastMember(testApp);
    expect((await member.client.put(`/api/case-studies/${studyId}/vote`, { voteType: 'upvote' })).status).toBeLessThan(300);
    expect((await member.client.put(`/api/case-studies/${studyId}/bookmark`)).status).toBeLessThan(300);
    expect((await member.client.put(`/api/case-studies/${studyId}/rating`, { rating: 4, reviewText: 'My personal words' })).status).toBeLessThan(300);
    const posted = await member.client.post(`/api/case-studies/${studyId}/discussions`, { title: 'My question', body: 'What did the first hire do?' });
    expect(posted.status).toBe(201);
    const discussionId = ((await posted.json()) as { id: string }).id;
    expect((await other.client.post(`/api/discussions/${discussionId}/upvote`)).status).toBe(200);
    await testApp.db.insert(userBehaviorEvents).values({ userId: member.userId, sessionId: 'tab-1', eventType: 'page_view', pageUrl: '/case-studies' });
    expect((await member.client.put(`/api/members/${other.userId}/follow`)).status).toBe(200);
    expect((await other.client.put(`/api/members/${member.userId}/follow`)).status).toBe(200);
    const followsOf = () => testApp.db.select().from(userFollows).where(or(eq(userFollows.followerId, member.userId), eq(userFollows.followeeId, member.userId)));
    const before = await engagement();
    const members = async () => ((await (await createClient(testApp).get('/api/content/landing-figures')).json()) as { members: number }).members;
    const membersBefore = await members();

    const response = await member.client.post('/api/me/deletion-request', { reason: 'Moving on' });
    expect(response.status).toBe(202);
    const result = (await response.json()) as { id: string; status: string; eraseAfter: string };
    expect(result.status).toBe('deactivated');
    expect(new Date(result.eraseAfter).getTime() - Date.now()).toBeGreaterThan((DELETION_GRACE_DAYS * 24 - 1) * 3_600_000);

    // Deactivated at once: the session is over and signing in again is refused.
    expect((await member.client.get('/api/me')).status).toBe(401);
    expect(await testApp.db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(0);
    const signIn = await createClient(testApp).post('/api/auth/sign-in/email', { email: member.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(403);
    expect((await signIn.json()).code).toBe('ACCOUNT_DEACTIVATED');
    expect(await members()).toBe(membersBefore - 1);

    // The confirmation e-mail names the date.
    const [mail] = await testApp.outbox(member.email);
    expect(mail?.subject).toMatch(/being deleted/);
    expect(mail?.textBody).toMatch(/deactivated/);

    // Nothing is erased before the delay is over.
    await testApp.worker.drain();
    const [kept] = await testApp.db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.userId, member.userId));
    expect(kept?.name).toBe('Leaving Member');

    await passGracePeriod(result.id);

    const [user] = await testApp.db.select().from(users).where(eq(users.id, member.userId));
    expect(user?.email).not.toContain(member.email);
    expect(user?.name).toBe(DELETED_MEMBER_NAME);
    expect(await testApp.db.select().from(accounts).where(eq(accounts.userId, member.userId))).toHaveLength(0);
    const [profile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, member.userId));
    expect(profile?.displayName).toBe(DELETED_MEMBER_NAME);
    expect(await testApp.db.select().from(bookmarks).where(eq(bookmarks.userId, member.userId))).toHaveLength(0);
    expect(await followsOf()).toEqual([]);
    expect(await testApp.db.select().from(userBehaviorEvents).where(eq(userBehaviorEvents.userId, member.userId))).toHaveLength(0);
    const [rating] = await testApp.db.select().from(ratings).where(eq(ratings.userId, member.userId));
    expect(rating?.rating).toBe(4);
    expect(rating?.reviewText).toBeNull();
    expect(await testApp.db.select().from(votes).where(eq(votes.userId, member.userId))).toHaveLength(1);
    expect(await testApp.outbox(member.email)).toHaveLength(0);
    const [request] = await testApp.db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, result.id));
    expect(request?.status).toBe('completed');
    expect(request?.email).not.toBe(member.email);

    // Counts unchanged; the discussion stays, signed "Deleted member", with its upvote.
    expect(await engagement()).toEqual(before);
    const [discussion] = await testApp.db.select().from(discussions).where(eq(discussions.id, discussionId));
    expect(discussion?.upvotes).toBe(1);
    const page = await (await createClient(testApp).get(`/api/case-studies/${studyId}/discussions`)).json();
    const shown = (page.items as { id: string; author: { displayName: string } }[]).find((item) => item.id === discussionId);
    expect(shown?.author.displayName).toBe(DELETED_MEMBER_NAME);

    // Handling the event again changes nothing.
    await testApp.db.update(events).set({ state: 'pending', runAfter: sql`now() - interval '1 second'` }).where(sql`${events.payload}->>'requestId' = ${result.id}`);
    await testApp.worker.drain();
    const [again] = await testApp.db.select({ completedAt: dataDeletionRequests.completedAt }).from(dataDeletionRequests).where(eq(dataDeletionRequests.id, result.id));
    expect(again?.completedAt).toEqual(request?.completedAt);
  });

  it('stops a paid plan from renewing and ends it with the erasure, without a refund', async () => {
    const member = await fastMember(testApp);
    await testApp.db
      .update(subscribers)
      .set({ subscriptionTier: 'community', billingCycle: 'monthly', currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) })
      .where(eq(subscribers.userId, member.userId));
    const response = await member.client.post('/api/me/deletion-request', {});
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    const [during] = await testApp.db.select().from(subscribers).where(eq(subscribers.userId, member.userId));
    expect(during?.cancelAtPeriodEnd).toBe(true);
    await passGracePeriod(id);
    const [after] = await testApp.db.select().from(subscribers).where(eq(subscribers.userId, member.userId));
    expect(after?.subscriptionTier).toBe('explorer');
    expect(after?.email).toBeNull();
  });
});

describe('GET /api/me/export', () => {
  it('needs a signed-in member', async () => {
    expect((await createClient(testApp).get('/api/me/export')).status).toBe(401);
  });

  it("downloads the member's own data and no secrets", async () => {
    const member = await fastMember(testApp);
    const [followed, follower] = [await fastMember(testApp), await fastMember(testApp)];
    await member.client.put(`/api/case-studies/${studyId}/bookmark`);
    await member.client.put(`/api/members/${followed.userId}/follow`);
    await follower.client.put(`/api/members/${member.userId}/follow`);
    const response = await member.client.get('/api/me/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="flightdeck-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = await response.json();
    expect(data.account.email).toBe(member.email);
    expect(data.profile.displayName).toBe(member.displayName);
    expect(data.bookmarks).toHaveLength(1);
    expect(data.bookmarks[0].caseStudyId).toBe(studyId);
    expect(data.follows.following).toEqual([{ memberId: followed.userId, createdAt: expect.any(String) }]);
    expect(data.follows.followers).toEqual([{ memberId: follower.userId, createdAt: expect.any(String) }]);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/password|"token"/i);
  });
});

describe('POST /api/privacy-requests', () => {
  it('asks for a kind, and for an e-mail from a visitor', async () => {
    const visitor = createClient(testApp);
    await expectError(await visitor.post('/api/privacy-requests', { kind: 'sell', email: 'a@example.com' }), 400, PRIVACY_MESSAGES.kindRequired);
    await expectError(await visitor.post('/api/privacy-requests', { kind: 'access' }), 400, PRIVACY_MESSAGES.emailRequired);
    await expectError(await visitor.post('/api/privacy-requests', { kind: 'access', email: 'not-an-address' }), 400, PRIVACY_MESSAGES.emailInvalid);
    await expectError(await visitor.post('/api/privacy-requests', { kind: 'correction', email: 'a@example.com' }), 400, PRIVACY_MESSAGES.correctionDetailsRequired);
    await expectError(await visitor.post('/api/privacy-requests', { kind: 'access', email: 'a@example.com', website: 'http://spam' }), 400, PRIVACY_MESSAGES.spam);
  });

  it("opens a member's request at once", async () => {
    const member = await fastMember(testApp);
    const response = await member.client.post('/api/privacy-requests', { kind: 'access', details: 'Everything please' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'open', eraseAfter: null });
    const [row] = await testApp.db.select().from(privacyRequests).where(eq(privacyRequests.userId, member.userId));
    expect(row).toMatchObject({ kind: 'access', status: 'open', email: member.email });
  });

  it("holds a visitor's request until its e-mailed link confirms it, once", async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const visitor = createClient(testApp);
    const response = await visitor.post('/api/privacy-requests', { kind: 'portability', email });
    expect(response.status).toBe(201);
    expect((await response.json()).status).toBe('unconfirmed');
    const link = await latestLink(testApp, email, '/privacy-request?confirm=');
    const token = link.searchParams.get('confirm');
    const confirmed = await visitor.post('/api/privacy-requests/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ kind: 'portability', status: 'open' });
    await expectError(await visitor.post('/api/privacy-requests/confirm', { token }), 400, PRIVACY_MESSAGES.tokenInvalid);
  });

  it("deactivates the account of a confirmed deletion request made by e-mail", async () => {
    const member = await fastMember(testApp);
    const visitor = createClient(testApp);
    expect((await visitor.post('/api/privacy-requests', { kind: 'deletion', email: member.email })).status).toBe(201);
    expect((await member.client.get('/api/me')).status).toBe(200);
    const link = await latestLink(testApp, member.email, '/privacy-request?confirm=');
    expect((await visitor.post('/api/privacy-requests/confirm', { token: link.searchParams.get('confirm') })).status).toBe(200);
    expect((await member.client.get('/api/me')).status).toBe(401);
    const [request] = await testApp.db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.userId, member.userId));
    expect(request?.status).toBe('confirmed');
  });

  it('limits visitors to a few requests an hour per address', async () => {
    const visitor = createClient(testApp);
    for (let i = 0; i < FORM_MESSAGES_PER_ADDRESS; i += 1) {
      expect((await visitor.post('/api/privacy-requests', { kind: 'access', email: `limit${i}@example.com` })).status).toBe(201);
    }
    await expectError(await visitor.post('/api/privacy-requests', { kind: 'access', email: 'limit@example.com' }), 429, PRIVACY_MESSAGES.tooManyMessages);
  });

  it(`e-mails one address at most ${FORM_MAILS_PER_RECIPIENT} confirmation links an hour, whichever clients ask`, async () => {
    const email = 'privacy-target@example.com';
    for (let i = 0; i < FORM_MAILS_PER_RECIPIENT; i += 1) {
      expect((await createClient(testApp).post('/api/privacy-requests', { kind: 'access', email })).status).toBe(201);
    }
    const refused = await createClient(testApp).post('/api/privacy-requests', { kind: 'access', email });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectError(refused, 429, PRIVACY_MESSAGES.tooManyToRecipient);
    expect(await testApp.outbox(email)).toHaveLength(FORM_MAILS_PER_RECIPIENT);
  });
});
