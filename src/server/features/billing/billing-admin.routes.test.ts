import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '#server/db/schema/admin.ts';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import { billingHistory } from '#server/db/schema/billing.ts';
import { BILLING_MESSAGES } from '#shared/schemas/billing.ts';
import { fastMember, type FastMember } from '#tests/helpers/fast-members.ts';
import { documentedAnswer } from '#tests/helpers/documented-answers.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile();
let admin: FastMember;
let editor: FastMember;

beforeAll(async () => {
  admin = await fastMember(testApp);
  editor = await fastMember(testApp);
  await testApp.db.update(profiles).set({ adminRole: 'administrator' }).where(eq(profiles.userId, admin.userId));
  await testApp.db.update(profiles).set({ adminRole: 'editor' }).where(eq(profiles.userId, editor.userId));
});

async function buy(member: FastMember, body: Record<string, unknown>) {
  const { url } = (await (await member.client.post('/api/billing/checkout', body)).json()) as { url: string };
  expect((await member.client.post(`/api/billing/checkout/${url.split('/').pop()}/pay`, { cardNumber: '4242424242424242' })).status).toBe(200);
  const [row] = await testApp.db.select().from(billingHistory).where(eq(billingHistory.userId, member.userId));
  return row!;
}

describe('admin billing', () => {
  it('is for ADMIN_FINANCIALS only', async () => {
    const visitor = createClient(testApp);
    expect((await visitor.get('/api/admin/billing/payments')).status).toBe(401);
    for (const path of ['/api/admin/billing/payments', '/api/admin/billing/promotions']) {
      const response = await editor.client.get(path);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('ADMIN_ACCESS_REQUIRED');
    }
    expect((await editor.client.post('/api/admin/billing/promotions', { code: 'EDITOR', applicablePlans: ['community'], discountType: 'fixed', discountValue: 5 })).status).toBe(403);
    expect((await editor.client.post('/api/admin/billing/payments/00000000-0000-4000-8000-000000000000/refund')).status).toBe(403);
  });

  it('refunds a payment once: member back to Explorer, e-mailed, audited, with a numbered refund row', async () => {
    const member = await fastMember(testApp);
    const charge = await buy(member, { kind: 'plan', plan: 'community', cycle: 'annual' });
    const payments = await documentedAnswer<{ items: { id: string }[] }>(testApp, 'get /admin/billing/payments', await admin.client.get('/api/admin/billing/payments'));
    expect(payments.items.some((item) => item.id === charge.id)).toBe(true);
    expect((await admin.client.post('/api/admin/billing/payments/00000000-0000-4000-8000-000000000000/refund')).status).toBe(404);

    const refunded = await admin.client.post(`/api/admin/billing/payments/${charge.id}/refund`);
    expect(refunded.status).toBe(200);
    expect(await documentedAnswer(testApp, 'post /admin/billing/payments/{id}/refund', refunded)).toMatchObject({
      kind: 'refund',
      priceCents: 32_400,
      refundedInvoiceNumber: charge.invoiceNumber,
      summary: `Refunded $324 for invoice ${charge.invoiceNumber} (Community — annual plan). The Community plan has ended; the member is now on Explorer. The member has been e-mailed.`,
    });
    const again = await admin.client.post(`/api/admin/billing/payments/${charge.id}/refund`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(BILLING_MESSAGES.alreadyRefunded);

    const [sub] = await testApp.db.select().from(subscribers).where(eq(subscribers.userId, member.userId));
    expect(sub).toMatchObject({ subscriptionTier: 'explorer', subscriptionStatus: 'expired' });
    const rows = await testApp.db.select().from(billingHistory).where(eq(billingHistory.userId, member.userId));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.kind === 'refund')?.invoiceNumber).toMatch(/^FD-\d{4}-\d{6}$/);
    const mail = (await testApp.outbox(member.email)).find((m) => m.subject.includes('refund'));
    expect(mail?.textBody).toContain(`We have refunded $324 for invoice ${charge.invoiceNumber} (Community — annual plan).`);
    expect(mail?.textBody).toContain('Your Community plan has ended, and your account is now on the free Explorer plan.');
    // The subscription page: Explorer, the refunded plan and when; no period left, nothing to renew or cancel.
    const view = await documentedAnswer(testApp, 'get /billing/subscription', await member.client.get('/api/billing/subscription'));
    expect(view).toMatchObject({ tier: 'explorer', status: 'expired', cycle: null, currentPeriodEnd: null, nextCharge: null, cancelAtPeriodEnd: false, refund: { tier: 'community' } });
    expect((view as { refund: { date: string } }).refund.date.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const audit = await testApp.db.select().from(auditLog).where(eq(auditLog.subjectId, charge.id));
    expect(audit).toMatchObject([{ actorId: admin.userId, action: 'payment.refunded' }]);
  });

  it('refunding a payment an upgrade replaced says so and keeps the current plan', async () => {
    const member = await fastMember(testApp);
    const first = await buy(member, { kind: 'plan', plan: 'community', cycle: 'annual' });
    await buy(member, { kind: 'plan', plan: 'master_builder', cycle: 'annual' });

    const refunded = await admin.client.post(`/api/admin/billing/payments/${first.id}/refund`);
    expect(refunded.status).toBe(200);
    expect((await documentedAnswer<{ summary: string }>(testApp, 'post /admin/billing/payments/{id}/refund', refunded)).summary).toBe(
      `Refunded $324 for invoice ${first.invoiceNumber} (Community — annual plan). A later plan replaced it, so the member keeps their current plan. The member has been e-mailed.`,
    );
    const mail = (await testApp.outbox(member.email)).find((m) => m.subject.includes('refund'));
    expect(mail?.textBody).toContain('That payment was for a plan you have since changed, so your current plan stays as it is.');
    expect(mail?.textBody).not.toContain('Explorer');
    expect(await documentedAnswer(testApp, 'get /billing/subscription', await member.client.get('/api/billing/subscription'))).toMatchObject({ tier: 'master_builder', status: 'active', refund: null });
  });

  it('creates and lists promo codes, refusing bad ones', async () => {
    const created = await admin.client.post('/api/admin/billing/promotions', { code: 'student50', applicablePlans: ['community', 'master_builder'], discountType: 'percentage', discountValue: 50, maxRedemptions: 100 });
    expect(created.status).toBe(201);
    expect(await documentedAnswer(testApp, 'post /admin/billing/promotions', created)).toMatchObject({ code: 'STUDENT50', redemptionCount: 0, maxRedemptions: 100 });
    const duplicate = await admin.client.post('/api/admin/billing/promotions', { code: 'Student50', applicablePlans: ['community'], discountType: 'fixed', discountValue: 10 });
    expect(duplicate.status).toBe(409);
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'x', applicablePlans: ['community'], discountType: 'fixed', discountValue: 10 }, BILLING_MESSAGES.promoCode],
      [{ code: 'OVER', applicablePlans: ['community'], discountType: 'percentage', discountValue: 150 }, BILLING_MESSAGES.promoPercent],
      [{ code: 'NOPLAN', applicablePlans: [], discountType: 'fixed', discountValue: 10 }, BILLING_MESSAGES.promoPlans],
      [{ code: 'PAST', applicablePlans: ['community'], discountType: 'fixed', discountValue: 10, endsAt: '2020-01-01T00:00:00Z' }, BILLING_MESSAGES.promoEndsAt],
    ];
    for (const [body, message] of cases) {
      const response = await admin.client.post('/api/admin/billing/promotions', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    const list = await documentedAnswer<{ items: { code: string }[] }>(testApp, 'get /admin/billing/promotions', await admin.client.get('/api/admin/billing/promotions'));
    expect(list.items.map((item) => item.code)).toEqual(['STUDENT50']);
  });
});
