import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscribers } from '#server/db/schema/accounts.ts';
import { billingHistory } from '#server/db/schema/billing.ts';
import { events } from '#server/db/schema/events.ts';
import { fastMember, type FastMember } from '#tests/helpers/fast-members.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { addMonthsFromAnchor } from '#shared/domain/billing.ts';
import { runRenewals } from './billing.renewals.ts';

let testApp: TestApp;
let second: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  second = await createTestApp({ database: testApp.handle });
});
afterAll(async () => {
  await second.close();
  await testApp.close();
});

const DAY = 86_400_000;

async function subscribe(member: FastMember, plan: string, cycle: string, card = '4242 4242 4242 4242') {
  const { url } = (await (await member.client.post('/api/billing/checkout', { kind: 'plan', plan, cycle })).json()) as { url: string };
  const paid = await member.client.post(`/api/billing/checkout/${url.split('/').pop()}/pay`, { cardNumber: card });
  expect(paid.status).toBe(200);
}

/** Moves the member's period into the past: it ended `daysAgo` days ago. */
async function endPeriod(userId: string, daysAgo: number, cycle: 'monthly' | 'annual' = 'monthly') {
  const end = new Date(Date.now() - daysAgo * DAY);
  const start = addMonthsFromAnchor(end, cycle === 'monthly' ? -1 : -12);
  await testApp.db.update(subscribers).set({ currentPeriodStart: start, currentPeriodEnd: end, billingAnchorAt: start }).where(eq(subscribers.userId, userId));
  return end;
}

const sub = async (userId: string) => (await testApp.db.select().from(subscribers).where(eq(subscribers.userId, userId)))[0]!;
const charges = (userId: string) => testApp.db.select().from(billingHistory).where(eq(billingHistory.userId, userId));
const sweep = (now = new Date()) => testApp.db.transaction((tx) => runRenewals(tx, now));

describe('renewals', () => {
  it('renews a due subscription once, with a new period, invoice and receipt', async () => {
    const member = await fastMember(testApp);
    await subscribe(member, 'community', 'monthly');
    const end = await endPeriod(member.userId, 1);
    await sweep();
    await sweep();
    const renewed = await sub(member.userId);
    expect(renewed).toMatchObject({ subscriptionTier: 'community', subscriptionStatus: 'active' });
    expect(renewed.currentPeriodStart?.toISOString()).toBe(end.toISOString());
    expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now());
    const rows = await charges(member.userId);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.description.includes('renewal'))).toMatchObject({ priceCents: 4_700, periodStart: end });
    expect((await testApp.outbox(member.email)).filter((mail) => mail.subject.includes('receipt'))).toHaveLength(2);
  });

  it('renews each due subscription exactly once when two instances sweep at the same time', async () => {
    const members = await Promise.all([1, 2, 3].map(() => fastMember(testApp)));
    for (const member of members) {
      await subscribe(member, 'master_builder', 'monthly');
      await endPeriod(member.userId, 1);
    }
    await Promise.all([sweep(), second.db.transaction((tx) => runRenewals(tx, new Date())), sweep()]);
    for (const member of members) expect(await charges(member.userId)).toHaveLength(2);
  });

  it('runs from the schedule event through the worker', async () => {
    const member = await fastMember(testApp);
    await subscribe(member, 'community', 'annual');
    await endPeriod(member.userId, 1, 'annual');
    await testApp.db.insert(events).values({ type: 'schedule.billing_renewals', payload: { scheduledFor: new Date().toISOString() } });
    await testApp.worker.drain();
    expect(await charges(member.userId)).toHaveLength(2);
  });

  it('applies a downgrade and ends a cancelled subscription at the period end', async () => {
    const down = await fastMember(testApp);
    await subscribe(down, 'master_builder', 'annual');
    await down.client.post('/api/billing/subscription/change', { plan: 'community', cycle: 'monthly' });
    await endPeriod(down.userId, 1, 'annual');
    const leaver = await fastMember(testApp);
    await subscribe(leaver, 'community', 'monthly');
    await leaver.client.post('/api/billing/subscription/cancel');
    await endPeriod(leaver.userId, 1);
    await sweep();
    expect(await sub(down.userId)).toMatchObject({ subscriptionTier: 'community', billingCycle: 'monthly', pendingTier: null });
    expect((await charges(down.userId)).some((row) => row.subscriptionPlan === 'community' && row.priceCents === 4_700)).toBe(true);
    expect(await sub(leaver.userId)).toMatchObject({ subscriptionTier: 'explorer', subscriptionStatus: 'expired' });
    expect(await charges(leaver.userId)).toHaveLength(1);
  });

  it('marks a failed renewal past due, keeps access, retries, and returns the member to Explorer after 7 days', async () => {
    const member = await fastMember(testApp);
    await subscribe(member, 'community', 'monthly', '4000 0000 0000 0341');
    const end = await endPeriod(member.userId, 0);
    await sweep(new Date(end.getTime() + 60_000));
    let state = await sub(member.userId);
    expect(state).toMatchObject({ subscriptionTier: 'community', subscriptionStatus: 'past_due', renewalAttempts: 1 });
    expect(state.nextRetryAt?.toISOString()).toBe(new Date(end.getTime() + DAY).toISOString());
    expect((await testApp.outbox(member.email)).some((mail) => mail.subject.includes('could not renew'))).toBe(true);
    await testApp.worker.drain();
    const bell = (await (await member.client.get('/api/me/notifications')).json()) as { items: { title: string; message: string }[] };
    expect(bell.items.map((item) => item.title)).toEqual(['Payment Failed', 'Payment Received']);
    expect(bell.items[0]!.message).toMatch(/^We could not charge \$47 for your Community plan\. You keep access until \w+ \d+, \d{4}$/);

    await sweep(new Date(end.getTime() + DAY + 60_000));
    state = await sub(member.userId);
    expect(state).toMatchObject({ subscriptionStatus: 'past_due', renewalAttempts: 2, subscriptionTier: 'community' });

    await sweep(new Date(end.getTime() + 8 * DAY));
    expect(await sub(member.userId)).toMatchObject({ subscriptionTier: 'explorer', subscriptionStatus: 'expired' });
    expect(await charges(member.userId)).toHaveLength(1);
  });

  it('never renews Legacy Founder', async () => {
    const member = await fastMember(testApp);
    await subscribe(member, 'legacy_founder', 'one_time');
    await testApp.db.update(subscribers).set({ currentPeriodEnd: new Date(Date.now() - DAY) }).where(eq(subscribers.userId, member.userId));
    await sweep();
    expect(await sub(member.userId)).toMatchObject({ subscriptionTier: 'legacy_founder', subscriptionStatus: 'active' });
    expect(await charges(member.userId)).toHaveLength(1);
  });
});
