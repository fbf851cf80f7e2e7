import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bootcampEnrollments, bootcamps } from '#server/db/schema/academy.ts';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import { billingHistory, checkoutSessions, invoiceCounters, promotions } from '#server/db/schema/billing.ts';
import { BILLING_MESSAGES } from '#shared/schemas/billing.ts';
import { fastMember, fastMembers, memberOn, type FastMember } from '#tests/helpers/fast-members.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/helpers/test-app.ts';

// A checkout is a quote, checked again when it is paid (decision 041). Two test-mode instances
// share one database (on PostgreSQL each with its own connections), as two servers do.

let first: TestApp;
let second: TestApp;
let admin: FastMember;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ database: first.handle });
  admin = await fastMember(first);
  await first.db.update(profiles).set({ adminRole: 'administrator' }).where(eq(profiles.userId, admin.userId));
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const CARD = '4242 4242 4242 4242';
type ErrorBody = { error: { code: string; message: string; details?: { amountCents?: number } } };

async function open(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post('/api/billing/checkout', body);
  return { response, id: response.status === 200 ? ((await response.clone().json()) as { url: string }).url.split('/').pop()! : null };
}
async function openOk(client: TestClient, body: Record<string, unknown>) {
  const { response, id } = await open(client, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return id!;
}
const pay = (client: TestClient, id: string) => client.post(`/api/billing/checkout/${id}/pay`, { cardNumber: CARD });
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;
const tierOf = async (userId: string) => (await first.db.select().from(subscribers).where(eq(subscribers.userId, userId)))[0]!.subscriptionTier;
const chargesOf = (userId: string) => first.db.select().from(billingHistory).where(and(eq(billingHistory.userId, userId), eq(billingHistory.kind, 'charge')));
const sessionRow = async (id: string) => (await first.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!;
const lastInvoiceNumber = async () => (await first.db.select().from(invoiceCounters))[0]?.lastNumber ?? 0;
/** A Community checkout stored closed, as an old one that is opened again later. */
async function closedCommunityCheckout(userId: string, billingCycle: 'monthly' | 'annual', cents: number) {
  const [row] = await first.db
    .insert(checkoutSessions)
    .values({ userId, kind: 'plan', plan: 'community', billingCycle, subtotalCents: cents, amountCents: cents, provider: 'test', status: 'expired' })
    .returning();
  return row!;
}

async function promo(values: Partial<typeof promotions.$inferInsert> & { code: string }) {
  const [row] = await first.db
    .insert(promotions)
    .values({ applicablePlans: ['community', 'master_builder'], discountType: 'percentage', discountValue: 10, ...values })
    .returning();
  return row!;
}

describe('a promo code’s limits are its limits', () => {
  it('six members redeeming a one-use code in parallel on two instances: one pays, the count is 1 of 1', async () => {
    const code = await promo({ code: `ONE${Date.now()}`, maxRedemptions: 1 });
    const members = await fastMembers(first, 6);
    const opened = await Promise.all(
      members.map((member, i) => open(memberOn(i % 2 ? second : first, member), { kind: 'plan', plan: 'community', cycle: 'monthly', promoCode: code.code })),
    );
    const paid = await Promise.all(opened.map(({ id }, i) => (id ? pay(memberOn(i % 2 ? first : second, members[i]!), id) : null)));
    expect(paid.filter((response) => response?.status === 200)).toHaveLength(1);
    for (const { response } of opened.filter(({ id }) => !id)) expect((await errorOf(response)).message).toBe(BILLING_MESSAGES.promoExhausted);
    const [after] = await first.db.select().from(promotions).where(eq(promotions.id, code.id));
    expect(after!.redemptionCount).toBe(1);
  });

  it('one member opening two checkouts one after the other redeems the code once', async () => {
    const code = await promo({ code: `TWICE${Date.now()}`, maxRedemptions: 5 });
    const member = await fastMember(first);
    const earlier = await openOk(member.client, { kind: 'plan', plan: 'community', cycle: 'monthly', promoCode: code.code });
    const later = await openOk(memberOn(second, member), { kind: 'plan', plan: 'community', cycle: 'annual', promoCode: code.code });
    const stale = await pay(member.client, earlier);
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(BILLING_MESSAGES.checkoutReplaced);
    expect((await pay(member.client, later)).status).toBe(200);
    expect((await first.db.select().from(promotions).where(eq(promotions.id, code.id)))[0]!.redemptionCount).toBe(1);
    expect(await chargesOf(member.userId)).toHaveLength(1);
  });

  it('a code that expires between opening and paying no longer applies: the checkout closes with the reason', async () => {
    const code = await promo({ code: `SOON${Date.now()}` });
    const member = await fastMember(first);
    const id = await openOk(member.client, { kind: 'plan', plan: 'community', cycle: 'annual', promoCode: code.code });
    await first.db.update(promotions).set({ endsAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 60_000) }).where(eq(promotions.id, code.id));
    const response = await pay(member.client, id);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(BILLING_MESSAGES.promoExpired);
    expect(await tierOf(member.userId)).toBe('explorer');
    expect(await sessionRow(id)).toMatchObject({ status: 'expired', closedReason: BILLING_MESSAGES.promoExpired });
    const summary = (await (await member.client.get(`/api/billing/checkout/${id}`)).json()) as { status: string; closedReason: string };
    expect(summary).toMatchObject({ status: 'expired', closedReason: BILLING_MESSAGES.promoExpired });
  });
});

describe('a refunded payment is no longer credit', () => {
  it('an upgrade opened with credit, then the credited payment refunded: paying shows the full price and charges nothing until paid again', async () => {
    const member = await fastMember(first);
    expect((await pay(member.client, await openOk(member.client, { kind: 'plan', plan: 'community', cycle: 'annual' }))).status).toBe(200);
    const id = await openOk(member.client, { kind: 'plan', plan: 'legacy_founder', cycle: 'one_time' });
    expect((await sessionRow(id)).creditCents).toBeGreaterThan(32_000);
    const [charge] = await chargesOf(member.userId);
    expect((await admin.client.post(`/api/admin/billing/payments/${charge!.id}/refund`)).status).toBe(200);
    const numberBefore = await lastInvoiceNumber();

    const stale = await memberOn(second, member).post(`/api/billing/checkout/${id}/pay`, { cardNumber: CARD });
    expect(stale.status).toBe(409);
    const error = await errorOf(stale);
    expect(error).toMatchObject({ code: 'CHECKOUT_REPRICED', details: { amountCents: 277_700 } });
    expect(error.message).toContain('$2,777');
    expect(await tierOf(member.userId)).toBe('explorer');
    expect(await lastInvoiceNumber()).toBe(numberBefore);
    const summary = (await (await member.client.get(`/api/billing/checkout/${id}`)).json()) as { amountCents: number; status: string };
    expect(summary).toMatchObject({ amountCents: 277_700, status: 'open' });

    expect((await pay(member.client, id)).status).toBe(200);
    expect(await tierOf(member.userId)).toBe('legacy_founder');
    const legacy = (await chargesOf(member.userId)).find((row) => row.subscriptionPlan === 'legacy_founder');
    expect(legacy).toMatchObject({ priceCents: 277_700, creditCents: 0 });
  });
});

describe('seats are scarce', () => {
  it('27 members for a bootcamp of 25 seats, across two instances: 25 hold a seat, 25 enrolled', async () => {
    const [camp] = await first.db
      .insert(bootcamps)
      .values({ slug: `camp-${Date.now()}`, name: 'Scarce Seats Bootcamp', startDate: '2027-03-01', durationWeeks: 4, maxSeats: 25, priceCents: 9_900 })
      .returning();
    const members = await fastMembers(first, 27);
    const opened = await Promise.all(members.map((member, i) => open(memberOn(i % 2 ? second : first, member), { kind: 'bootcamp', bootcampId: camp!.id })));
    const refused = opened.filter(({ id }) => !id);
    expect(refused).toHaveLength(2);
    for (const { response } of refused) expect((await errorOf(response)).message).toBe(BILLING_MESSAGES.bootcampFull);
    const paid = await Promise.all(opened.map(({ id }, i) => (id ? pay(memberOn(i % 2 ? first : second, members[i]!), id) : null)));
    expect(paid.filter((response) => response?.status === 200)).toHaveLength(25);
    const seats = await first.db.select().from(bootcampEnrollments).where(eq(bootcampEnrollments.bootcampId, camp!.id));
    expect(seats).toHaveLength(25);
  });

  it('an abandoned checkout gives its seat back when its hold ends', async () => {
    const [camp] = await first.db
      .insert(bootcamps)
      .values({ slug: `one-${Date.now()}`, name: 'One Seat Bootcamp', startDate: '2027-03-01', durationWeeks: 4, maxSeats: 1, priceCents: 9_900 })
      .returning();
    const [holder, next] = await fastMembers(first, 2);
    const held = await openOk(holder.client, { kind: 'bootcamp', bootcampId: camp!.id });
    expect((await open(next.client, { kind: 'bootcamp', bootcampId: camp!.id })).response.status).toBe(409);
    await first.db.update(checkoutSessions).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(checkoutSessions.id, held));
    expect((await pay(next.client, await openOk(next.client, { kind: 'bootcamp', bootcampId: camp!.id }))).status).toBe(200);
    expect((await pay(holder.client, held)).status).toBe(409);
  });
});

describe('no one is charged twice', () => {
  it('one open checkout per member and purpose: the same purchase again returns it, another closes it', async () => {
    const member = await fastMember(first);
    const monthly = await openOk(member.client, { kind: 'plan', plan: 'community', cycle: 'monthly' });
    expect(await openOk(memberOn(second, member), { kind: 'plan', plan: 'community', cycle: 'monthly' })).toBe(monthly);
    const annual = await openOk(member.client, { kind: 'plan', plan: 'community', cycle: 'annual' });
    expect(annual).not.toBe(monthly);
    const [one, two] = await Promise.all([pay(member.client, monthly), pay(memberOn(second, member), annual)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect(await chargesOf(member.userId)).toHaveLength(1);
  });

  it('paying one checkout twice in parallel on two instances charges once', async () => {
    const member = await fastMember(first);
    const id = await openOk(member.client, { kind: 'plan', plan: 'master_builder', cycle: 'monthly' });
    const answers = await Promise.all([pay(member.client, id), pay(memberOn(second, member), id), pay(member.client, id)]);
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await chargesOf(member.userId)).toHaveLength(1);
  });

  it('a stale Community checkout paid after an upgrade to Master Builder is refused and charges nothing', async () => {
    const member = await fastMember(first);
    // A checkout left open from before (the way one looked before one-per-purpose), then an upgrade.
    const stale = await closedCommunityCheckout(member.userId, 'annual', 32_400);
    const upgrade = await openOk(memberOn(second, member), { kind: 'plan', plan: 'master_builder', cycle: 'annual' });
    expect((await pay(member.client, upgrade)).status).toBe(200);
    await first.db.update(checkoutSessions).set({ status: 'open' }).where(eq(checkoutSessions.id, stale.id));
    const response = await pay(member.client, stale.id);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(BILLING_MESSAGES.downgradeViaSubscription);
    expect(await tierOf(member.userId)).toBe('master_builder');
    expect(await chargesOf(member.userId)).toHaveLength(1);
  });

  it('a checkout for the plan already held, made before it was bought, is refused with the reason', async () => {
    const member = await fastMember(first);
    const early = await closedCommunityCheckout(member.userId, 'monthly', 4_700);
    expect((await pay(member.client, await openOk(member.client, { kind: 'plan', plan: 'community', cycle: 'annual' }))).status).toBe(200);
    await first.db.update(checkoutSessions).set({ status: 'open' }).where(eq(checkoutSessions.id, early.id));
    const response = await pay(member.client, early.id);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(BILLING_MESSAGES.alreadyOnPlan);
    expect(await chargesOf(member.userId)).toHaveLength(1);
  });
});

describe('a checkout belongs to the provider that made it', () => {
  it('a test-mode checkout made before Stripe keys were set is not paid on an instance with Stripe keys', async () => {
    const stripeSite = await createTestApp({ database: first.handle, stripe: { secretKey: 'sk_test_unused', webhookSecret: 'whsec_unused', api: { host: '127.0.0.1', port: 9, protocol: 'http' } } });
    try {
      const member = await fastMember(first);
      const id = await openOk(member.client, { kind: 'plan', plan: 'legacy_founder', cycle: 'one_time' });
      const numberBefore = await lastInvoiceNumber();
      const response = await memberOn(stripeSite, member).post(`/api/billing/checkout/${id}/pay`, { cardNumber: CARD });
      expect(response.status).toBe(409);
      expect((await errorOf(response)).message).toBe(BILLING_MESSAGES.providerChanged);
      expect(await tierOf(member.userId)).toBe('explorer');
      expect(await lastInvoiceNumber()).toBe(numberBefore);
      expect((await sessionRow(id)).status).toBe('expired');
    } finally {
      await stripeSite.close();
    }
  });

  it('with Stripe unreachable, opening a checkout answers 503 with a message and leaves no checkout behind', async () => {
    const stripeSite = await createTestApp({ database: first.handle, stripe: { secretKey: 'sk_test_unused', webhookSecret: 'whsec_unused', api: { host: '127.0.0.1', port: 9, protocol: 'http' } } });
    try {
      const member = await fastMember(first);
      const response = await memberOn(stripeSite, member).post('/api/billing/checkout', { kind: 'plan', plan: 'community', cycle: 'monthly' });
      expect(response.status).toBe(503);
      expect(await errorOf(response)).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', message: BILLING_MESSAGES.providerUnavailable });
      expect(await first.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, member.userId))).toHaveLength(0);
    } finally {
      await stripeSite.close();
    }
  });
});
