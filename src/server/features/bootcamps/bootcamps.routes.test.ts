import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bootcampEnrollments, bootcamps, waitlistEntries } from '#server/db/schema/academy.ts';
import { seedAcademy } from '#server/seed/academy-seed.ts';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import { FORM_MESSAGES_PER_ADDRESS } from '#shared/limits.ts';
import type { BootcampList, WaitlistPage } from '#shared/schemas/bootcamps.ts';
import { PRIVACY_MESSAGES } from '#shared/schemas/privacy.ts';
import { fastMembers } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { memberWith } from '#tests/helpers/members.ts';

const testApp = testAppForFile();
const visitor = createClient(testApp);

const member = (tier: SubscriptionTier, adminRole: AdminRole | null = null) => memberWith(testApp, tier, adminRole);

async function ok<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  await seedAcademy(testApp.db);
});

describe('GET /api/bootcamps', () => {
  it('lists the three bootcamps at their prices with seats counted from enrolments', async () => {
    const { bootcamps: list } = await ok<BootcampList>(await visitor.get('/api/bootcamps'));
    expect(list.map((b) => [b.name, b.priceCents])).toEqual([
      ['SaaS Builder Bootcamp', 49_700],
      ['Content Creator Bootcamp', 39_700],
      ['E-commerce Empire Bootcamp', 59_700],
    ]);
    expect(list.map((b) => b.status)).toEqual(['Enrolling Now', 'Early Bird', 'Just Announced']);

    const saas = list[0]!;
    const buyers = await fastMembers(testApp, 3);
    await testApp.db.update(bootcamps).set({ maxSeats: 4 }).where(eq(bootcamps.id, saas.id));
    await testApp.db.insert(bootcampEnrollments).values(buyers.map((buyer) => ({ bootcampId: saas.id, userId: buyer.userId, pricePaidCents: 49_700 })));
    const after = await ok<BootcampList>(await buyers[0]!.client.get('/api/bootcamps'));
    expect(after.bootcamps[0]).toMatchObject({ enrolled: 3, seatsLeft: 1, status: 'Filling Fast', canEnroll: true, viewerEnrolled: true });
    await testApp.db.update(bootcamps).set({ maxSeats: 3 }).where(eq(bootcamps.id, saas.id));
    const full = await ok<BootcampList>(await visitor.get('/api/bootcamps'));
    expect(full.bootcamps[0]).toMatchObject({ seatsLeft: 0, status: 'Sold Out', canEnroll: false, viewerEnrolled: false });
  });

  it('shows a Legacy Founder 25% off', async () => {
    const { client } = await member('legacy_founder');
    const { bootcamps: list } = await ok<BootcampList>(await client.get('/api/bootcamps'));
    expect(list.find((b) => b.slug === 'content-creator')!.viewerPriceCents).toBe(29_775);
    const { bootcamps: full } = await ok<BootcampList>(await visitor.get('/api/bootcamps'));
    expect(full.find((b) => b.slug === 'content-creator')!.viewerPriceCents).toBe(39_700);
  });
});

describe('POST /api/waitlist', () => {
  it("answers with the spec's messages for a missing or invalid address", async () => {
    for (const body of [{}, { email: '' }, { email: '   ' }]) {
      const response = await visitor.post('/api/waitlist', body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe('Please enter your email address to join the waitlist.');
    }
    const response = await visitor.post('/api/waitlist', { email: 'not-an-address' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Please enter a valid email address.');
  });

  it('stores one entry per address, answers a repeat the same and confirms once by e-mail', async () => {
    const email = `waitlist-${Date.now()}@example.com`;
    const expected = { title: 'Welcome to the Waitlist!', message: "You'll be the first to know when new bootcamps are announced." };
    expect(await ok(await visitor.post('/api/waitlist', { email }))).toEqual(expected);
    expect(await ok(await createClient(testApp).post('/api/waitlist', { email: `  ${email.toUpperCase()} ` }))).toEqual(expected);
    const rows = await testApp.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
    expect(rows).toHaveLength(1);
    const mail = await testApp.outbox(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("You're on the Flightdeck bootcamp waitlist");
  });

  it('stores the entry and queues its confirmation in one transaction: neither exists without the other', async () => {
    const email = `waitlist-atomic-${Date.now()}@example.com`;
    // The outbox refuses this one address, as a full disk or a lost connection would.
    await testApp.db.execute(sql.raw(`
      create function refuse_waitlist_mail() returns trigger language plpgsql as $$
      begin
        if new.recipient = '${email}' then raise exception 'outbox unavailable'; end if;
        return new;
      end $$
    `));
    await testApp.db.execute(sql.raw('create trigger refuse_waitlist_mail before insert on email_outbox for each row execute function refuse_waitlist_mail()'));
    try {
      expect((await visitor.post('/api/waitlist', { email })).status).toBe(500);
      expect(await testApp.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email))).toHaveLength(0);
    } finally {
      await testApp.db.execute(sql.raw('drop trigger refuse_waitlist_mail on email_outbox'));
      await testApp.db.execute(sql.raw('drop function refuse_waitlist_mail()'));
    }
    // Once the outbox accepts mail again, the same address joins and its confirmation is queued with it.
    expect((await visitor.post('/api/waitlist', { email })).status).toBe(200);
    expect(await testApp.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email))).toHaveLength(1);
    expect((await testApp.outbox(email)).map((row) => row.subject)).toEqual(["You're on the Flightdeck bootcamp waitlist"]);
  });

  it(`takes at most ${FORM_MESSAGES_PER_ADDRESS} sign-ups an hour from one client, then answers 429 with Retry-After`, async () => {
    const client = createClient(testApp);
    for (let i = 0; i < FORM_MESSAGES_PER_ADDRESS; i += 1) {
      expect((await client.post('/api/waitlist', { email: `waitlist-burst-${i}@example.com` })).status).toBe(200);
    }
    const refused = await client.post('/api/waitlist', { email: 'waitlist-burst-last@example.com' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toBe(PRIVACY_MESSAGES.tooManyMessages);
    expect(await testApp.outbox('waitlist-burst-last@example.com')).toHaveLength(0);
  });
});

describe('GET /api/admin/waitlist', () => {
  it('is for staff with ADMIN_CONTENT', async () => {
    expect((await visitor.get('/api/admin/waitlist')).status).toBe(401);
    const { client: paying } = await member('legacy_founder');
    const refused = await paying.get('/api/admin/waitlist');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('ADMIN_ACCESS_REQUIRED');
    const { client: contributor } = await member('explorer', 'contributor');
    const page = await ok<WaitlistPage>(await contributor.get('/api/admin/waitlist'));
    expect(page.total).toBeGreaterThan(0);
    expect(page.entries[0]).toEqual(expect.objectContaining({ email: expect.stringContaining('@example.com'), bootcampSlug: null }));
    expect((await contributor.get('/api/admin/waitlist?page=0')).status).toBe(400);
  });
});
