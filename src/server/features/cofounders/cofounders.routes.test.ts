import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { subscribers } from '#server/db/schema/accounts.ts';
import { cofounderIntros, cofounderProfiles } from '#server/db/schema/cofounders.ts';
import { users } from '#server/db/schema/auth.ts';
import { seedDemoCofounders } from '#server/seed/demo-cofounders-seed.ts';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import type { CofounderAdminOverview, CofounderIntro, CofounderOverview, CofounderProfileInput } from '#shared/schemas/cofounders.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import type { FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { errorOf } from '#tests/helpers/answers.ts';
import { eraseAccountNow } from '#tests/helpers/erasure.ts';
import { memberWith } from '#tests/helpers/members.ts';

const testApp = testAppForFile();

const member = (tier: SubscriptionTier, adminRole: AdminRole | null = null, namePrefix = 'Founder') => memberWith(testApp, tier, adminRole, namePrefix);

const PROFILE: CofounderProfileInput = {
  building: 'A scheduling tool for independent physiotherapists',
  skills: ['engineering', 'product'],
  seeking: ['sales', 'marketing'],
  commitment: 'full_time',
  region: 'europe_africa',
  stage: 'prototype',
  pitch: 'I built the first version with three clinics and need someone who loves selling to them.',
};

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return JSON.parse(body) as T;
}
const overview = async (client: TestClient) => json<CofounderOverview>(await client.get('/api/cofounders'));
const join = async (who: FastMember, profile: Partial<CofounderProfileInput> = {}) => json<CofounderOverview>(await who.client.put('/api/cofounders/profile', { ...PROFILE, ...profile }));
const admit = async (staff: FastMember, count: number) => json<{ admitted: number; waiting: number }>(await staff.client.post('/api/admin/cofounders/admissions', { count }));
const notificationsOf = async (who: FastMember) => (await json<NotificationList>(await who.client.get('/api/me/notifications'))).items;

let staff: FastMember;

beforeAll(async () => {
  staff = await member('explorer', 'administrator', 'Staff');
});
// The line is everyone's: each test starts with an empty one.
beforeEach(async () => {
  await testApp.db.delete(cofounderIntros);
  await testApp.db.delete(cofounderProfiles);
});

describe('who may use co-founder matching', () => {
  it('asks a visitor to sign in, and shows Explorer and Community members the upgrade prompt', async () => {
    expect((await createClient(testApp).get('/api/cofounders')).status).toBe(401);
    for (const tier of ['explorer', 'community'] as const) {
      const { client } = await member(tier);
      for (const response of [await client.get('/api/cofounders'), await client.put('/api/cofounders/profile', PROFILE), await client.delete('/api/cofounders/profile')]) {
        expect(await errorOf(response, 403)).toEqual({
          code: 'FEATURE_LOCKED',
          message: 'Available exclusively on the Master Builder plan and above',
          details: { feature: 'COFOUNDER_MATCHING', requiredTier: 'master_builder' },
        });
      }
    }
  });

  it('lets Master Builder, Legacy Founder and super_admin join, with priority only for Legacy Founder and super_admin', async () => {
    for (const [tier, role, priority] of [
      ['master_builder', null, false],
      ['legacy_founder', null, true],
      ['explorer', 'super_admin', true],
    ] as const) {
      const who = await member(tier, role);
      const page = await join(who);
      expect(page.status).toBe('waiting');
      expect(page.priority).toBe(priority);
    }
  });

  it('keeps the line and the admission screen from members without staff rights', async () => {
    const { client } = await member('legacy_founder');
    expect((await errorOf(await client.get('/api/admin/cofounders'), 403)).code).toBe('ADMIN_ACCESS_REQUIRED');
    expect((await errorOf(await client.post('/api/admin/cofounders/admissions', { count: 1 }), 403)).code).toBe('ADMIN_ACCESS_REQUIRED');
  });
});

describe('the profile', () => {
  it('refuses incomplete or out-of-bounds profiles in clear words, and stores nothing', async () => {
    const who = await member('master_builder');
    const cases: [Record<string, unknown>, string][] = [
      [{ building: 'An app' }, 'Please describe what you are building in 10 to 200 characters.'],
      [{ building: undefined }, 'Please say what you are building or want to build.'],
      [{ skills: [] }, 'Please choose at least one of your skills.'],
      [{ seeking: [] }, 'Please choose at least one skill you look for in a co-founder.'],
      [{ skills: ['juggling'] }, 'Please choose skills from the list.'],
      [{ skills: ['sales', 'sales'] }, 'Please choose each skill once.'],
      [{ seeking: ['engineering', 'product', 'design', 'sales', 'marketing', 'finance'] }, 'Please choose at most 5 skills.'],
      [{ commitment: 'weekends' }, 'Please choose full time or part time.'],
      [{ region: 'mars' }, 'Please choose your time zone band.'],
      [{ stage: 'unicorn' }, 'Please choose your stage.'],
      [{ pitch: 'Hi' }, 'Please keep your pitch between 20 and 600 characters.'],
      [{ pitch: 'x'.repeat(601) }, 'Please keep your pitch between 20 and 600 characters.'],
    ];
    for (const [change, message] of cases) {
      expect((await errorOf(await who.client.put('/api/cofounders/profile', { ...PROFILE, ...change }), 400)).message).toBe(message);
    }
    expect((await overview(who.client)).profile).toBeNull();
  });

  it('keeps the place in the line when the profile is edited or paused, and gives it up on leaving', async () => {
    const [first, second] = [await member('master_builder'), await member('master_builder')];
    await join(first);
    await join(second);
    const edited = await join(first, { stage: 'revenue', pitch: 'We now earn revenue from two clinics and want to grow it together.' });
    expect(edited.profile).toEqual(expect.objectContaining({ stage: 'revenue', visible: true }));
    expect(edited.position).toBe(1);
    const paused = await json<CofounderOverview>(await first.client.put('/api/cofounders/profile/visibility', { visible: false }));
    expect(paused.profile?.visible).toBe(false);
    expect(paused.position).toBe(1);

    expect((await first.client.delete('/api/cofounders/profile')).status).toBe(204);
    expect(await overview(first.client)).toEqual(expect.objectContaining({ status: 'none', profile: null, position: null }));
    expect((await overview(second.client)).position).toBe(1);
    expect((await errorOf(await first.client.delete('/api/cofounders/profile'), 404)).message).toBe('You have no co-founder matching profile yet.');
  });
});

describe('the waitlist', () => {
  it('counts each member’s place from the database now, with every Legacy Founder ahead of every Master Builder', async () => {
    const masterA = await member('master_builder');
    const masterB = await member('master_builder');
    const legacy = await member('legacy_founder');
    await join(masterA);
    await join(masterB);
    const legacyPage = await join(legacy);
    expect(legacyPage).toEqual(expect.objectContaining({ status: 'waiting', position: 1, lineLength: 3, priority: true }));
    expect(await overview(masterA.client)).toEqual(expect.objectContaining({ position: 2, lineLength: 3, priority: false }));
    expect((await overview(masterB.client)).position).toBe(3);

    // A member who moved down to Community leaves the line's count (and is refused the page).
    await testApp.db.update(subscribers).set({ subscriptionTier: 'community' }).where(eq(subscribers.userId, masterA.userId));
    expect(await overview(masterB.client)).toEqual(expect.objectContaining({ position: 2, lineLength: 2 }));

    const line = await json<CofounderAdminOverview>(await staff.client.get('/api/admin/cofounders'));
    expect(line.waiting).toBe(2);
    expect(line.line.map((entry) => [entry.position, entry.userId, entry.priority])).toEqual([
      [1, legacy.userId, true],
      [2, masterB.userId, false],
    ]);
  });

  it('admits exactly the number asked, in line order, and tells each admitted member', async () => {
    const members = [await member('master_builder'), await member('master_builder'), await member('legacy_founder')];
    for (const who of members) await join(who);
    expect(await admit(staff, 2)).toEqual({ admitted: 2, waiting: 1 });
    const [masterA, masterB, legacy] = members as [FastMember, FastMember, FastMember];
    expect((await overview(legacy.client)).status).toBe('admitted');
    expect((await overview(masterA.client)).status).toBe('admitted');
    expect(await overview(masterB.client)).toEqual(expect.objectContaining({ status: 'waiting', position: 1, lineLength: 1 }));
    expect((await notificationsOf(legacy)).map((item) => [item.title, item.message])).toContainEqual([
      'Welcome to Co-founder Matching',
      'You are off the waitlist: your matches are ready on the co-founder matching page',
    ]);
    expect((await notificationsOf(masterB)).filter((item) => item.actionType === 'cofounder_admitted')).toHaveLength(0);
    expect((await errorOf(await staff.client.post('/api/admin/cofounders/admissions', { count: 0 }), 400)).message).toBe('Please admit between 1 and 100 members at a time.');
  });

  it('never admits more than asked nor anyone twice when admission runs at once', async () => {
    const members: FastMember[] = [];
    for (let i = 0; i < 7; i += 1) members.push(await member('master_builder'));
    for (const who of members) await join(who);
    const runs = await Promise.all([admit(staff, 2), admit(staff, 2), admit(staff, 2)]);
    expect(runs.map((run) => run.admitted)).toEqual([2, 2, 2]);
    const admitted = await testApp.db.select().from(cofounderProfiles).where(sql`${cofounderProfiles.admittedAt} is not null`);
    expect(admitted).toHaveLength(6);
    // The first six of the line, each once; the seventh still waits, first in line.
    expect(new Set(admitted.map((row) => row.userId))).toEqual(new Set(members.slice(0, 6).map((who) => who.userId)));
    expect((await overview(members[6]!.client)).position).toBe(1);
  });
});

/** Members on the list: each joins with the profile given, then staff admit them all. */
async function listed(...profiles: Partial<CofounderProfileInput>[]) {
  const members: FastMember[] = [];
  for (const profile of profiles) {
    const who = await member('master_builder');
    await join(who, profile);
    members.push(who);
  }
  await admit(staff, profiles.length);
  return members;
}

describe('the matching list', () => {
  it('ranks admitted members by fit and says why, leaving out waiting and paused members', async () => {
    const [me, seller, sameBand, far, paused] = await listed(
      PROFILE,
      { skills: ['sales', 'marketing'], seeking: ['engineering'], region: 'europe_africa', stage: 'prototype', commitment: 'full_time' },
      { skills: ['design'], seeking: ['finance'], region: 'europe_africa', stage: 'idea', commitment: 'part_time' },
      { skills: ['operations'], seeking: ['design'], region: 'americas', stage: 'revenue', commitment: 'part_time' },
      { skills: ['sales'], seeking: ['engineering'] },
    );
    const waiting = await member('master_builder');
    await join(waiting, { skills: ['sales'], seeking: ['engineering'] });
    await paused!.client.put('/api/cofounders/profile/visibility', { visible: false });

    const page = await overview(me!.client);
    expect(page.status).toBe('admitted');
    expect(page.matches.map((match) => match.userId)).toEqual([seller!.userId, sameBand!.userId, far!.userId]);
    expect(page.matches[0]).toEqual(
      expect.objectContaining({
        displayName: seller!.displayName,
        score: 6 + 3 + 2 + 2 + 1,
        reasons: [
          { kind: 'they_have', text: 'Has skills you look for: Sales, Marketing & growth', points: 6 },
          { kind: 'they_seek', text: 'Looks for your skills: Software engineering', points: 3 },
          { kind: 'region', text: 'Same time zone band: Europe & Africa (UTC−1 to UTC+3)', points: 2 },
          { kind: 'stage', text: 'Same stage: Building a prototype', points: 2 },
          { kind: 'commitment', text: 'Both full time', points: 1 },
        ],
      }),
    );
    expect(page.matches[1]).toEqual(expect.objectContaining({ score: 2, reasons: [expect.objectContaining({ kind: 'region' })] }));
    expect(page.matches[2]).toEqual(expect.objectContaining({ score: 0, reasons: [] }));
  });
});

describe('introductions', () => {
  it('are asked for, accepted with both e-mails shown, or declined, each told through notifications', async () => {
    const [alice, bob, carol] = await listed(PROFILE, { skills: ['sales'] }, { skills: ['marketing'] });
    const message = 'Your sales background is what our clinics need. Coffee next week?';
    const sent = await json<CofounderIntro>(await alice!.client.post('/api/cofounders/intros', { toUserId: bob!.userId, message }), 201);
    expect(sent).toEqual(expect.objectContaining({ status: 'pending', message, email: null, other: expect.objectContaining({ userId: bob!.userId }) }));

    const bobPage = await overview(bob!.client);
    expect(bobPage.intros.received).toEqual([expect.objectContaining({ id: sent.id, status: 'pending', email: null, other: expect.objectContaining({ userId: alice!.userId }) })]);
    expect((await notificationsOf(bob!)).map((item) => [item.title, item.message])).toContainEqual([
      'Introduction Request',
      `${alice!.displayName} asked to be introduced to you as a possible co-founder`,
    ]);
    // No contact before acceptance, on either side.
    expect(JSON.stringify(bobPage)).not.toContain(alice!.email);
    expect(JSON.stringify(await overview(alice!.client))).not.toContain(bob!.email);
    expect((await overview(alice!.client)).matches.find((match) => match.userId === bob!.userId)?.intro).toEqual({ id: sent.id, status: 'pending', direction: 'sent' });

    // Only the recipient answers.
    expect((await errorOf(await alice!.client.post(`/api/cofounders/intros/${sent.id}/accept`), 404)).message).toBe('Introduction request not found');
    const accepted = await json<CofounderIntro>(await bob!.client.post(`/api/cofounders/intros/${sent.id}/accept`));
    expect(accepted).toEqual(expect.objectContaining({ status: 'accepted', email: alice!.email }));
    expect((await overview(alice!.client)).intros.sent).toEqual([expect.objectContaining({ status: 'accepted', email: bob!.email })]);
    expect((await notificationsOf(alice!)).map((item) => item.title)).toContain('Introduction Accepted');
    expect((await errorOf(await bob!.client.post(`/api/cofounders/intros/${sent.id}/decline`), 409)).message).toBe('This introduction request has already been answered.');
    // One introduction per pair, whoever asks.
    expect((await errorOf(await bob!.client.post('/api/cofounders/intros', { toUserId: alice!.userId, message }), 409)).message).toBe(
      'There is already an introduction between you and this member.',
    );

    const toCarol = await json<CofounderIntro>(await alice!.client.post('/api/cofounders/intros', { toUserId: carol!.userId, message }), 201);
    expect(await json<CofounderIntro>(await carol!.client.post(`/api/cofounders/intros/${toCarol.id}/decline`))).toEqual(expect.objectContaining({ status: 'declined', email: null }));
    expect((await notificationsOf(alice!)).map((item) => item.message)).toContain(`${carol!.displayName} declined your introduction request`);
    expect(JSON.stringify(await overview(alice!.client))).not.toContain(carol!.email);
  });

  it('are refused to waiting members, to members not on the list, to yourself and without a message', async () => {
    const [listedMember] = await listed(PROFILE);
    const waiting = await member('master_builder');
    await join(waiting);
    const message = 'I would love to build this with you, are you free for a call?';
    expect((await errorOf(await waiting.client.post('/api/cofounders/intros', { toUserId: listedMember!.userId, message }), 409)).message).toBe(
      'You are still on the waitlist: introductions open once you are admitted to the matching list.',
    );
    expect((await errorOf(await listedMember!.client.post('/api/cofounders/intros', { toUserId: waiting.userId, message }), 404)).message).toBe('This member is not on the matching list.');
    expect((await errorOf(await listedMember!.client.post('/api/cofounders/intros', { toUserId: listedMember!.userId, message }), 400)).message).toBe(
      'You cannot ask for an introduction to yourself.',
    );
    expect((await errorOf(await listedMember!.client.post('/api/cofounders/intros', { toUserId: waiting.userId, message: 'Hi' }), 400)).message).toBe(
      'Please keep your message between 10 and 500 characters.',
    );
    expect((await errorOf(await listedMember!.client.post('/api/cofounders/intros', { toUserId: 'nobody', message }), 400)).message).toBe('This member is not on the matching list.');
  });

  it('are limited to 5 a UTC day, also when sent at once', async () => {
    const [sender, ...others] = await listed(PROFILE, ...Array.from({ length: 8 }, () => ({ skills: ['sales' as const] })));
    const message = 'Would you like to talk about building this together?';
    const statuses = await Promise.all(
      others.map((other) =>
        sender!.client.post('/api/cofounders/intros', { toUserId: other.userId, message }).then(async (response) => {
          await response.text();
          return response.status;
        }),
      ),
    );
    expect([...statuses].sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    // One of the members the limit kept them from asking: asking again is still refused.
    const notAsked = others[statuses.indexOf(429)]!;
    const refused = await sender!.client.post('/api/cofounders/intros', { toUserId: notAsked.userId, message });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused, 429)).message).toBe('You have sent 5 introduction requests today, the daily limit. You can send more after midnight UTC.');
    expect(await overview(sender!.client)).toEqual(expect.objectContaining({ introsToday: 5, dailyLimit: 5 }));
    expect(await testApp.db.select().from(cofounderIntros).where(eq(cofounderIntros.fromUserId, sender!.userId))).toHaveLength(5);
  });
});

describe("the member's data", () => {
  it('exports the profile and introductions, and erases them with the account', async () => {
    const [alice, bob] = await listed(PROFILE, { skills: ['sales'] });
    await json(await alice!.client.post('/api/cofounders/intros', { toUserId: bob!.userId, message: 'Shall we meet to talk about the clinics?' }), 201);
    const exported = await json<{ cofounderMatching: { profile: { building: string }; introductionsSent: unknown[]; introductionsReceived: unknown[] } }>(await alice!.client.get('/api/me/export'));
    expect(exported.cofounderMatching.profile.building).toBe(PROFILE.building);
    expect(exported.cofounderMatching.introductionsSent).toEqual([expect.objectContaining({ toUserId: bob!.userId, message: 'Shall we meet to talk about the clinics?' })]);
    expect(exported.cofounderMatching.introductionsReceived).toEqual([]);

    await eraseAccountNow(testApp, alice!);
    expect(await testApp.db.select().from(cofounderProfiles).where(eq(cofounderProfiles.userId, alice!.userId))).toHaveLength(0);
    expect(await testApp.db.select().from(cofounderIntros)).toHaveLength(0);
    expect((await overview(bob!.client)).intros.received).toEqual([]);
  });
});

describe('the demo', () => {
  it('gives master@ a place in the line and legacy@ ranked matches and a request to answer, once', async () => {
    const master = await member('master_builder');
    const legacy = await member('legacy_founder');
    await testApp.db.update(users).set({ email: 'master@demo.flightdeck.test' }).where(eq(users.id, master.userId));
    await testApp.db.update(users).set({ email: 'legacy@demo.flightdeck.test' }).where(eq(users.id, legacy.userId));
    expect(await seedDemoCofounders(testApp.db, testApp.auth)).toBe(true);
    expect(await seedDemoCofounders(testApp.db, testApp.auth)).toBe(false);

    // Mei Chen (Legacy Founder) first, then Sofia and Daniel who joined earlier; Lucas joined later.
    expect(await overview(master.client)).toEqual(expect.objectContaining({ status: 'waiting', position: 4, lineLength: 5 }));
    const page = await overview(legacy.client);
    expect(page.status).toBe('admitted');
    expect(page.matches.map((match) => match.displayName)).toEqual(['Priya Raman', 'Amara Okafor', 'Tomás Alvarez', 'Kenji Watanabe']);
    expect(page.matches[0]!.reasons.map((reason) => reason.kind)).toEqual(['they_have', 'they_seek', 'region', 'stage', 'commitment']);
    expect(page.intros.received).toEqual([expect.objectContaining({ status: 'pending', email: null, other: expect.objectContaining({ displayName: 'Amara Okafor' }) })]);
  });
});
