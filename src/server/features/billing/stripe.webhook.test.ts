import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { subscribers } from '#server/db/schema/accounts.ts';
import { billingHistory, checkoutSessions } from '#server/db/schema/billing.ts';
import { fastMember, type FastMember } from '#tests/helpers/fast-members.ts';
import { testAppForFile } from '#tests/helpers/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
const stripe = new Stripe('sk_test_not_used_for_network_calls');
const testApp = testAppForFile({ stripe: { secretKey: 'sk_test_not_used_for_network_calls', webhookSecret: WEBHOOK_SECRET } });
let counter = 0;

/** A checkout as createCheckout records it before sending the member to Stripe. */
async function stripeCheckout(member: FastMember) {
  const [session] = await testApp.db
    .insert(checkoutSessions)
    .values({ userId: member.userId, plan: 'community', billingCycle: 'monthly', subtotalCents: 4_700, amountCents: 4_700, provider: 'stripe', providerSessionId: `cs_test_${++counter}` })
    .returning();
  return session!;
}

function event(type: string, checkoutId: string, extra: Record<string, unknown> = {}) {
  return {
    id: `evt_test_${++counter}`,
    object: 'event',
    type,
    data: { object: { id: `cs_test_${counter}`, object: 'checkout.session', client_reference_id: checkoutId, metadata: { checkoutSessionId: checkoutId }, payment_status: 'paid', payment_intent: `pi_test_${counter}`, ...extra } },
  };
}

/** Posts an event as Stripe does: no Origin, signed with the webhook secret. */
async function deliver(payload: object, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return testApp.app.request('/api/billing/webhook', { method: 'POST', body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

const history = (userId: string) => testApp.db.select().from(billingHistory).where(eq(billingHistory.userId, userId));

describe('POST /api/billing/webhook', () => {
  it('refuses a missing or wrong signature', async () => {
    const member = await fastMember(testApp);
    const session = await stripeCheckout(member);
    expect((await testApp.app.request('/api/billing/webhook', { method: 'POST', body: '{}' })).status).toBe(400);
    expect((await deliver(event('checkout.session.completed', session.id), 'whsec_wrong')).status).toBe(400);
    expect(await history(member.userId)).toHaveLength(0);
  });

  it('fulfils a paid checkout once, however often the event is replayed', async () => {
    const member = await fastMember(testApp);
    const session = await stripeCheckout(member);
    const completed = event('checkout.session.completed', session.id);
    const first = await deliver(completed);
    expect(first.status).toBe(200);
    expect(await (await deliver(completed)).json()).toMatchObject({ duplicate: true });
    // The same payment announced again under a new event id changes nothing either.
    await deliver({ ...event('checkout.session.completed', session.id), id: `evt_again_${counter}` });
    const rows = await history(member.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'stripe', priceCents: 4_700, providerPaymentId: completed.data.object.payment_intent });
    const [sub] = await testApp.db.select().from(subscribers).where(eq(subscribers.userId, member.userId));
    expect(sub).toMatchObject({ subscriptionTier: 'community', paymentProvider: 'stripe' });
  });

  it('handles events out of order: a payment after "expired" still counts, "expired" after a payment changes nothing', async () => {
    const late = await fastMember(testApp);
    const lateSession = await stripeCheckout(late);
    await deliver(event('checkout.session.expired', lateSession.id, { payment_status: 'unpaid' }));
    await deliver(event('checkout.session.completed', lateSession.id));
    expect(await history(late.userId)).toHaveLength(1);

    const member = await fastMember(testApp);
    const session = await stripeCheckout(member);
    await deliver(event('checkout.session.completed', session.id));
    await deliver(event('checkout.session.expired', session.id, { payment_status: 'unpaid' }));
    const [row] = await testApp.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
    expect(row?.status).toBe('completed');
    expect(await history(member.userId)).toHaveLength(1);
  });

  it('does not fulfil an unpaid completion', async () => {
    const member = await fastMember(testApp);
    const session = await stripeCheckout(member);
    await deliver(event('checkout.session.completed', session.id, { payment_status: 'unpaid' }));
    expect(await history(member.userId)).toHaveLength(0);
  });
});
