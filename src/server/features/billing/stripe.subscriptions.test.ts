import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import { billingHistory, checkoutSessions, invoiceCounters } from '#server/db/schema/billing.ts';
import { eraseAccount } from '#server/auth/account-deletion.ts';
import { BILLING_MESSAGES } from '#shared/schemas/billing.ts';
import { fastMember, type FastMember } from '#tests/helpers/fast-members.ts';
import { startStripeServer } from '#tests/helpers/stripe-server.ts';
import { testAppForFile } from '#tests/helpers/test-app.ts';
import { runRenewals } from './billing.renewals.ts';
import { fileFixture } from '#tests/helpers/file-fixture.ts';

// Stripe Billing end to end against the real database: signed webhook payloads made with the
// stripe package, and Stripe's API played by a local server that records every call.

const WEBHOOK_SECRET = 'whsec_subscriptions_test_secret';
const signer = new Stripe('sk_test_signing_only');
const DAY = 86_400_000;
const stripeApi = fileFixture(startStripeServer, (server) => server.close());
const testApp = testAppForFile(() => ({ stripe: { secretKey: 'sk_test_local', webhookSecret: WEBHOOK_SECRET, api: stripeApi.api } }));
let counter = 0;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** Stripe's times are whole seconds. */
const whole = (date: Date) => new Date(seconds(date) * 1000);

/** Posts an event as Stripe does: no Origin, signed with the webhook secret; then lets the event worker run. */
async function deliver(payload: object) {
  const body = JSON.stringify(payload);
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  const response = await testApp.app.request('/api/billing/webhook', { method: 'POST', body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  await testApp.worker.drain();
  return response;
}

const stripeEvent = (type: string, object: object, created = new Date()) => ({ id: `evt_${++counter}`, object: 'event', type, created: seconds(created), data: { object } });
/** Stripe's word that a subscription's checkout is paid: the session's own fields, then what the payment made. */
const checkoutPaid = (session: typeof checkoutSessions.$inferSelect, fields: Record<string, unknown>) =>
  stripeEvent('checkout.session.completed', {
    id: session.providerSessionId,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: session.id,
    metadata: { checkoutSessionId: session.id },
    payment_status: 'paid',
    ...fields,
  });

function invoice(input: { id?: string; subscription: string; reason?: string; amountCents: number; start: Date; end: Date; attempts?: number }) {
  return {
    id: input.id ?? `in_${++counter}`,
    object: 'invoice',
    billing_reason: input.reason ?? 'subscription_cycle',
    amount_paid: input.amountCents,
    amount_due: input.amountCents,
    attempt_count: input.attempts ?? 1,
    parent: { type: 'subscription_details', subscription_details: { subscription: input.subscription, metadata: {} } },
    lines: { object: 'list', data: [{ id: `il_${counter}`, period: { start: seconds(input.start), end: seconds(input.end) } }] },
  };
}

const subscriptionObject = (id: string, cancelAtPeriodEnd: boolean, status = 'active') => ({ id, object: 'subscription', status, cancel_at_period_end: cancelAtPeriodEnd });

const sub = async (userId: string) => (await testApp.db.select().from(subscribers).where(eq(subscribers.userId, userId)))[0]!;
const charges = (userId: string) => testApp.db.select().from(billingHistory).where(eq(billingHistory.userId, userId)).orderBy(billingHistory.datePurchased);
const sweep = async (now: Date) => {
  await testApp.db.transaction((tx) => runRenewals(tx, now));
  await testApp.worker.drain();
};

/** A member who bought a plan through Stripe Checkout (subscription mode); returns the Stripe subscription id. */
async function stripeSubscriber(member: FastMember, plan = 'community', cycle = 'monthly') {
  const started = await member.client.post('/api/billing/checkout', { kind: 'plan', plan, cycle });
  expect(started.status).toBe(200);
  const [session] = await testApp.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, member.userId)).orderBy(desc(checkoutSessions.createdAt)).limit(1);
  const subscriptionId = `sub_${++counter}`;
  const completed = await deliver(
    checkoutPaid(session!, {
      subscription: subscriptionId,
      customer: `cus_${counter}`,
      invoice: `in_first_${counter}`,
      payment_intent: null,
    }),
  );
  expect(completed.status).toBe(200);
  return subscriptionId;
}

describe('Stripe subscriptions: checkout', () => {
  it('sells a monthly plan as a Stripe subscription at the list price, and an upgrade ends the old subscription at Stripe', async () => {
    const member = await fastMember(testApp);
    const subscriptionId = await stripeSubscriber(member);
    const [checkout] = stripeApi.callsTo('POST /v1/checkout/sessions').slice(-1);
    expect(checkout?.body).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '4700',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][checkoutSessionId]': expect.any(String),
    });
    expect(await sub(member.userId)).toMatchObject({ subscriptionTier: 'community', stripeSubscriptionId: subscriptionId, paymentProvider: 'stripe' });
    const [first] = await charges(member.userId);
    expect(first).toMatchObject({ priceCents: 4_700, provider: 'stripe', providerPaymentId: expect.stringMatching(/^in_first_/) });

    // Upgrading mid-period: Stripe charges the full Master Builder price each month, the first
    // payment lowered by a one-off coupon worth the unused part of Community.
    const coupons = stripeApi.callsTo('POST /v1/coupons').length;
    const upgraded = await stripeSubscriber(member, 'master_builder', 'monthly');
    const [coupon] = stripeApi.callsTo('POST /v1/coupons').slice(coupons);
    const [upgradeCheckout] = stripeApi.callsTo('POST /v1/checkout/sessions').slice(-1);
    const [, second] = await charges(member.userId);
    expect(Number(coupon?.body.amount_off)).toBe(8_700 - second!.priceCents);
    expect(coupon?.body.duration).toBe('once');
    expect(upgradeCheckout?.body).toMatchObject({ 'line_items[0][price_data][unit_amount]': '8700', 'discounts[0][coupon]': expect.stringMatching(/^coupon_/), customer: expect.stringMatching(/^cus_/) });
    expect(await sub(member.userId)).toMatchObject({ subscriptionTier: 'master_builder', stripeSubscriptionId: upgraded });
    // The Community subscription is ended at Stripe, so it is never charged again.
    expect(stripeApi.callsTo(`DELETE /v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(stripeApi.subscriptions.get(subscriptionId)?.status).toBe('canceled');
  });

  it('still opens a Stripe subscription when the upgrade credit pays the whole first period, so the new plan renews', async () => {
    const member = await fastMember(testApp);
    await stripeSubscriber(member, 'community', 'annual');
    const coupons = stripeApi.callsTo('POST /v1/coupons').length;
    const upgraded = await stripeSubscriber(member, 'master_builder', 'monthly');
    const [coupon] = stripeApi.callsTo('POST /v1/coupons').slice(coupons);
    const [upgradeCheckout] = stripeApi.callsTo('POST /v1/checkout/sessions').slice(-1);
    // Nothing to pay now: the coupon is the whole list price, and Stripe charges the list price from the next month.
    expect(Number(coupon?.body.amount_off)).toBe(8_700);
    expect(upgradeCheckout?.body).toMatchObject({ mode: 'subscription', 'line_items[0][price_data][unit_amount]': '8700' });
    expect(await sub(member.userId)).toMatchObject({ subscriptionTier: 'master_builder', stripeSubscriptionId: upgraded, paymentProvider: 'stripe' });
  });
});

describe('Stripe checkouts are quotes', () => {
  it('a replaced Checkout page is expired at Stripe; a payment on a quote that no longer stands is refunded, not granted', async () => {
    const member = await fastMember(testApp);
    expect((await member.client.post('/api/billing/checkout', { kind: 'plan', plan: 'community', cycle: 'monthly' })).status).toBe(200);
    expect((await member.client.post('/api/billing/checkout', { kind: 'plan', plan: 'community', cycle: 'annual' })).status).toBe(200);
    const sessions = await testApp.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, member.userId)).orderBy(checkoutSessions.createdAt);
    expect(sessions.map((session) => session.status)).toEqual(['expired', 'open']);
    expect(stripeApi.checkouts.get(sessions[0]!.providerSessionId!)?.status).toBe('expired');
    expect(stripeApi.checkouts.get(sessions[1]!.providerSessionId!)?.expires_at).toBe(Math.floor(sessions[1]!.expiresAt.getTime() / 1000));

    // The member holds Community by the time the annual checkout's payment arrives.
    await testApp.db.update(subscribers).set({ subscriptionTier: 'community' }).where(eq(subscribers.userId, member.userId));
    const paid = sessions[1]!;
    const n = ++counter;
    const subscriptionId = `sub_stale_${n}`;
    const response = await deliver(
      checkoutPaid(paid, {
        amount_total: 32_400,
        subscription: subscriptionId,
        customer: `cus_stale_${n}`,
        invoice: `in_stale_${n}`,
      }),
    );
    expect(response.status).toBe(200);
    expect(await charges(member.userId)).toHaveLength(0);
    const [closed] = await testApp.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, paid.id));
    expect(closed).toMatchObject({ status: 'expired', closedReason: BILLING_MESSAGES.alreadyOnPlan });
    expect(stripeApi.callsTo('POST /v1/refunds').at(-1)?.body).toMatchObject({ payment_intent: `pi_for_in_stale_${n}`, amount: '32400' });
    expect(stripeApi.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    const mail = (await testApp.outbox(member.email)).find((item) => item.subject.includes('was refunded'));
    expect(mail?.textBody).toContain(BILLING_MESSAGES.alreadyOnPlan);
  });
});

describe('Stripe subscriptions: renewal webhooks', () => {
  it('records each paid renewal once, with the next gap-free invoice number and a receipt, whatever announces it', async () => {
    const member = await fastMember(testApp);
    const subscriptionId = await stripeSubscriber(member);
    const before = await sub(member.userId);
    // The subscription's first invoice is the checkout's payment: no second row.
    await deliver(stripeEvent('invoice.paid', invoice({ subscription: subscriptionId, reason: 'subscription_create', amountCents: 4_700, start: before.currentPeriodStart!, end: before.currentPeriodEnd! })));
    expect(await charges(member.userId)).toHaveLength(1);

    const start = whole(before.currentPeriodEnd!);
    const end = new Date(start.getTime() + 30 * DAY);
    const renewal = invoice({ subscription: subscriptionId, amountCents: 4_700, start, end });
    const paid = stripeEvent('invoice.paid', renewal);
    expect((await deliver(paid)).status).toBe(200);
    expect(await (await deliver(paid)).json()).toMatchObject({ duplicate: true });
    // Stripe also sends invoice.payment_succeeded for the same invoice.
    await deliver(stripeEvent('invoice.payment_succeeded', renewal));

    const rows = await charges(member.userId);
    expect(rows).toHaveLength(2);
    const renewed = rows[1];
    expect(renewed).toMatchObject({ description: 'Community — monthly plan (renewal)', priceCents: 4_700, providerPaymentId: renewal.id, nextBillingDate: end });
    const number = (row: typeof renewed) => Number(row!.invoiceNumber.split('-')[2]);
    const [counterRow] = await testApp.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, renewed!.datePurchased.getUTCFullYear()));
    expect(number(renewed)).toBe(counterRow!.lastNumber); // nothing numbered after it: no number skipped by the repeats
    const receipts = (await testApp.outbox(member.email)).filter((mail) => mail.subject.includes('receipt'));
    expect(receipts.map((mail) => mail.subject)).toEqual(expect.arrayContaining([expect.stringContaining(renewed!.invoiceNumber)]));
    expect(receipts).toHaveLength(2);
    expect(await sub(member.userId)).toMatchObject({ subscriptionStatus: 'active', currentPeriodStart: start, currentPeriodEnd: end });

    // A payment of the earlier period arriving late is recorded, but the period does not go back.
    const late = invoice({ subscription: subscriptionId, amountCents: 4_700, start: before.currentPeriodStart!, end: before.currentPeriodEnd!, reason: 'manual' });
    await deliver(stripeEvent('invoice.paid', late));
    expect(await sub(member.userId)).toMatchObject({ currentPeriodEnd: end });
  });

  it('a failed renewal is past due with 7 days of access and one e-mail; paid later it is active; unpaid after the grace it ends at Stripe too', async () => {
    const member = await fastMember(testApp);
    const subscriptionId = await stripeSubscriber(member);
    const { currentPeriodEnd } = await sub(member.userId);
    const start = whole(currentPeriodEnd!);
    const end = new Date(start.getTime() + 30 * DAY);
    const due = invoice({ subscription: subscriptionId, amountCents: 4_700, start, end });
    await deliver(stripeEvent('invoice.payment_failed', { ...due, amount_paid: 0 }));
    await deliver(stripeEvent('invoice.payment_failed', { ...due, amount_paid: 0, attempt_count: 2 }));
    const pastDue = await sub(member.userId);
    expect(pastDue).toMatchObject({ subscriptionTier: 'community', subscriptionStatus: 'past_due', pastDueSince: start, renewalAttempts: 2 });
    expect(pastDue.nextRetryAt?.getTime()).toBe(start.getTime() + 7 * DAY);
    expect((await testApp.outbox(member.email)).filter((mail) => mail.subject.includes('could not renew'))).toHaveLength(1);

    // Stripe's retry succeeds; a failure report of that invoice arriving afterwards changes nothing.
    await deliver(stripeEvent('invoice.paid', due));
    await deliver(stripeEvent('invoice.payment_failed', { ...due, amount_paid: 0, attempt_count: 1 }));
    expect(await sub(member.userId)).toMatchObject({ subscriptionStatus: 'active', pastDueSince: null, currentPeriodEnd: end });
    expect(await charges(member.userId)).toHaveLength(2);

    // The next renewal fails and stays unpaid: the sweep keeps access during the grace period,
    // then returns the member to Explorer and ends the subscription at Stripe.
    const next = invoice({ subscription: subscriptionId, amountCents: 4_700, start: end, end: new Date(end.getTime() + 30 * DAY) });
    await deliver(stripeEvent('invoice.payment_failed', { ...next, amount_paid: 0 }));
    await sweep(new Date(end.getTime() + 3 * DAY));
    expect(await sub(member.userId)).toMatchObject({ subscriptionTier: 'community', subscriptionStatus: 'past_due' });
    await sweep(new Date(end.getTime() + 7 * DAY + 60_000));
    expect(await sub(member.userId)).toMatchObject({ subscriptionTier: 'explorer', subscriptionStatus: 'expired' });
    expect(stripeApi.callsTo(`DELETE /v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
  });

  it('follows Stripe cancellation changes in event order, not arrival order, and ends access when Stripe ends the subscription', async () => {
    const member = await fastMember(testApp);
    const subscriptionId = await stripeSubscriber(member);
    const now = Date.now();
    // Cancelled in Stripe's dashboard (later event) and the older "not cancelled" arriving after it.
    await deliver(stripeEvent('customer.subscription.updated', subscriptionObject(subscriptionId, true), new Date(now + 2_000)));
    await deliver(stripeEvent('customer.subscription.updated', subscriptionObject(subscriptionId, false), new Date(now + 1_000)));
    expect(await sub(member.userId)).toMatchObject({ cancelAtPeriodEnd: true, subscriptionTier: 'community' });
    await deliver(stripeEvent('customer.subscription.deleted', subscriptionObject(subscriptionId, true, 'canceled'), new Date(now + 3_000)));
    expect(await sub(member.userId)).toMatchObject({ subscriptionTier: 'explorer', subscriptionStatus: 'expired' });
    // An update from before the end, delivered last, does not bring the plan back.
    await deliver(stripeEvent('customer.subscription.updated', subscriptionObject(subscriptionId, false), new Date(now + 2_500)));
    expect(await sub(member.userId)).toMatchObject({ subscriptionTier: 'explorer', cancelAtPeriodEnd: false });
    expect((await testApp.outbox(member.email)).filter((mail) => mail.subject.includes('has ended'))).toHaveLength(1);
  });
});

describe('Stripe subscriptions: cancel, undo and downgrade', () => {
  it('cancels at the period end and undoes it at Stripe; a downgrade is scheduled at Stripe for the next period', async () => {
    const member = await fastMember(testApp);
    const subscriptionId = await stripeSubscriber(member, 'master_builder', 'monthly');
    const updates = () => stripeApi.callsTo(`POST /v1/subscriptions/${subscriptionId}`).map((call) => call.body.cancel_at_period_end);

    expect((await member.client.post('/api/billing/subscription/cancel')).status).toBe(200);
    expect(updates()).toEqual(['true']);
    expect((await member.client.post('/api/billing/subscription/undo')).status).toBe(200);
    expect(updates()).toEqual(['true', 'false']);

    const changed = await member.client.post('/api/billing/subscription/change', { plan: 'community' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ tier: 'master_builder', pendingTier: 'community', nextCharge: { amountCents: 4_700 } });
    const [schedule] = stripeApi.callsTo('POST /v1/subscription_schedules/sub_sched');
    expect(schedule?.body).toMatchObject({
      end_behavior: 'release',
      'phases[0][end_date]': expect.any(String),
      'phases[1][items][0][price_data][unit_amount]': '4700',
      'phases[1][items][0][price_data][recurring][interval]': 'month',
    });
    expect(stripeApi.subscriptions.get(subscriptionId)?.schedule).toMatch(/^sub_sched_/);
    // Undo drops the scheduled downgrade at Stripe.
    expect((await member.client.post('/api/billing/subscription/undo')).status).toBe(200);
    expect(stripeApi.subscriptions.get(subscriptionId)?.schedule).toBeNull();
    expect(await sub(member.userId)).toMatchObject({ pendingTier: null, cancelAtPeriodEnd: false });
  });

  it('changes nothing when Stripe refuses', async () => {
    const member = await fastMember(testApp);
    await stripeSubscriber(member);
    stripeApi.failNext(402, 'This subscription cannot be changed right now.');
    const refused = await member.client.post('/api/billing/subscription/cancel');
    expect(refused.status).toBe(502);
    expect((await refused.json()).error.message).toBe('This subscription cannot be changed right now.');
    expect(await sub(member.userId)).toMatchObject({ cancelAtPeriodEnd: false, subscriptionTier: 'community' });
  });
});

describe('refunding a Stripe subscription payment', () => {
  it('refunds the payment behind the invoice at Stripe and ends the subscription there', async () => {
    const [member, staff] = [await fastMember(testApp), await fastMember(testApp)];
    await testApp.db.update(profiles).set({ adminRole: 'administrator' }).where(eq(profiles.userId, staff.userId));
    const subscriptionId = await stripeSubscriber(member);
    const [charge] = await charges(member.userId);
    const refunded = await staff.client.post(`/api/admin/billing/payments/${charge!.id}/refund`);
    expect(refunded.status).toBe(200);
    const [refund] = stripeApi.callsTo('POST /v1/refunds').slice(-1);
    expect(refund?.body).toMatchObject({ payment_intent: `pi_for_${charge!.providerPaymentId}`, amount: '4700' });
    expect(stripeApi.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await sub(member.userId)).toMatchObject({ subscriptionTier: 'explorer' });
  });
});

describe('erasing an account stops its renewal', () => {
  it('a Stripe subscription stops renewing when deletion is requested and ends at Stripe, once, when the account is erased', async () => {
    const member = await fastMember(testApp);
    const subscriptionId = await stripeSubscriber(member);
    const requested = await member.client.post('/api/me/deletion-request', {});
    expect(requested.status).toBe(202);
    const { id } = (await requested.json()) as { id: string };
    await testApp.worker.drain();
    expect(stripeApi.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: true, status: 'active' });

    expect(await testApp.db.transaction((tx) => eraseAccount(tx, id, null))).toBe(true);
    await testApp.worker.drain();
    expect(stripeApi.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    // The erasure event handled again (a worker that stopped after Stripe answered) calls no second cancellation.
    await testApp.db.execute(sql`update events set state = 'pending', run_after = now() where type = 'account.erased' and payload->>'userId' = ${member.userId}`);
    await testApp.worker.drain();
    expect(stripeApi.callsTo(`DELETE /v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(await sub(member.userId)).toMatchObject({ subscriptionTier: 'explorer', stripeSubscriptionId: null });
  });

  it('a test-mode subscription is not renewed after the erasure', async () => {
    const member = await fastMember(testApp);
    const periodEnd = new Date(Date.now() + 2 * DAY);
    await testApp.db
      .update(subscribers)
      .set({ subscriptionTier: 'community', billingCycle: 'monthly', subscriptionStatus: 'active', paymentProvider: 'test', cardLast4: '4242', currentPeriodStart: new Date(periodEnd.getTime() - 30 * DAY), currentPeriodEnd: periodEnd, billingAnchorAt: new Date(periodEnd.getTime() - 30 * DAY), periodPriceCents: 4_700 })
      .where(eq(subscribers.userId, member.userId));
    const { id } = (await (await member.client.post('/api/me/deletion-request', {})).json()) as { id: string };
    await testApp.db.transaction((tx) => eraseAccount(tx, id, null));
    await sweep(new Date(periodEnd.getTime() + DAY));
    expect(await charges(member.userId)).toHaveLength(0);
    expect(await sub(member.userId)).toMatchObject({ subscriptionTier: 'explorer' });
  });
});

describe('a fulfilment that stops half-way', () => {
  // The fault strikes at the last step of fulfilment: the charge, its invoice number, the tier
  // change and the receipt are written, and then the server "stops" (the transaction fails, as
  // it does when the process dies before COMMIT). The member must then pay nothing twice and
  // lose nothing when the payment is reported again.
  const arm = (on: boolean) => testApp.db.execute(sql`update crash_switch set armed = ${on}`);
  const lastInvoiceNumber = async () => (await testApp.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, new Date().getUTCFullYear())))[0]?.lastNumber ?? 0;

  beforeAll(async () => {
    await testApp.db.execute(sql`create table crash_switch (armed boolean not null)`);
    await testApp.db.execute(sql`insert into crash_switch values (false)`);
    await testApp.db.execute(
      sql.raw(`create function crash_if_armed() returns trigger language plpgsql as $$
        begin
          if (select armed from crash_switch) then raise exception 'the server stopped half-way'; end if;
          return new;
        end $$`),
    );
    await testApp.db.execute(sql.raw(`create trigger crash_at_payment_event before insert on events for each row when (new.type = 'payment.succeeded') execute function crash_if_armed()`));
  });
  afterAll(async () => {
    await testApp.db.execute(sql.raw('drop trigger crash_at_payment_event on events'));
  });

  async function expectNothingChanged(userId: string, sessionId: string, numberBefore: number) {
    expect(await charges(userId)).toHaveLength(0);
    expect(await sub(userId)).toMatchObject({ subscriptionTier: 'explorer', stripeSubscriptionId: null });
    const [session] = await testApp.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(session?.status).toBe('open');
    expect(await lastInvoiceNumber()).toBe(numberBefore);
  }

  it('Stripe: the failed webhook leaves nothing, and its redelivery fulfils it exactly once with the next invoice number', async () => {
    const member = await fastMember(testApp);
    expect((await member.client.post('/api/billing/checkout', { kind: 'plan', plan: 'community', cycle: 'annual' })).status).toBe(200);
    const [session] = await testApp.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, member.userId));
    const subscriptionId = `sub_crash_${++counter}`;
    const completed = checkoutPaid(session!, {
      subscription: subscriptionId,
      customer: `cus_crash_${counter}`,
      invoice: `in_crash_${counter}`,
    });
    const numberBefore = await lastInvoiceNumber();

    await arm(true);
    const failed = await deliver(completed);
    await arm(false);
    expect(failed.status).toBeGreaterThanOrEqual(500); // Stripe redelivers an event until it is answered 2xx
    await expectNothingChanged(member.userId, session!.id, numberBefore);
    expect((await testApp.outbox(member.email)).filter((mail) => mail.subject.includes('receipt'))).toHaveLength(0);

    expect((await deliver(completed)).status).toBe(200);
    expect(await (await deliver(completed)).json()).toMatchObject({ duplicate: true });
    const rows = await charges(member.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ priceCents: 32_400, invoiceNumber: expect.stringMatching(new RegExp(`-0*${numberBefore + 1}$`)) });
    expect(await sub(member.userId)).toMatchObject({ subscriptionTier: 'community', billingCycle: 'annual', stripeSubscriptionId: subscriptionId });
    expect((await testApp.outbox(member.email)).filter((mail) => mail.subject.includes('receipt'))).toHaveLength(1);
  });
});
