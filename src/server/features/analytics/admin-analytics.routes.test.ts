import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import { users } from '#server/db/schema/auth.ts';
import { billingHistory, promotions } from '#server/db/schema/billing.ts';
import type { AdminAnalytics } from '#shared/schemas/analytics.ts';
import { fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile();
const visitor = createClient(testApp);
let member: FastMember;
let contributor: FastMember;
let editor: FastMember;
let admin: FastMember;

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
let invoice = 0;
const charge = (userId: string, at: Date, priceCents: number) => ({
  userId,
  kind: 'charge' as const,
  subscriptionPlan: 'community' as const,
  billingCycle: 'monthly' as const,
  datePurchased: at,
  subtotalCents: priceCents,
  priceCents,
  idempotencyKey: `admin-analytics-${++invoice}`,
  invoiceNumber: `FD-2026-${String(900_000 + invoice)}`,
});

beforeAll(async () => {
  [member, contributor, editor, admin] = await fastMembers(testApp, 4);
  for (const [staff, role] of [[contributor, 'contributor'], [editor, 'editor'], [admin, 'administrator']] as const) {
    await testApp.db.update(profiles).set({ adminRole: role }).where(eq(profiles.userId, staff.userId));
  }
  // Subscriptions: MRR = 4,700 (Community monthly) + 56,400 / 12 (Master Builder annual) + 4,700 (older Community monthly) = 14,100;
  // the Legacy Founder purchase is one-time and the ended annual plan pays nothing.
  const [monthly, annual, lifetime, ended, older] = await fastMembers(testApp, 5);
  const set = (m: FastMember, values: Partial<typeof subscribers.$inferInsert>) => testApp.db.update(subscribers).set(values).where(eq(subscribers.userId, m.userId));
  await set(monthly, { subscriptionTier: 'community', billingCycle: 'monthly', subscriptionStatus: 'active', billingAnchorAt: daysAgo(1), periodPriceCents: 4_700 });
  await set(annual, { subscriptionTier: 'master_builder', billingCycle: 'annual', subscriptionStatus: 'active', billingAnchorAt: daysAgo(2), periodPriceCents: 56_400 });
  await set(lifetime, { subscriptionTier: 'legacy_founder', billingCycle: 'lifetime', subscriptionStatus: 'active', billingAnchorAt: daysAgo(60), periodPriceCents: 99_700 });
  await set(ended, { subscriptionTier: 'explorer', billingCycle: 'annual', subscriptionStatus: 'expired', billingAnchorAt: daysAgo(400), updatedAt: daysAgo(3), periodPriceCents: 32_400 });
  await set(older, { subscriptionTier: 'community', billingCycle: 'monthly', subscriptionStatus: 'active', billingAnchorAt: daysAgo(60), periodPriceCents: 4_700 });
  // First paid charges: one in the range; the older subscriber's first is before it, its renewal in it.
  await testApp.db.insert(billingHistory).values([charge(monthly.userId, daysAgo(1), 4_700), charge(older.userId, daysAgo(60), 4_700), charge(older.userId, daysAgo(1), 4_700)]);
});

async function ok(client: TestClient, path = '/api/admin/analytics?range=30d'): Promise<AdminAnalytics> {
  const response = await client.get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AdminAnalytics;
}

describe('admin analytics', () => {
  it('are for staff with the admin panel only and refuse an unknown range', async () => {
    expect((await visitor.get('/api/admin/analytics')).status).toBe(401);
    const refused = await member.client.get('/api/admin/analytics');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('ADMIN_ACCESS_REQUIRED');
    expect((await admin.client.get('/api/admin/analytics?range=1d')).status).toBe(400);
  });

  it('give contributors and editors the member figures without financial ones', async () => {
    for (const staff of [contributor, editor]) {
      const figures = await ok(staff.client);
      expect(figures).not.toHaveProperty('financials');
      expect(figures.trend).toHaveLength(30);
    }
  });

  it('count sign-ups, first paid charges and conversion, and give administrators MRR and churn', async () => {
    const figures = await ok(admin.client);
    const since = new Date(`${figures.from}T00:00:00Z`);
    const signUps = (await testApp.db.select({ createdAt: users.createdAt }).from(users)).filter((u) => u.createdAt >= since).length;
    expect(figures.signUps).toBe(signUps);
    expect(figures.newPaidMembers).toBe(1);
    expect(figures.convertedSignUps).toBe(1);
    expect(figures.paidConversion).toBe(Math.round((1 / signUps) * 1000) / 10);
    // At the range's start: the ended annual plan and the older monthly one (the lifetime purchase is not recurring).
    expect(figures.financials).toEqual({ mrrCents: 14_100, activeSubscriptions: 3, subscriptionsAtStart: 2, endedInRange: 1, churn: 50 });
  });

  it('export the tables as CSV with the same gating', async () => {
    expect((await visitor.get('/api/admin/analytics/export?range=7d')).status).toBe(401);
    expect((await member.client.get('/api/admin/analytics/export?range=7d')).status).toBe(403);
    const forEditor = await editor.client.get('/api/admin/analytics/export?range=7d');
    expect(forEditor.status).toBe(200);
    expect(forEditor.headers.get('content-type')).toContain('text/csv');
    const editorCsv = await forEditor.text();
    expect(editorCsv).toContain('Sign-ups,');
    expect(editorCsv).not.toContain('MRR');
    const adminCsv = await (await admin.client.get('/api/admin/analytics/export?range=30d')).text();
    expect(adminCsv).toContain('MRR (cents),14100');
    expect(adminCsv).toContain('Churn (%),50');
  });

  it('give conversion to paid as the share of the range\'s sign-ups who paid, not of every new payer', async () => {
    // Every account so far signed up long ago; two sign up now, and one of them pays.
    await testApp.db.update(users).set({ createdAt: daysAgo(200) });
    const [payer] = await fastMembers(testApp, 2);
    // Three members of long standing pay for the first time in the range too.
    const longStanding = await fastMembers(testApp, 3);
    await testApp.db.update(users).set({ createdAt: daysAgo(200) }).where(inArray(users.id, longStanding.map((m) => m.userId)));
    await testApp.db.insert(billingHistory).values([payer, ...longStanding].map((m) => charge(m.userId, new Date(), 4_700)));

    const figures = await ok(admin.client);
    expect(figures.signUps).toBe(2);
    expect(figures.newPaidMembers).toBe(5);
    expect(figures.paidConversion).toBe(50);
    expect(figures.convertedSignUps).toBe(1);
  });

  it('count in MRR what subscriptions are paid after promo codes, and nothing for a refunded one', async () => {
    const before = (await ok(admin.client)).financials!;
    await testApp.db.insert(promotions).values([
      { code: 'MRRFREE', applicablePlans: ['master_builder'], discountType: 'percentage', discountValue: 100 },
      { code: 'MRRTEN', applicablePlans: ['community'], discountType: 'percentage', discountValue: 10 },
    ]);
    const [free, tenOff, refunded] = await fastMembers(testApp, 3);
    await buy(free!, { kind: 'plan', plan: 'master_builder', cycle: 'monthly', promoCode: 'MRRFREE' });
    await buy(tenOff!, { kind: 'plan', plan: 'community', cycle: 'annual', promoCode: 'MRRTEN' });
    await buy(refunded!, { kind: 'plan', plan: 'community', cycle: 'monthly' });
    const [payment] = await testApp.db.select().from(billingHistory).where(eq(billingHistory.userId, refunded!.userId));
    expect((await admin.client.post(`/api/admin/billing/payments/${payment!.id}/refund`)).status).toBe(200);

    const after = (await ok(admin.client)).financials!;
    // The free plan adds 0, the 10% annual one a twelfth of $324 less 10%, the refunded one nothing.
    expect(after.mrrCents - before.mrrCents).toBe((32_400 * 0.9) / 12);
    expect(after.activeSubscriptions).toBe(before.activeSubscriptions + 2);
  });
});

/** A plan bought through checkout; a checkout with nothing to pay is fulfilled at once. */
async function buy(member: FastMember, body: Record<string, unknown>) {
  const { url } = (await (await member.client.post('/api/billing/checkout', body)).json()) as { url: string };
  if (!url.startsWith('/checkout/')) return;
  expect((await member.client.post(`/api/billing/checkout/${url.split('/').pop()}/pay`, { cardNumber: '4242424242424242' })).status).toBe(200);
}
