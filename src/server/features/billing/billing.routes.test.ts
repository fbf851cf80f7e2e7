import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bootcampEnrollments, bootcamps } from '#server/db/schema/academy.ts';
import { subscribers } from '#server/db/schema/accounts.ts';
import { billingHistory, checkoutSessions, promotions } from '#server/db/schema/billing.ts';
import { BILLING_MESSAGES } from '#shared/schemas/billing.ts';
import type { BootcampList } from '#shared/schemas/bootcamps.ts';
import { fastMember, type FastMember } from '#tests/helpers/fast-members.ts';
import { documentedAnswer } from '#tests/helpers/documented-answers.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile();
const visitor = createClient(testApp);

const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

async function startCheckout(member: FastMember, body: Record<string, unknown>) {
  const response = await member.client.post('/api/billing/checkout', body);
  expect(response.status, await response.clone().text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return url.split('/').pop()!;
}

async function pay(member: FastMember, sessionId: string, cardNumber = SUCCEEDS) {
  return member.client.post(`/api/billing/checkout/${sessionId}/pay`, { cardNumber });
}

const subscriberOf = async (userId: string) => (await testApp.db.select().from(subscribers).where(eq(subscribers.userId, userId)))[0]!;
const historyOf = (userId: string) => testApp.db.select().from(billingHistory).where(eq(billingHistory.userId, userId));

describe('POST /api/billing/checkout', () => {
  it('needs a signed-in member', async () => {
    const response = await visitor.post('/api/billing/checkout', { kind: 'plan', plan: 'community', cycle: 'annual' });
    expect(response.status).toBe(401);
  });

  it('refuses what is not for sale with the reason', async () => {
    const member = await fastMember(testApp);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kind: 'plan', plan: 'gold', cycle: 'annual' }, 400, BILLING_MESSAGES.plan],
      [{ kind: 'plan', plan: 'explorer', cycle: 'monthly' }, 400, BILLING_MESSAGES.explorerIsFree],
      [{ kind: 'plan', plan: 'legacy_founder', cycle: 'monthly' }, 400, BILLING_MESSAGES.cycleNotOffered],
      [{ kind: 'plan', plan: 'community', cycle: 'one_time' }, 400, BILLING_MESSAGES.cycleNotOffered],
      [{ kind: 'bootcamp', bootcampId: '00000000-0000-4000-8000-000000000000' }, 404, BILLING_MESSAGES.bootcampNotFound],
    ];
    for (const [body, status, message] of cases) {
      const response = await member.client.post('/api/billing/checkout', body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
  });

  it('buys Community annually with the test card: tier, period, invoice, receipt and event in one go', async () => {
    const member = await fastMember(testApp);
    const sessionId = await startCheckout(member, { kind: 'plan', plan: 'community', cycle: 'annual' });
    const summary = await documentedAnswer(testApp, 'get /billing/checkout/{id}', await member.client.get(`/api/billing/checkout/${sessionId}`));
    expect(summary).toMatchObject({ amountCents: 32_400, status: 'open', closedReason: null });

    const paid = await pay(member, sessionId);
    expect(paid.status).toBe(200);
    expect(await documentedAnswer(testApp, 'post /billing/checkout/{id}/pay', paid)).toEqual({ status: 'completed', redirectTo: '/account/subscription?purchased=1' });
    const sub = await subscriberOf(member.userId);
    expect(sub).toMatchObject({ subscriptionTier: 'community', billingCycle: 'annual', subscriptionStatus: 'active', cardLast4: '4242' });
    expect(sub.currentPeriodEnd!.getUTCFullYear()).toBe(sub.currentPeriodStart!.getUTCFullYear() + 1);
    const [row] = await historyOf(member.userId);
    expect(row).toMatchObject({ subscriptionPlan: 'community', priceCents: 32_400, kind: 'charge' });
    expect(row!.invoiceNumber).toMatch(/^FD-\d{4}-\d{6}$/);
    expect(row!.nextBillingDate?.toISOString()).toBe(sub.currentPeriodEnd!.toISOString());
    const receipts = await testApp.outbox(member.email);
    expect(receipts[0]?.subject).toContain(row!.invoiceNumber);
    expect(receipts[0]?.textBody).toContain('$324');
    const bell = (await (await member.client.get('/api/me/notifications')).json()) as { items: { title: string; message: string }[] };
    expect(bell.items).toMatchObject([{ title: 'Payment Received', message: `We received $324 for Community — annual plan (invoice ${row!.invoiceNumber})` }]);

    // Paying again (a second click) changes nothing.
    expect(await documentedAnswer(testApp, 'post /billing/checkout/{id}/pay', await pay(member, sessionId))).toEqual({ status: 'completed', redirectTo: '/account/subscription?purchased=1' });
    expect(await documentedAnswer(testApp, 'get /billing/checkout/{id}', await member.client.get(`/api/billing/checkout/${sessionId}`))).toMatchObject({ status: 'completed' });
    expect(await historyOf(member.userId)).toHaveLength(1);
    const me = (await (await member.client.get('/api/me')).json()) as { displayTier: string };
    expect(me.displayTier).toBe('community');
  });

  it('changes nothing for a declined card, an abandoned checkout or another member', async () => {
    const member = await fastMember(testApp);
    const other = await fastMember(testApp);
    const sessionId = await startCheckout(member, { kind: 'plan', plan: 'master_builder', cycle: 'monthly' });
    const declined = await pay(member, sessionId, DECLINED);
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as { error: { message: string } }).error.message).toBe(BILLING_MESSAGES.cardDeclined);
    expect((await pay(member, sessionId, '1234 5678')).status).toBe(400);
    expect((await pay(other, sessionId)).status).toBe(404);
    expect((await other.client.get(`/api/billing/checkout/${sessionId}`)).status).toBe(404);
    expect((await subscriberOf(member.userId)).subscriptionTier).toBe('explorer');
    expect(await historyOf(member.userId)).toHaveLength(0);
    // The same checkout can still be paid with a good card.
    expect((await pay(member, sessionId)).status).toBe(200);
    expect((await subscriberOf(member.userId)).subscriptionTier).toBe('master_builder');
  });

  it('refuses an expired checkout', async () => {
    const member = await fastMember(testApp);
    const sessionId = await startCheckout(member, { kind: 'plan', plan: 'community', cycle: 'monthly' });
    await testApp.db.update(checkoutSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(checkoutSessions.id, sessionId));
    expect((await pay(member, sessionId)).status).toBe(409);
    expect(await documentedAnswer(testApp, 'get /billing/checkout/{id}', await member.client.get(`/api/billing/checkout/${sessionId}`))).toMatchObject({ status: 'expired' });
    expect((await subscriberOf(member.userId)).subscriptionTier).toBe('explorer');
  });

  it('upgrades at once with a credit for the unused period, and refuses the current plan and downgrades', async () => {
    const member = await fastMember(testApp);
    await pay(member, await startCheckout(member, { kind: 'plan', plan: 'community', cycle: 'monthly' }));
    const again = await member.client.post('/api/billing/checkout', { kind: 'plan', plan: 'community', cycle: 'annual' });
    expect(again.status).toBe(409);
    // Half of the month has gone.
    const start = new Date(Date.now() - 15 * 86_400_000);
    const end = new Date(start.getTime() + 30 * 86_400_000);
    await testApp.db.update(subscribers).set({ currentPeriodStart: start, currentPeriodEnd: end }).where(eq(subscribers.userId, member.userId));
    await testApp.db.update(billingHistory).set({ periodStart: start, periodEnd: end }).where(eq(billingHistory.userId, member.userId));
    const sessionId = await startCheckout(member, { kind: 'plan', plan: 'master_builder', cycle: 'monthly' });
    const [session] = await testApp.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(session!.creditCents).toBeGreaterThanOrEqual(2_340);
    expect(session!.creditCents).toBeLessThanOrEqual(2_360);
    expect(session!.amountCents).toBe(8_700 - session!.creditCents);
    await pay(member, sessionId);
    expect((await subscriberOf(member.userId)).subscriptionTier).toBe('master_builder');
    const rows = await historyOf(member.userId);
    expect(rows.find((row) => row.subscriptionPlan === 'master_builder')).toMatchObject({ creditCents: session!.creditCents, priceCents: session!.amountCents });
    const down = await member.client.post('/api/billing/checkout', { kind: 'plan', plan: 'community', cycle: 'monthly' });
    expect(down.status).toBe(409);
  });

  it('sells Legacy Founder once, with no renewal date, and a bootcamp seat at 25% off', async () => {
    const member = await fastMember(testApp);
    await pay(member, await startCheckout(member, { kind: 'plan', plan: 'legacy_founder', cycle: 'one_time' }));
    const sub = await subscriberOf(member.userId);
    expect(sub).toMatchObject({ subscriptionTier: 'legacy_founder', billingCycle: 'lifetime', currentPeriodEnd: null });
    const [bootcamp] = await testApp.db
      .insert(bootcamps)
      .values({ slug: `saas-${Date.now()}`, name: 'SaaS Builder Bootcamp', startDate: '2027-01-10', durationWeeks: 6, maxSeats: 1, priceCents: 49_700 })
      .returning();
    const sessionId = await startCheckout(member, { kind: 'bootcamp', bootcampId: bootcamp!.id });
    const summary = await documentedAnswer<{ amountCents: number; kind: string; lines: unknown[] }>(testApp, 'get /billing/checkout/{id}', await member.client.get(`/api/billing/checkout/${sessionId}`));
    expect(summary).toMatchObject({ amountCents: 37_275, kind: 'bootcamp' });
    expect(summary.lines).toHaveLength(2);
    await pay(member, sessionId);
    const [seat] = await testApp.db.select().from(bootcampEnrollments).where(eq(bootcampEnrollments.userId, member.userId));
    expect(seat).toMatchObject({ bootcampId: bootcamp!.id, pricePaidCents: 37_275 });
    const rows = await historyOf(member.userId);
    expect(rows.find((row) => row.bootcampId === bootcamp!.id)).toMatchObject({ priceCents: 37_275, nextBillingDate: null, discountCents: 12_425 });
    expect((await member.client.post('/api/billing/checkout', { kind: 'bootcamp', bootcampId: bootcamp!.id })).status).toBe(409);
    const late = await fastMember(testApp);
    const full = await late.client.post('/api/billing/checkout', { kind: 'bootcamp', bootcampId: bootcamp!.id });
    expect(full.status).toBe(409);
  });

  it('charges waitlist members 20% less for a seat, Legacy Founders on the waitlist 40% less, as the bootcamps page shows', async () => {
    const [bootcamp] = await testApp.db
      .insert(bootcamps)
      .values({ slug: `waitlist-${Date.now()}`, name: 'Content Creator Bootcamp', startDate: '2027-02-10', durationWeeks: 6, maxSeats: 10, priceCents: 39_700 })
      .returning();
    const seatPrice = async (member: FastMember) => {
      const sessionId = await startCheckout(member, { kind: 'bootcamp', bootcampId: bootcamp!.id });
      const { amountCents } = (await (await member.client.get(`/api/billing/checkout/${sessionId}`)).json()) as { amountCents: number };
      const list = (await (await member.client.get('/api/bootcamps')).json()) as BootcampList;
      expect(list.bootcamps.find((b) => b.id === bootcamp!.id)?.viewerPriceCents).toBe(amountCents);
      return { sessionId, amountCents };
    };

    const signedIn = await fastMember(testApp);
    expect((await seatPrice(signedIn)).amountCents).toBe(39_700);
    expect((await signedIn.client.post('/api/waitlist', { email: `other-${signedIn.email}` })).status).toBe(200);
    const { sessionId, amountCents } = await seatPrice(signedIn);
    expect(amountCents).toBe(31_760);
    await pay(signedIn, sessionId);
    expect((await historyOf(signedIn.userId)).find((row) => row.bootcampId === bootcamp!.id)).toMatchObject({ priceCents: 31_760, discountCents: 7_940 });

    // An address that joined before its owner signed up counts too, in any letter case.
    const legacy = await fastMember(testApp);
    await testApp.db.update(subscribers).set({ subscriptionTier: 'legacy_founder' }).where(eq(subscribers.userId, legacy.userId));
    expect((await seatPrice(legacy)).amountCents).toBe(29_775);
    expect((await visitor.post('/api/waitlist', { email: legacy.email.toUpperCase() })).status).toBe(200);
    expect((await seatPrice(legacy)).amountCents).toBe(23_820);
  });
});

describe('promo codes at checkout', () => {
  beforeAll(async () => {
    await testApp.db.insert(promotions).values([
      { code: 'STUDENT50', applicablePlans: ['community', 'master_builder'], discountType: 'percentage', discountValue: 50 },
      { code: 'OLD', applicablePlans: ['community'], discountType: 'percentage', discountValue: 10, startsAt: new Date('2020-01-01'), endsAt: new Date('2021-01-01') },
      { code: 'ONCE', applicablePlans: ['community'], discountType: 'fixed', discountValue: 20, maxRedemptions: 1 },
    ]);
  });

  it('applies a valid code, case-insensitively, and counts its use', async () => {
    const member = await fastMember(testApp);
    const sessionId = await startCheckout(member, { kind: 'plan', plan: 'community', cycle: 'annual', promoCode: 'student50' });
    await pay(member, sessionId);
    const [row] = await historyOf(member.userId);
    expect(row).toMatchObject({ subtotalCents: 32_400, discountCents: 16_200, priceCents: 16_200, promotionCode: 'STUDENT50' });
    const view = await visitor.get('/api/billing/promotions/student50');
    expect(await documentedAnswer(testApp, 'get /billing/promotions/{code}', view)).toEqual({ code: 'STUDENT50', applicablePlans: ['community', 'master_builder'], discountType: 'percentage', discountValue: 50 });
  });

  it('refuses an expired, exhausted, unknown or wrong-plan code', async () => {
    const member = await fastMember(testApp);
    const buyer = await fastMember(testApp);
    await pay(buyer, await startCheckout(buyer, { kind: 'plan', plan: 'community', cycle: 'monthly', promoCode: 'ONCE' }));
    const cases: [string, string, string][] = [
      ['OLD', 'community', BILLING_MESSAGES.promoExpired],
      ['ONCE', 'community', BILLING_MESSAGES.promoExhausted],
      ['NOPE', 'community', BILLING_MESSAGES.promoInvalid],
      ['STUDENT50', 'legacy_founder', BILLING_MESSAGES.promoWrongPlan('Legacy Founder')],
    ];
    for (const [promoCode, plan, message] of cases) {
      const response = await member.client.post('/api/billing/checkout', { kind: 'plan', plan, cycle: plan === 'legacy_founder' ? 'one_time' : 'monthly', promoCode });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect((await visitor.get('/api/billing/promotions/OLD')).status).toBe(400);
  });
});

describe('subscription, history and invoices', () => {
  it('needs a signed-in member', async () => {
    for (const path of ['/api/billing/subscription', '/api/billing/history', '/api/billing/invoices/00000000-0000-4000-8000-000000000000']) {
      expect((await visitor.get(path)).status).toBe(401);
    }
    expect((await visitor.post('/api/billing/subscription/cancel')).status).toBe(401);
  });

  it('cancels at the period end, keeps access, and undoes it', async () => {
    const member = await fastMember(testApp);
    expect((await member.client.post('/api/billing/subscription/cancel')).status).toBe(409);
    await pay(member, await startCheckout(member, { kind: 'plan', plan: 'community', cycle: 'annual' }));
    const cancelled = await member.client.post('/api/billing/subscription/cancel');
    expect(cancelled.status).toBe(200);
    const view = await documentedAnswer(testApp, 'post /billing/subscription/cancel', cancelled);
    expect(view).toMatchObject({ cancelAtPeriodEnd: true, tier: 'community', nextCharge: null });
    const undone = await documentedAnswer(testApp, 'post /billing/subscription/undo', await member.client.post('/api/billing/subscription/undo'));
    expect(undone).toMatchObject({ cancelAtPeriodEnd: false, nextCharge: { amountCents: 32_400 } });
    const page = await documentedAnswer(testApp, 'get /billing/subscription', await member.client.get('/api/billing/subscription'));
    expect(page).toMatchObject({ tier: 'community', status: 'active', cycle: 'annual', card: { last4: '4242' }, supportEmail: expect.any(String) });
    expect((await member.client.post('/api/billing/subscription/undo')).status).toBe(409);
  });

  it('schedules a downgrade for the period end and refuses an upgrade there', async () => {
    const member = await fastMember(testApp);
    await pay(member, await startCheckout(member, { kind: 'plan', plan: 'master_builder', cycle: 'annual' }));
    expect((await member.client.post('/api/billing/subscription/change', { plan: 'legacy_founder' })).status).toBe(400);
    expect((await member.client.post('/api/billing/subscription/change', { plan: 'nope' })).status).toBe(400);
    const response = await member.client.post('/api/billing/subscription/change', { plan: 'community', cycle: 'monthly' });
    expect(await documentedAnswer(testApp, 'post /billing/subscription/change', response)).toMatchObject({ tier: 'master_builder', pendingTier: 'community', pendingCycle: 'monthly', nextCharge: { amountCents: 4_700 } });
  });

  it('shows a member only their own history and invoices', async () => {
    const member = await fastMember(testApp);
    const other = await fastMember(testApp);
    await pay(member, await startCheckout(member, { kind: 'plan', plan: 'community', cycle: 'monthly' }));
    const { items } = await documentedAnswer<{ items: { id: string; priceCents: number }[] }>(testApp, 'get /billing/history', await member.client.get('/api/billing/history'));
    expect(items).toHaveLength(1);
    const invoice = await member.client.get(`/api/billing/invoices/${items[0]!.id}`);
    expect(await documentedAnswer(testApp, 'get /billing/invoices/{id}', invoice)).toMatchObject({ amountPaidCents: 4_700, subtotalCents: 4_700, company: { name: expect.any(String), address: expect.any(String) } });
    expect((await other.client.get(`/api/billing/invoices/${items[0]!.id}`)).status).toBe(404);
    expect(((await (await other.client.get('/api/billing/history')).json()) as { items: unknown[] }).items).toHaveLength(0);
  });
});
