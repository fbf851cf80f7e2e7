import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscribers } from '#server/db/schema/accounts.ts';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '#shared/constants.ts';
import { BILLING_MESSAGES } from '#shared/schemas/billing.ts';
import type { Me } from '#shared/schemas/me.ts';
import { fastMember, type FastMember } from '#tests/helpers/fast-members.ts';
import { testAppForFile } from '#tests/helpers/test-app.ts';

// The subscription page offers "Switch at period end" from the member's abilities; the change
// endpoint must accept exactly those and refuse the rest, changing nothing.

const testApp = testAppForFile();

async function buy(member: FastMember, plan: SubscriptionTier, cycle: 'monthly' | 'annual') {
  const started = await member.client.post('/api/billing/checkout', { kind: 'plan', plan, cycle });
  expect(started.status, await started.clone().text()).toBe(200);
  const sessionId = ((await started.json()) as { url: string }).url.split('/').pop()!;
  const paid = await member.client.post(`/api/billing/checkout/${sessionId}/pay`, { cardNumber: '4242 4242 4242 4242' });
  expect(paid.status, await paid.clone().text()).toBe(200);
}

const abilities = async (member: FastMember) => ((await (await member.client.get('/api/me')).json()) as Me).abilities;
const held = async (member: FastMember) => {
  const [row] = await testApp.db.select().from(subscribers).where(eq(subscribers.userId, member.userId));
  return { tier: row!.subscriptionTier, pendingTier: row!.pendingTier, pendingCycle: row!.pendingBillingCycle, cancelAtPeriodEnd: row!.cancelAtPeriodEnd };
};

async function expectRefused(member: FastMember, body: Record<string, unknown>, status: number, message: string) {
  const before = await held(member);
  const response = await member.client.post('/api/billing/subscription/change', body);
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  expect(await held(member)).toEqual(before);
}

describe('switching down at the period end', () => {
  it('offers a Master Builder Community, accepts that once scheduled, and refuses the plans not offered', async () => {
    const member = await fastMember(testApp);
    await buy(member, 'master_builder', 'annual');
    const offered = await abilities(member);
    expect(offered).toMatchObject({ paidPlan: true, switchDownTiers: ['community'], planStandings: { master_builder: 'current', community: 'included', legacy_founder: 'upgrade' } });

    await expectRefused(member, { plan: 'legacy_founder' }, 400, BILLING_MESSAGES.cycleNotOffered);
    await expectRefused(member, { plan: 'visitor' }, 400, BILLING_MESSAGES.cycleNotOffered);
    await expectRefused(member, { plan: 'master_builder' }, 409, BILLING_MESSAGES.alreadyOnPlan);

    // Every plan offered is accepted.
    for (const plan of offered.switchDownTiers) {
      const response = await member.client.post('/api/billing/subscription/change', { plan });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    expect(await held(member)).toMatchObject({ tier: 'master_builder', pendingTier: 'community', pendingCycle: 'annual' });
    // Scheduled: no longer offered, and the plan itself does not change until the period ends.
    expect(await abilities(member)).toMatchObject({ switchDownTiers: [], planStandings: { master_builder: 'current' } });
  });

  it('offers a Community member nothing, and refuses an upgrade there: upgrades go through checkout', async () => {
    const member = await fastMember(testApp);
    await buy(member, 'community', 'monthly');
    expect(await abilities(member)).toMatchObject({ paidPlan: true, switchDownTiers: [] });
    await expectRefused(member, { plan: 'master_builder' }, 409, BILLING_MESSAGES.upgradeViaCheckout);
    await expectRefused(member, { plan: 'community', cycle: 'monthly' }, 409, BILLING_MESSAGES.alreadyOnPlan);
  });

  it('offers an Explorer nothing and refuses every switch: there is no subscription to change', async () => {
    const member = await fastMember(testApp);
    expect(await abilities(member)).toMatchObject({ paidPlan: false, switchDownTiers: [], planStandings: { explorer: 'current', community: 'upgrade' } });
    for (const plan of SUBSCRIPTION_TIERS) await expectRefused(member, { plan }, 409, BILLING_MESSAGES.noSubscription);
  });
});
