import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_MEMBER } from '#server/realtime/hub.ts';
import { notificationHandler } from './notifications.handler.ts';
import { profiles } from '#server/db/schema/accounts.ts';
import { userActions } from '#server/db/schema/community.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import { caseStudyIdByTitle, PUBLISHED_DEMO_STUDIES } from '#tests/helpers/content.ts';
import { eventReader } from '#tests/helpers/event-stream-reader.ts';
import { anotherSession, fastMember, fastMembers, memberOn, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, createTestApp, type TestApp, testAppForFile } from '#tests/helpers/test-app.ts';
import { testDatabaseForFile } from '#tests/helpers/test-database.ts';

const DELIVERY_LIMIT_MS = 1_000;

const database = testDatabaseForFile({ demoContent: true });
// Notifications of others' actions alone: the members' own progress notifications are tested with progress.
const testApp = testAppForFile(() => ({ database, handlers: [notificationHandler] }));
let author: FastMember;
let fan: FastMember;
let other: FastMember;
let studyId: string;

beforeAll(async () => {
  [author, fan, other] = await fastMembers(testApp, 3, { namePrefix: 'Pilot' });
  studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[1]!.title);
  await testApp.db.update(caseStudies).set({ submittedBy: author.userId }).where(eq(caseStudies.id, studyId));
});

const list = async (member: FastMember) => {
  const response = await member.client.get('/api/me/notifications');
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationList;
};
const upvote = (member: FastMember) => member.client.put(`/api/case-studies/${studyId}/vote`, { voteType: 'upvote' });
const unvote = (member: FastMember) => member.client.delete(`/api/case-studies/${studyId}/vote`);
const rate = (member: FastMember, rating: number) => member.client.put(`/api/case-studies/${studyId}/rating`, { rating });
/** No notifications for the author and no votes from the others: each test starts from nothing. */
const clear = async () => {
  await Promise.all([unvote(fan), unvote(other)]);
  await testApp.db.delete(userActions).where(eq(userActions.targetId, author.userId));
};

describe('visitors', () => {
  it('get 401 from every notification endpoint and the event stream', async () => {
    const visitor = createClient(testApp);
    const id = '0b7c6a4e-2f1d-4c55-9a59-1f0d7a0f5b21';
    for (const response of [
      await visitor.get('/api/me/notifications'),
      await visitor.post(`/api/me/notifications/${id}/read`),
      await visitor.post('/api/me/notifications/read-all'),
      await visitor.delete(`/api/me/notifications/${id}`),
      await visitor.get('/api/events'),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Authentication required' } });
    }
  });
});

describe('GET /api/me/notifications', () => {
  it('lists what others did to the member’s content with actor, title, message and read flag', async () => {
    await clear();
    await upvote(fan);
    await rate(other, 4);
    const { items, unreadCount } = await list(author);
    expect(unreadCount).toBe(2);
    expect(items.map((item) => item.title)).toEqual(['Case Study Rated', 'Case Study Upvoted']);
    expect(items[1]).toMatchObject({
      type: 'vote',
      actionType: 'upvote_case_study',
      message: `${fan.displayName} upvoted your case study`,
      read: false,
      actor: { displayName: fan.displayName, avatarUrl: null },
      data: { caseStudyId: studyId },
    });
    expect((await list(fan)).items).toEqual([]);
    await unvote(fan);
  });

  it('names an actor without a display name "Someone"', async () => {
    await clear();
    await testApp.db.update(profiles).set({ displayName: null }).where(eq(profiles.userId, other.userId));
    await rate(other, 2);
    const [item] = (await list(author)).items;
    expect(item).toMatchObject({ message: 'Someone rated your case study', actor: { displayName: 'Someone' } });
    await testApp.db.update(profiles).set({ displayName: other.displayName }).where(eq(profiles.userId, other.userId));
  });

  it('shows the 20 newest and counts every unread one', async () => {
    await clear();
    // One notification per member, kind and item a day: 22 come from two members on 11 studies.
    const studyIds = await Promise.all(PUBLISHED_DEMO_STUDIES.slice(2, 13).map((study) => caseStudyIdByTitle(testApp, study.title)));
    await testApp.db.update(caseStudies).set({ submittedBy: author.userId }).where(inArray(caseStudies.id, studyIds));
    for (const id of studyIds) {
      await fan.client.put(`/api/case-studies/${id}/vote`, { voteType: 'upvote' });
      await other.client.put(`/api/case-studies/${id}/vote`, { voteType: 'upvote' });
    }
    const { items, unreadCount } = await list(author);
    expect(items).toHaveLength(20);
    expect(unreadCount).toBe(22);
    const times = items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('read and dismiss', () => {
  let items: Notification[];
  beforeAll(async () => {
    await clear();
    await upvote(fan);
    await rate(fan, 5);
    await rate(other, 3);
    items = (await list(author)).items;
  });

  it('marks one read, keeps the count from going below zero and refuses someone else’s', async () => {
    const [first] = items;
    const read = await author.client.post(`/api/me/notifications/${first!.id}/read`);
    expect(await read.json()).toEqual({ unreadCount: 2 });
    expect(await (await author.client.post(`/api/me/notifications/${first!.id}/read`)).json()).toEqual({ unreadCount: 2 });
    expect((await list(author)).items.find((item) => item.id === first!.id)?.read).toBe(true);
    expect((await fan.client.post(`/api/me/notifications/${first!.id}/read`)).status).toBe(404);
    expect((await author.client.post('/api/me/notifications/not-an-id/read')).status).toBe(404);
  });

  it('dismisses one for good and marks all read', async () => {
    const dismissed = items[1]!;
    expect(await (await author.client.delete(`/api/me/notifications/${dismissed.id}`)).json()).toEqual({ unreadCount: 1 });
    expect((await author.client.delete(`/api/me/notifications/${dismissed.id}`)).status).toBe(404);
    expect((await list(author)).items.map((item) => item.id)).not.toContain(dismissed.id);
    expect(await (await author.client.post('/api/me/notifications/read-all')).json()).toEqual({ unreadCount: 0 });
    expect(await (await author.client.post('/api/me/notifications/read-all')).json()).toEqual({ unreadCount: 0 });
    const after = await list(author);
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((item) => item.read)).toBe(true);
  });
});

describe('GET /api/events', () => {
  it('reaches the member’s streams on two instances within a second', async () => {
    await clear();
    await unvote(fan);
    const second = await createTestApp({ database: database.another(), handlers: [notificationHandler] });
    try {
      const here = eventReader(await author.client.get('/api/events'));
      const there = eventReader(await createClient(second).get('/api/events', { headers: { cookie: author.client.cookieHeader() } }));
      await Promise.all([here.ready(), there.ready()]);
      const elsewhere = eventReader(await fan.client.get('/api/events'));
      await elsewhere.ready();
      await upvote(fan);
      const [a] = await here.waitFor(1);
      const [b] = await there.waitFor(1);
      expect(a).toMatchObject({ title: 'Case Study Upvoted', message: `${fan.displayName} upvoted your case study`, read: false });
      expect(b).toEqual(a);
      expect(elsewhere.notifications()).toEqual([]);
      await Promise.all([here.close(), there.close(), elsewhere.close()]);
      await unvote(fan);
    } finally {
      await second.close();
      await second.handle.close();
    }
  });

  it('resumes after Last-Event-ID with what the member missed', async () => {
    await clear();
    await rate(fan, 1);
    const [seen] = (await list(author)).items;
    await upvote(fan);
    await rate(other, 5);
    const resumed = eventReader(await author.client.get('/api/events', { headers: { 'last-event-id': seen!.id } }));
    const missed = await resumed.waitFor(2);
    expect(missed.map((item) => item.title)).toEqual(['Case Study Upvoted', 'Case Study Rated']);
    expect(missed.map((item) => item.actor.displayName)).toEqual([fan.displayName, other.displayName]);
    await resumed.close();
  });

  it(`keeps at most ${MAX_STREAMS_PER_MEMBER} streams per member, closing the oldest`, async () => {
    const streams = [];
    for (let i = 0; i <= MAX_STREAMS_PER_MEMBER; i += 1) {
      const stream = eventReader(await other.client.get('/api/events'));
      await stream.ready();
      streams.push(stream);
    }
    const started = Date.now();
    while (!streams[0]!.ended() && Date.now() - started < DELIVERY_LIMIT_MS) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(streams.map((s) => s.ended())).toEqual([true, ...streams.slice(1).map(() => false)]);
    expect(testApp.realtime.streamCount(other.userId)).toBe(MAX_STREAMS_PER_MEMBER);
    await Promise.all(streams.map((s) => s.close()));
  });
});

describe('GET /api/events and the session it was opened with', () => {
  /** A member who wrote one of the published studies (none the tests above use), and a reader whose upvote notifies them. */
  async function studyOwner(index: number) {
    const [owner, reader] = [await fastMember(testApp, { namePrefix: 'Owner' }), await fastMember(testApp, { namePrefix: 'Reader' })];
    const ownedId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[13 + index]!.title);
    await testApp.db.update(caseStudies).set({ submittedBy: owner.userId }).where(eq(caseStudies.id, ownedId));
    return { owner, upvoteTheirStudy: () => reader.client.put(`/api/case-studies/${ownedId}/vote`, { voteType: 'upvote' }) };
  }
  const openStream = async (member: FastMember, app: TestApp = testApp) => {
    const stream = eventReader(await memberOn(app, member).get('/api/events'));
    await stream.ready();
    return stream;
  };
  /** Waits until the stream's response body has completed, or fails after the delivery limit. */
  async function ends(stream: ReturnType<typeof eventReader>) {
    const started = Date.now();
    while (!stream.ended()) {
      if (Date.now() - started > DELIVERY_LIMIT_MS) throw new Error(`the stream was still open after ${DELIVERY_LIMIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('ends at sign-out, while the streams of the member’s other sessions go on', async () => {
    const { owner, upvoteTheirStudy } = await studyOwner(0);
    const laptop = await anotherSession(testApp, owner);
    const [onPhone, onLaptop] = [await openStream(owner), await openStream(laptop)];
    expect((await laptop.client.post('/api/auth/sign-out')).status).toBe(200);
    await ends(onLaptop);
    expect(onPhone.ended()).toBe(false);
    await upvoteTheirStudy();
    await onPhone.waitFor(1);
    expect(onLaptop.notifications()).toEqual([]);
    await onPhone.close();
  });

  it('ends on every other device when the member revokes their other sessions', async () => {
    const { owner, upvoteTheirStudy } = await studyOwner(1);
    const laptop = await anotherSession(testApp, owner);
    const [onPhone, onLaptop] = [await openStream(owner), await openStream(laptop)];
    expect((await laptop.client.post('/api/auth/revoke-other-sessions')).status).toBe(200);
    await ends(onPhone);
    await upvoteTheirStudy();
    await onLaptop.waitFor(1);
    expect(onPhone.notifications()).toEqual([]);
    await onLaptop.close();
  });

  it('ends when the member asks for their account’s deletion', async () => {
    const { owner, upvoteTheirStudy } = await studyOwner(2);
    const stream = await openStream(owner);
    expect((await owner.client.post('/api/me/deletion-request', {})).status).toBe(202);
    await ends(stream);
    await upvoteTheirStudy();
    expect(stream.notifications()).toEqual([]);
  });

  it('ends on another instance when the session is signed out through this one', async () => {
    const { owner } = await studyOwner(3);
    const second = await createTestApp({ database: database.another(), handlers: [notificationHandler] });
    try {
      const there = await openStream(owner, second);
      expect(second.realtime.streamCount(owner.userId)).toBe(1);
      expect((await owner.client.post('/api/auth/sign-out')).status).toBe(200);
      await ends(there);
      expect(second.realtime.streamCount(owner.userId)).toBe(0);
    } finally {
      await second.close();
      await second.handle.close();
    }
  });
});
