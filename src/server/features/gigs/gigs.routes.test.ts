import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { subscribers } from '#server/db/schema/accounts.ts';
import { gigApplications, gigs } from '#server/db/schema/gigs.ts';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import { GIG_MESSAGES, type GigDetail, type GigList } from '#shared/schemas/gigs.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { memberOn, type FastMember } from '#tests/helpers/fast-members.ts';
import { type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { testDatabaseForFile } from '#tests/helpers/test-database.ts';
import { fileFixture } from '#tests/helpers/file-fixture.ts';
import { errorOf } from '#tests/helpers/answers.ts';
import { memberWith } from '#tests/helpers/members.ts';
import { eraseAccountNow } from '#tests/helpers/erasure.ts';

const database = testDatabaseForFile();
const testApp = testAppForFile(() => ({ database }));
/** A second instance with its own connections to the same database: requests balanced to another server. */
const otherConnections = fileFixture(async () => database.another(), (connections) => connections.close());
const otherInstance = testAppForFile(() => ({ database: otherConnections }));

const member = (tier: SubscriptionTier, adminRole: AdminRole | null = null): Promise<FastMember> => memberWith(testApp, tier, adminRole);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const validGig = (overrides: Record<string, unknown> = {}) => ({
  title: 'Landing page for a bakery subscription',
  description: 'Design and build a one-page site with a waitlist form and three sections.',
  budgetMinCents: 50_000,
  skills: ['Web Design', 'copywriting'],
  deadline: inDays(14),
  ...overrides,
});

async function ok<T>(response: Response, status = 200): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
const post = async (client: TestClient, overrides: Record<string, unknown> = {}) => ok<GigDetail>(await client.post('/api/gigs', validGig(overrides)), 201);
const apply = (client: TestClient, gigId: string, pitch = 'I have built twelve landing pages for food businesses this year.') => client.post(`/api/gigs/${gigId}/applications`, { pitch });
const notifications = async (client: TestClient) => (await ok<NotificationList>(await client.get('/api/me/notifications'))).items;

describe('access', () => {
  it('refuses visitors, and members below Master Builder with the upgrade prompt', async () => {
    const visitor = (await import('#tests/helpers/test-app.ts')).createClient(testApp);
    expect((await visitor.get('/api/gigs')).status).toBe(401);
    for (const tier of ['explorer', 'community'] as const) {
      const { client } = await member(tier);
      const refusal = await errorOf(await client.get('/api/gigs'), 403);
      expect(refusal).toMatchObject({
        code: 'FEATURE_LOCKED',
        message: 'Available exclusively on the Master Builder plan and above',
        details: { feature: 'GIGS_MARKETPLACE_ACCESS', requiredTier: 'master_builder' },
      });
      expect((await client.post('/api/gigs', validGig())).status).toBe(403);
    }
  });

  it('lets Master Builder, Legacy Founder and super_admin in, and a member moved down to Community out', async () => {
    for (const [tier, role] of [['master_builder', null], ['legacy_founder', null], ['explorer', 'super_admin']] as const) {
      const { client } = await member(tier, role);
      expect((await client.get('/api/gigs')).status).toBe(200);
    }
    const moved = await member('master_builder');
    const gig = await post(moved.client);
    await testApp.db.update(subscribers).set({ subscriptionTier: 'community' }).where(eq(subscribers.userId, moved.userId));
    expect((await errorOf(await moved.client.get(`/api/gigs/${gig.id}`), 403)).code).toBe('FEATURE_LOCKED');
  });

  it('lets staff with ADMIN_CONTENT read listings and remove them, but not post or apply', async () => {
    const editor = await member('explorer', 'editor');
    expect((await editor.client.get('/api/gigs')).status).toBe(200);
    expect((await errorOf(await editor.client.post('/api/gigs', validGig()), 403)).code).toBe('FEATURE_LOCKED');
  });
});

describe('posting', () => {
  it('stores a gig and lists it, with dollars as whole cents, normalised skills and the poster', async () => {
    const poster = await member('master_builder');
    const gig = await post(poster.client, { budgetMinCents: 80_000, budgetMaxCents: 120_000, skills: ['  Web   Design ', 'SEO'] });
    expect(gig).toMatchObject({ status: 'open', budgetMinCents: 80_000, budgetMaxCents: 120_000, skills: ['web design', 'seo'], mine: true, acceptingApplications: true });
    expect(gig.poster.displayName).toBe(poster.displayName);
    const fixed = await post(poster.client, { title: 'A fixed-price logo for a newsletter' });
    expect(fixed).toMatchObject({ budgetMinCents: 50_000, budgetMaxCents: 50_000 });

    const other = await member('legacy_founder');
    const list = await ok<GigList>(await other.client.get('/api/gigs?skill=SEO'));
    expect(list.gigs.map((item) => item.id)).toContain(gig.id);
    expect(list.gigs.map((item) => item.id)).not.toContain(fixed.id);
    expect(list.skills).toEqual(expect.arrayContaining(['seo', 'web design', 'copywriting']));
    const posted = await ok<GigList>(await poster.client.get('/api/gigs?view=posted'));
    expect(posted.gigs.map((item) => item.id).sort()).toEqual([gig.id, fixed.id].sort());
  });

  it.each([
    [{ title: 'Short' }, GIG_MESSAGES.titleTooShort],
    [{ title: 'x'.repeat(121) }, GIG_MESSAGES.titleTooLong],
    [{ description: 'Too short.' }, GIG_MESSAGES.descriptionTooShort],
    [{ budgetMinCents: 0 }, GIG_MESSAGES.budgetTooLow],
    [{ budgetMinCents: -500 }, GIG_MESSAGES.budgetTooLow],
    [{ budgetMinCents: 12_345 }, GIG_MESSAGES.budgetWhole],
    [{ budgetMinCents: 200_000_000 }, GIG_MESSAGES.budgetTooHigh],
    [{ budgetMinCents: 90_000, budgetMaxCents: 40_000 }, GIG_MESSAGES.budgetRange],
    [{ deadline: inDays(0) }, GIG_MESSAGES.deadlinePast],
    [{ deadline: inDays(-3) }, GIG_MESSAGES.deadlinePast],
    [{ deadline: inDays(400) }, GIG_MESSAGES.deadlineTooFar],
    [{ deadline: '2027-02-30' }, GIG_MESSAGES.deadlineInvalid],
    [{ skills: [] }, GIG_MESSAGES.skillsCount],
    [{ skills: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }, GIG_MESSAGES.skillsCount],
    [{ skills: ['SEO', 'seo'] }, GIG_MESSAGES.skillsRepeated],
    [{ skills: ['  '] }, GIG_MESSAGES.skillInvalid],
  ])('refuses %j with a clear message and stores nothing', async (overrides, message) => {
    const poster = await member('master_builder');
    const refusal = await errorOf(await poster.client.post('/api/gigs', validGig(overrides)), 400);
    expect(refusal.message).toBe(message);
    expect(await testApp.db.select().from(gigs).where(eq(gigs.posterId, poster.userId))).toHaveLength(0);
  });
});

describe('ownership', () => {
  it("answers another member's gig with a 404 for every write, and lets the poster edit and close", async () => {
    const poster = await member('master_builder');
    const stranger = await member('master_builder');
    const gig = await post(poster.client);
    for (const response of [
      await stranger.client.put(`/api/gigs/${gig.id}`, validGig({ title: 'Taken over by a stranger' })),
      await stranger.client.post(`/api/gigs/${gig.id}/close`),
      await stranger.client.post(`/api/gigs/${gig.id}/pick`, { applicationId: gig.id }),
    ]) {
      expect((await errorOf(response, 404)).message).toBe(GIG_MESSAGES.notFound);
    }
    expect((await ok<GigDetail>(await poster.client.get(`/api/gigs/${gig.id}`))).title).toBe(gig.title);

    const edited = await ok<GigDetail>(await poster.client.put(`/api/gigs/${gig.id}`, validGig({ title: 'Landing page and logo for a bakery', budgetMaxCents: 90_000 })));
    expect(edited).toMatchObject({ title: 'Landing page and logo for a bakery', budgetMinCents: 50_000, budgetMaxCents: 90_000 });
    const closed = await ok<GigDetail>(await poster.client.post(`/api/gigs/${gig.id}/close`));
    expect(closed).toMatchObject({ status: 'closed', acceptingApplications: false });
    expect((await errorOf(await poster.client.put(`/api/gigs/${gig.id}`, validGig()), 409)).message).toBe(GIG_MESSAGES.notEditable);
    // A closed gig is no longer shown to members who never applied.
    expect((await errorOf(await stranger.client.get(`/api/gigs/${gig.id}`), 404)).message).toBe(GIG_MESSAGES.notFound);
  });
});

describe('applying', () => {
  it('takes one application per member, never to their own gig, and tells the poster', async () => {
    const poster = await member('master_builder');
    const applicant = await member('legacy_founder');
    const gig = await post(poster.client);
    expect((await errorOf(await apply(poster.client, gig.id), 409)).message).toBe(GIG_MESSAGES.ownGig);
    expect((await errorOf(await apply(applicant.client, gig.id, 'Too short'), 400)).message).toBe(GIG_MESSAGES.pitchTooShort);

    const applied = await ok<GigDetail>(await apply(applicant.client, gig.id), 201);
    expect(applied.applied).toBe(true);
    expect(applied.applications).toEqual([expect.objectContaining({ applicant: expect.objectContaining({ id: applicant.userId }), picked: false })]);
    expect((await errorOf(await apply(applicant.client, gig.id), 409)).message).toBe(GIG_MESSAGES.alreadyApplied);

    const seen = await ok<GigDetail>(await poster.client.get(`/api/gigs/${gig.id}`));
    expect(seen.applications.map((item) => item.applicant.id)).toEqual([applicant.userId]);
    // Another member sees the gig but nobody's pitch.
    const bystander = await member('master_builder');
    expect((await ok<GigDetail>(await bystander.client.get(`/api/gigs/${gig.id}`))).applications).toEqual([]);

    expect(await notifications(poster.client)).toEqual([
      expect.objectContaining({ actionType: 'gig_applied', type: 'gig', title: 'New Gig Application', message: `${applicant.displayName} applied to your gig "${gig.title}"` }),
    ]);
  });

  it('refuses applications after the deadline or once the gig is closed', async () => {
    const poster = await member('master_builder');
    const applicant = await member('master_builder');
    const late = await post(poster.client);
    await testApp.db.update(gigs).set({ deadline: inDays(-1) }).where(eq(gigs.id, late.id));
    expect((await errorOf(await apply(applicant.client, late.id), 409)).message).toBe(GIG_MESSAGES.pastDeadline);
    expect((await ok<GigList>(await applicant.client.get('/api/gigs'))).gigs.map((item) => item.id)).not.toContain(late.id);

    const closed = await post(poster.client);
    await poster.client.post(`/api/gigs/${closed.id}/close`);
    expect((await errorOf(await apply(applicant.client, closed.id), 404)).message).toBe(GIG_MESSAGES.notFound);
    expect(await testApp.db.select().from(gigApplications).where(eq(gigApplications.applicantId, applicant.userId))).toHaveLength(0);
  });
});

describe('picking', () => {
  it('fills the gig and notifies the picked member, the poster and the applicants not picked', async () => {
    const poster = await member('master_builder');
    const [chosen, passed] = [await member('master_builder'), await member('legacy_founder')];
    const gig = await post(poster.client);
    await apply(chosen.client, gig.id);
    await apply(passed.client, gig.id);
    const applications = (await ok<GigDetail>(await poster.client.get(`/api/gigs/${gig.id}`))).applications;
    const pickId = applications.find((item) => item.applicant.id === chosen.userId)!.id;

    expect((await errorOf(await poster.client.post(`/api/gigs/${gig.id}/pick`, { applicationId: gig.id }), 404)).message).toBe(GIG_MESSAGES.applicationNotFound);
    const filled = await ok<GigDetail>(await poster.client.post(`/api/gigs/${gig.id}/pick`, { applicationId: pickId }));
    expect(filled).toMatchObject({ status: 'filled', acceptingApplications: false, picked: expect.objectContaining({ id: chosen.userId }) });

    expect(await notifications(chosen.client)).toEqual([
      expect.objectContaining({ actionType: 'gig_picked', message: expect.stringContaining(`${poster.displayName} picked you for the gig "${gig.title}"`) }),
    ]);
    expect(await notifications(passed.client)).toEqual([
      expect.objectContaining({ actionType: 'gig_filled', message: `${poster.displayName} picked another member for the gig "${gig.title}"` }),
    ]);
    expect((await notifications(poster.client)).map((item) => item.actionType).sort()).toEqual(['gig_applied', 'gig_applied', 'gig_pick_made']);
    expect((await notifications(poster.client)).find((item) => item.actionType === 'gig_pick_made')?.message).toContain(`You picked ${chosen.displayName} for your gig "${gig.title}"`);

    // The applicant not picked still sees the gig, filled, without whom.
    expect(await ok<GigDetail>(await passed.client.get(`/api/gigs/${gig.id}`))).toMatchObject({ status: 'filled', picked: null });
    const latecomer = await member('master_builder');
    expect((await apply(latecomer.client, gig.id)).status).toBe(404);
    expect((await errorOf(await poster.client.post(`/api/gigs/${gig.id}/pick`, { applicationId: pickId }), 409)).message).toBe(GIG_MESSAGES.alreadyPicked);
  });

  it('lets exactly one of several picks at once, on two instances, win', async () => {
    const poster = await member('master_builder');
    const gig = await post(poster.client);
    const applicants = await Promise.all(Array.from({ length: 6 }, () => member('master_builder')));
    for (const applicant of applicants) await apply(applicant.client, gig.id);
    const applications = (await ok<GigDetail>(await poster.client.get(`/api/gigs/${gig.id}`))).applications;
    const responses = await Promise.all(
      applications.map((application, index) => (index % 2 === 0 ? poster.client : memberOn(otherInstance, poster)).post(`/api/gigs/${gig.id}/pick`, { applicationId: application.id })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(applications.length - 1);
    const winner = applications[statuses.indexOf(200)]!;
    const [row] = await testApp.db.select().from(gigs).where(eq(gigs.id, gig.id));
    expect(row).toMatchObject({ status: 'filled', pickedApplicationId: winner.id });
    await testApp.afterRequest();
    await otherInstance.afterRequest();
    const picked = await testApp.db.execute(sql`select count(*)::int as n from user_actions where action_type = 'gig_picked' and action_metadata->>'gigId' = ${gig.id}`);
    expect((picked as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('never lets an application slip in while a pick commits', async () => {
    const poster = await member('master_builder');
    const gig = await post(poster.client);
    const first = await member('master_builder');
    await apply(first.client, gig.id);
    const [application] = (await ok<GigDetail>(await poster.client.get(`/api/gigs/${gig.id}`))).applications;
    const late = await Promise.all(Array.from({ length: 8 }, () => member('master_builder')));
    const [pick, ...applies] = await Promise.all([
      memberOn(otherInstance, poster).post(`/api/gigs/${gig.id}/pick`, { applicationId: application!.id }),
      ...late.map((applicant) => apply(applicant.client, gig.id)),
    ]);
    expect(pick!.status).toBe(200);
    // Those that came before the pick took the row are applications it saw (and told "filled"); none came after.
    const accepted = applies.filter((response) => response.status === 201).length;
    expect(applies.every((response) => response.status === 201 || response.status === 404)).toBe(true);
    await testApp.afterRequest();
    const rows = await testApp.db.select().from(gigApplications).where(eq(gigApplications.gigId, gig.id));
    expect(rows).toHaveLength(1 + accepted);
    const filledNotices = await testApp.db.execute(sql`select count(*)::int as n from user_actions where action_type = 'gig_filled' and action_metadata->>'gigId' = ${gig.id}`);
    expect((filledNotices as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(accepted);
  });
});

describe('moderation', () => {
  it('lets ADMIN_CONTENT staff remove a listing with a reason the poster sees and is told', async () => {
    const poster = await member('master_builder');
    const gig = await post(poster.client);
    const master = await member('master_builder');
    expect((await errorOf(await master.client.post(`/api/gigs/${gig.id}/removal`, { reason: 'Spam' }), 403)).code).toBe('ADMIN_ACCESS_REQUIRED');
    const contributor = await member('explorer', 'contributor');
    expect((await errorOf(await contributor.client.post(`/api/gigs/${gig.id}/removal`, { reason: '' }), 400)).message).toBe(GIG_MESSAGES.reasonRequired);
    const removed = await ok<GigDetail>(await contributor.client.post(`/api/gigs/${gig.id}/removal`, { reason: 'Asks for payment in gift cards.' }));
    expect(removed).toMatchObject({ status: 'removed', canRemove: false, removal: expect.objectContaining({ reason: 'Asks for payment in gift cards.' }) });
    expect((await ok<GigDetail>(await poster.client.get(`/api/gigs/${gig.id}`))).removal?.reason).toBe('Asks for payment in gift cards.');
    expect(await notifications(poster.client)).toEqual([expect.objectContaining({ actionType: 'gig_removed', message: `Your gig "${gig.title}" was removed by the Flightdeck team: Asks for payment in gift cards.` })]);
    expect((await master.client.get(`/api/gigs/${gig.id}`)).status).toBe(404);
    expect((await errorOf(await contributor.client.post(`/api/gigs/${gig.id}/removal`, { reason: 'Again' }), 409)).message).toBe(GIG_MESSAGES.alreadyRemoved);
    const all = await ok<GigList>(await contributor.client.get('/api/admin/gigs'));
    expect(all.gigs.find((item) => item.id === gig.id)?.status).toBe('removed');
    expect((await master.client.get('/api/admin/gigs')).status).toBe(403);
  });
});

describe("the member's data", () => {
  it('exports gigs and applications, and erasure removes the gigs and applications of the member', async () => {
    const poster = await member('master_builder');
    const applicant = await member('master_builder');
    const other = await member('master_builder');
    const own = await post(applicant.client, { title: 'A gig of the member who leaves' });
    await apply(other.client, own.id);
    const theirs = await post(poster.client);
    await apply(applicant.client, theirs.id);
    const [application] = (await ok<GigDetail>(await poster.client.get(`/api/gigs/${theirs.id}`))).applications;
    await poster.client.post(`/api/gigs/${theirs.id}/pick`, { applicationId: application!.id });

    const exported = await ok<{ gigs: { id: string }[]; gigApplications: { gigId: string; pitch: string; picked: boolean }[] }>(await applicant.client.get('/api/me/export'));
    expect(exported.gigs.map((item) => item.id)).toEqual([own.id]);
    expect(exported.gigApplications).toEqual([expect.objectContaining({ gigId: theirs.id, picked: true })]);

    await eraseAccountNow(testApp, applicant);
    expect(await testApp.db.select().from(gigs).where(eq(gigs.posterId, applicant.userId))).toHaveLength(0);
    expect(await testApp.db.select().from(gigApplications).where(eq(gigApplications.applicantId, applicant.userId))).toHaveLength(0);
    expect(await testApp.db.select().from(gigApplications).where(eq(gigApplications.gigId, own.id))).toHaveLength(0);
    // The gig that picked them stays filled; whom it picked is gone.
    expect(await ok<GigDetail>(await poster.client.get(`/api/gigs/${theirs.id}`))).toMatchObject({ status: 'filled', picked: null, applications: [] });
  });
});
