import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import { challengeCheckIns, challengeParticipants, challengePods, challenges } from '#server/db/schema/challenges.ts';
import { tactics } from '#server/db/schema/content.ts';
import { events } from '#server/db/schema/events.ts';
import { xpTransactions } from '#server/db/schema/gamification.ts';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import { CHALLENGE_COMPLETION_XP, CHALLENGE_MESSAGES, addDays, isoWeekOf, weekStartOf, type AdminChallenge, type ChallengesPage, type CurrentChallenge } from '#shared/schemas/challenges.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { fastMember, fastMembers, memberOn, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { errorOf } from '#tests/helpers/answers.ts';
import { eraseAccountNow } from '#tests/helpers/erasure.ts';

const testApp = testAppForFile();
/** A second instance on the same database: joins balanced across both. */
const otherInstance = testAppForFile(() => ({ database: testApp.handle }));
let editor: FastMember;
let currentId: string;
let pastId: string;
const thisWeek = weekStartOf(new Date());

async function member(tier: SubscriptionTier, options: { adminRole?: AdminRole; timeZone?: string } = {}) {
  const created = await fastMember(testApp);
  await testApp.db.update(subscribers).set({ subscriptionTier: tier }).where(eq(subscribers.userId, created.userId));
  await testApp.db
    .update(profiles)
    .set({ adminRole: options.adminRole ?? null, timeZone: options.timeZone ?? null })
    .where(eq(profiles.userId, created.userId));
  return created;
}

async function builders(count: number, timeZone: string) {
  const created = await fastMembers(testApp, count);
  for (const each of created) {
    await testApp.db.update(subscribers).set({ subscriptionTier: 'master_builder' }).where(eq(subscribers.userId, each.userId));
    await testApp.db.update(profiles).set({ timeZone }).where(eq(profiles.userId, each.userId));
  }
  return created;
}

async function ok<T>(response: Response, status = 200): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
const join = (client: TestClient, id = currentId) => client.post(`/api/challenges/${id}/participation`, {});
const checkIn = (client: TestClient, body: string, id = currentId) => client.post(`/api/challenges/${id}/check-ins`, { body });
const complete = (client: TestClient, body: string, id = currentId) => client.post(`/api/challenges/${id}/completion`, { body });
const page = async (client: TestClient) => ok<ChallengesPage>(await client.get('/api/challenges'));

beforeAll(async () => {
  editor = await member('explorer', { adminRole: 'editor' });
  const created = await ok<AdminChallenge>(
    await editor.client.post('/api/admin/challenges', { title: 'Talk to five customers', brief: 'Book **five** calls this week.', week: isoWeekOf(thisWeek) }),
    201,
  );
  currentId = created.id;
  const [past] = await testApp.db
    .insert(challenges)
    .values({ weekStart: addDays(thisWeek, -7), title: 'Write your one-line pitch', brief: 'One sentence.' })
    .returning({ id: challenges.id });
  pastId = past!.id;
});

describe('who may take part', () => {
  it('asks a visitor to sign in and shows Explorer and Community the upgrade prompt', async () => {
    expect((await createClient(testApp).get('/api/challenges')).status).toBe(401);
    for (const tier of ['explorer', 'community'] as const) {
      const { client } = await member(tier);
      for (const response of [await client.get('/api/challenges'), await join(client)]) {
        expect(await errorOf(response, 403)).toEqual({
          code: 'FEATURE_LOCKED',
          message: 'Available exclusively on the Master Builder plan and above',
          details: { feature: 'WEEKLY_CHALLENGES', requiredTier: 'master_builder' },
        });
      }
    }
  });

  it("shows Master Builder, Legacy Founder and super_admin this week's challenge and past ones", async () => {
    for (const [tier, adminRole] of [['master_builder', undefined], ['legacy_founder', undefined], ['explorer', 'super_admin']] as const) {
      const { client } = await member(tier, { ...(adminRole && { adminRole }) });
      const body = await page(client);
      expect(body.current).toMatchObject({ id: currentId, title: 'Talk to five customers', week: isoWeekOf(thisWeek), startsOn: thisWeek, endsOn: addDays(thisWeek, 6), you: null, pod: null });
      expect(body.past).toEqual([expect.objectContaining({ id: pastId, title: 'Write your one-line pitch', you: null })]);
    }
  });

  it("shows past challenges with the member's own result", async () => {
    const { client, userId } = await member('master_builder');
    const [pod] = await testApp.db.insert(challengePods).values({ challengeId: pastId, number: 1, utcOffsetMinutes: 0 }).returning({ id: challengePods.id });
    const [joined] = await testApp.db.insert(challengeParticipants).values({ challengeId: pastId, userId, podId: pod!.id, seat: 1, completedAt: new Date() }).returning({ id: challengeParticipants.id });
    await testApp.db.insert(challengeCheckIns).values([
      { participantId: joined!.id, day: addDays(thisWeek, -6), body: 'Draft one.' },
      { participantId: joined!.id, day: addDays(thisWeek, -5), body: 'Done.', final: true },
    ]);
    const [past] = (await page(client)).past;
    expect(past).toMatchObject({ id: pastId, you: { checkIns: 2, completedAt: expect.any(String) } });
    expect((await errorOf(await checkIn(client, 'Late', pastId), 409)).message).toBe(CHALLENGE_MESSAGES.notRunning);
  });

  it('lets only staff who publish set challenges', async () => {
    const { client } = await member('master_builder');
    expect((await errorOf(await client.get('/api/admin/challenges'), 403)).code).toBe('ADMIN_ACCESS_REQUIRED');
    const contributor = await member('explorer', { adminRole: 'contributor' });
    const week = isoWeekOf(addDays(thisWeek, 70));
    expect((await errorOf(await contributor.client.post('/api/admin/challenges', { title: 'T', brief: 'B', week }), 403)).code).toBe('ADMIN_ACCESS_REQUIRED');
    expect(await testApp.db.select().from(challenges).where(eq(challenges.weekStart, addDays(thisWeek, 70)))).toHaveLength(0);
  });
});

describe('setting a challenge', () => {
  it('refuses bad input with clear messages and changes nothing', async () => {
    const week = isoWeekOf(addDays(thisWeek, 14));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ title: ' ', brief: 'B', week }, 400, CHALLENGE_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(121), brief: 'B', week }, 400, CHALLENGE_MESSAGES.titleTooLong],
      [{ title: 'T', brief: '', week }, 400, CHALLENGE_MESSAGES.briefRequired],
      [{ title: 'T', brief: 'B', week: '2026-W60' }, 400, CHALLENGE_MESSAGES.weekInvalid],
      [{ title: 'T', brief: 'B', week: '2026-11-23' }, 400, CHALLENGE_MESSAGES.weekInvalid],
      [{ title: 'T', brief: 'B', week: isoWeekOf(addDays(thisWeek, -14)) }, 400, CHALLENGE_MESSAGES.weekPast],
      [{ title: 'T', brief: 'B', week, tacticId: crypto.randomUUID(), caseStudyId: crypto.randomUUID() }, 400, CHALLENGE_MESSAGES.linkOne],
      [{ title: 'T', brief: 'B', week, tacticId: crypto.randomUUID() }, 400, CHALLENGE_MESSAGES.linkNotFound],
      [{ title: 'T', brief: 'B', week: isoWeekOf(thisWeek) }, 409, CHALLENGE_MESSAGES.weekTaken],
    ];
    for (const [body, status, message] of cases) expect((await errorOf(await editor.client.post('/api/admin/challenges', body), status)).message).toBe(message);
    expect(await testApp.db.select().from(challenges)).toHaveLength(2);
  });

  it('edits a coming challenge with a linked tactic, and not one that started', async () => {
    const [tactic] = await testApp.db.insert(tactics).values({ name: 'Customer interviews', descriptionHtml: '<p>Ask.</p>', category: 'product', status: 'published' }).returning({ id: tactics.id });
    const week = isoWeekOf(addDays(thisWeek, 21));
    const coming = await ok<AdminChallenge>(await editor.client.post('/api/admin/challenges', { title: 'Ship a landing page', brief: 'Go.', week }), 201);
    expect(coming.editable).toBe(true);
    const edited = await ok<AdminChallenge>(await editor.client.put(`/api/admin/challenges/${coming.id}`, { title: 'Ship a landing page today', brief: 'Go!', week, tacticId: tactic!.id }));
    expect(edited).toMatchObject({ title: 'Ship a landing page today', link: { kind: 'tactic', id: tactic!.id, title: 'Customer interviews' } });
    const started = await errorOf(await editor.client.put(`/api/admin/challenges/${currentId}`, { title: 'Changed', brief: 'B', week: isoWeekOf(thisWeek) }), 409);
    expect(started.message).toBe(CHALLENGE_MESSAGES.startedNoEdit);
    const list = await ok<{ challenges: AdminChallenge[] }>(await editor.client.get('/api/admin/challenges'));
    expect(list.challenges.map((challenge) => challenge.title)).toEqual(['Ship a landing page today', 'Talk to five customers', 'Write your one-line pitch']);
  });
});

describe('joining places the member in a pod', () => {
  it('seats members of one time zone together, opens a new pod for a far one and a seventh member', async () => {
    const tokyo = await builders(7, 'Asia/Tokyo');
    const [losAngeles] = await builders(1, 'America/Los_Angeles');
    const joined: CurrentChallenge[] = [];
    for (const each of tokyo) joined.push(await ok<CurrentChallenge>(await join(each.client), 201));
    const first = joined[0]!.pod!.number;
    expect(joined.slice(0, 6).map((view) => view.pod!.number)).toEqual(Array(6).fill(first));
    expect(joined[5]!.pod!.members).toHaveLength(6);
    expect(joined[5]!.pod!.members.filter((each) => each.isYou)).toHaveLength(1);
    expect(joined[6]!.pod!.number).not.toBe(first);
    const far = await ok<CurrentChallenge>(await join(losAngeles!.client), 201);
    expect([first, joined[6]!.pod!.number]).not.toContain(far.pod!.number);
    expect(far.pod!.members.map((each) => each.displayName)).toEqual([losAngeles!.displayName]);

    expect((await errorOf(await join(tokyo[0]!.client), 409)).message).toBe(CHALLENGE_MESSAGES.alreadyJoined);
    expect((await errorOf(await join(tokyo[0]!.client, pastId), 409)).message).toBe(CHALLENGE_MESSAGES.notRunning);
    expect((await errorOf(await join(tokyo[0]!.client, crypto.randomUUID()), 404)).message).toBe(CHALLENGE_MESSAGES.challengeNotFound);
  });

  it('never seats more than six in a pod when members join at once on two instances', async () => {
    const auckland = await builders(13, 'Pacific/Auckland');
    const responses = await Promise.all(auckland.map((each, index) => join(index % 2 === 0 ? each.client : memberOn(otherInstance, each))));
    expect(responses.map((response) => response.status)).toEqual(Array(13).fill(201));
    const sizes = await testApp.db
      .select({ pod: challengePods.number, members: sql<number>`count(*)::int` })
      .from(challengeParticipants)
      .innerJoin(challengePods, eq(challengePods.id, challengeParticipants.podId))
      .where(and(eq(challengePods.challengeId, currentId), eq(challengePods.utcOffsetMinutes, 780)))
      .groupBy(challengePods.number)
      .orderBy(challengePods.number);
    expect(sizes.map((row) => row.members)).toEqual([6, 6, 1]);
  });
});

describe('check-ins and completion', () => {
  let london: FastMember[];
  let kolkata: FastMember;

  beforeAll(async () => {
    london = await builders(2, 'Europe/London');
    [kolkata] = (await builders(1, 'Asia/Kolkata')) as [FastMember];
    for (const each of [...london, kolkata]) await join(each.client);
  });

  it('shows a check-in to the pod and to nobody else, once a day', async () => {
    const [ada, bo] = london as [FastMember, FastMember];
    expect((await errorOf(await checkIn(ada.client, ' '), 400)).message).toBe(CHALLENGE_MESSAGES.checkInRequired);
    expect((await errorOf(await checkIn(ada.client, 'x'.repeat(501)), 400)).message).toBe(CHALLENGE_MESSAGES.checkInTooLong);
    const posted = await ok<CurrentChallenge>(await checkIn(ada.client, 'Booked two calls.'), 201);
    expect(posted.you).toMatchObject({ checkIns: 1, checkedInToday: true });
    expect((await errorOf(await checkIn(ada.client, 'And a third.'), 409)).message).toBe(CHALLENGE_MESSAGES.checkInToday);

    const seenByPod = (await page(bo.client)).current!.pod!;
    expect(seenByPod.members.map((each) => each.displayName).sort()).toEqual([ada.displayName, bo.displayName].sort());
    expect(seenByPod.checkIns).toEqual([expect.objectContaining({ memberId: ada.userId, displayName: ada.displayName, body: 'Booked two calls.', final: false })]);
    const elsewhere = (await page(kolkata.client)).current!.pod!;
    expect(elsewhere.checkIns).toEqual([]);
    expect(elsewhere.members.map((each) => each.id)).toEqual([kolkata.userId]);

    const outsider = await member('master_builder', { timeZone: 'Europe/London' });
    expect((await errorOf(await checkIn(outsider.client, 'Hello'), 409)).message).toBe(CHALLENGE_MESSAGES.joinFirst);
    expect((await page(outsider.client)).current!.pod).toBeNull();
  });

  it('earns the XP once on completion and tells the pod, not others', async () => {
    const [ada, bo] = london as [FastMember, FastMember];
    const done = await ok<CurrentChallenge>(await complete(ada.client, 'Five calls done, two want a demo.'));
    expect(done.you!.completedAt).not.toBeNull();
    expect(done.pod!.members.find((each) => each.isYou)?.completed).toBe(true);
    expect((await errorOf(await complete(ada.client, 'Again'), 409)).message).toBe(CHALLENGE_MESSAGES.alreadyCompleted);
    expect((await errorOf(await checkIn(ada.client, 'More'), 409)).message).toBe(CHALLENGE_MESSAGES.alreadyCompleted);

    const xp = await testApp.db.select().from(xpTransactions).where(and(eq(xpTransactions.userId, ada.userId), eq(xpTransactions.sourceKey, `challenge:${currentId}`)));
    expect(xp.map((row) => row.amount)).toEqual([CHALLENGE_COMPLETION_XP]);
    // The event handled again earns nothing more and notifies nobody twice.
    await testApp.db.update(events).set({ state: 'pending', runAfter: sql`now()` }).where(and(eq(events.type, 'challenge.completed'), eq(events.actorId, ada.userId)));
    await testApp.worker.drain();
    expect(await testApp.db.select().from(xpTransactions).where(eq(xpTransactions.sourceKey, `challenge:${currentId}`))).toHaveLength(1);

    const podNotices = (await ok<NotificationList>(await bo.client.get('/api/me/notifications'))).items.filter((item) => item.actionType === 'pod_member_completed');
    expect(podNotices).toEqual([expect.objectContaining({ title: 'Your Pod', message: `${ada.displayName} completed this week's challenge: Talk to five customers` })]);
    const others = (await ok<NotificationList>(await kolkata.client.get('/api/me/notifications'))).items.filter((item) => item.actionType === 'pod_member_completed');
    expect(others).toEqual([]);

    const after = await page(ada.client);
    expect(after.current!.pod!.checkIns[0]).toMatchObject({ body: 'Five calls done, two want a demo.', final: true });
    expect(after.current!.you).toMatchObject({ checkIns: 2 });
    const roster = (await ok<{ challenges: AdminChallenge[] }>(await editor.client.get('/api/admin/challenges'))).challenges.find((challenge) => challenge.id === currentId)!;
    expect(roster.participants.find((each) => each.memberId === ada.userId)).toMatchObject({ displayName: ada.displayName, checkIns: 2, completedAt: expect.any(String) });
    expect(roster.participants.find((each) => each.memberId === bo.userId)).toMatchObject({ checkIns: 0, completedAt: null });
  });
});

describe("the member's data", () => {
  it('exports the challenges joined with their check-ins, and erases them with the account', async () => {
    const [grace] = await builders(1, 'Europe/Lisbon');
    await join(grace!.client);
    await checkIn(grace!.client, 'Drafted the interview script.');
    const exported = await ok<{ challenges: unknown[] }>(await grace!.client.get('/api/me/export'));
    expect(exported.challenges).toEqual([
      expect.objectContaining({ week: thisWeek, title: 'Talk to five customers', completedAt: null, checkIns: [expect.objectContaining({ body: 'Drafted the interview script.', final: false })] }),
    ]);

    await eraseAccountNow(testApp, grace!);
    expect(await testApp.db.select().from(challengeParticipants).where(eq(challengeParticipants.userId, grace!.userId))).toHaveLength(0);
    const left = await testApp.db.select().from(challengeCheckIns).where(eq(challengeCheckIns.body, 'Drafted the interview script.'));
    expect(left).toHaveLength(0);
  });
});
