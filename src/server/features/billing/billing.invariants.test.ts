import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bootcampEnrollments, bootcamps } from '#server/db/schema/academy.ts';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import { billingHistory, checkoutSessions, invoiceCounters, promotions } from '#server/db/schema/billing.ts';
import { seededRandom } from '#server/seed/scale-generator.ts';
import { tierRank } from '#shared/domain/billing.ts';
import { planPriceCents } from '#shared/plans.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { fastMember, fastMembers, memberOn, type FastMember } from '#tests/helpers/fast-members.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import type { TestDatabase } from '#tests/helpers/test-database.ts';

// The ledger's invariants after random parallel checkouts, payments, refunds and cancellations
// on two app instances (on PostgreSQL each with its own connections): every charge has one
// invoice, numbers have no gaps, no limit is passed, no member pays twice for one period, and
// every tier matches the ledger.

const OPERATIONS = 520;
const PARALLEL = 10;
const SEATS = 4;
const REDEMPTIONS = 3;
const PLANS = [
  { plan: 'community', cycle: 'monthly' },
  { plan: 'community', cycle: 'annual' },
  { plan: 'master_builder', cycle: 'monthly' },
  { plan: 'master_builder', cycle: 'annual' },
  { plan: 'legacy_founder', cycle: 'one_time' },
] as const;

let first: TestApp;
let second: TestApp;
let connections: DatabaseHandle | null = null;
let admin: FastMember;
let members: FastMember[];
let bootcampId: string;
let promoCode: string;

beforeAll(async () => {
  first = await createTestApp();
  const another = (first.handle as TestDatabase).another;
  connections = process.env.TEST_DB === 'postgres' && another ? another() : null;
  second = await createTestApp({ database: connections ?? first.handle });
  admin = await fastMember(first);
  await first.db.update(profiles).set({ adminRole: 'administrator' }).where(eq(profiles.userId, admin.userId));
  members = await fastMembers(first, 12);
  const [camp] = await first.db
    .insert(bootcamps)
    .values({ slug: `invariants-${Date.now()}`, name: 'Invariants Bootcamp', startDate: '2027-05-01', durationWeeks: 4, maxSeats: SEATS, priceCents: 19_900 })
    .returning();
  bootcampId = camp!.id;
  promoCode = `LIMITED${Date.now()}`;
  await first.db.insert(promotions).values({ code: promoCode, applicablePlans: ['community', 'master_builder'], discountType: 'percentage', discountValue: 10, maxRedemptions: REDEMPTIONS });
}, 120_000);
afterAll(async () => {
  await second.close();
  await connections?.close();
  await first.close();
});

describe('billing under random parallel operations on two instances', () => {
  it(`keeps the ledger's invariants over ${OPERATIONS} operations`, async () => {
    const random = seededRandom(27);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const instance = () => (random() < 0.5 ? first : second);
    const opened: { member: FastMember; id: string }[] = [];
    const statuses: number[] = [];

    const operation = async () => {
      const roll = random();
      const member = pick(members);
      if (roll < 0.4) {
        const body =
          random() < 0.2
            ? { kind: 'bootcamp', bootcampId }
            : { kind: 'plan', ...pick(PLANS), ...(random() < 0.3 ? { promoCode } : {}) };
        const response = await memberOn(instance(), member).post('/api/billing/checkout', body);
        if (response.status === 200) opened.push({ member, id: ((await response.json()) as { url: string }).url.split('/').pop()! });
        return response.status;
      }
      if (roll < 0.8 && opened.length > 0) {
        const { member: owner, id } = pick(opened);
        return (await memberOn(instance(), owner).post(`/api/billing/checkout/${id}/pay`, { cardNumber: '4242 4242 4242 4242' })).status;
      }
      if (roll < 0.9) {
        const charges = await first.db.select({ id: billingHistory.id }).from(billingHistory).where(eq(billingHistory.kind, 'charge'));
        if (charges.length === 0) return 0;
        return (await memberOn(instance(), admin).post(`/api/admin/billing/payments/${pick(charges).id}/refund`)).status;
      }
      return (await memberOn(instance(), member).post('/api/billing/subscription/cancel')).status;
    };

    for (let done = 0; done < OPERATIONS; done += PARALLEL) {
      statuses.push(...(await Promise.all(Array.from({ length: PARALLEL }, operation))));
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(OPERATIONS / 4);

    const rows = await first.db.select().from(billingHistory).orderBy(billingHistory.invoiceNumber);
    const sessions = await first.db.select().from(checkoutSessions);
    const charges = rows.filter((row) => row.kind === 'charge');
    expect(charges.length).toBeGreaterThan(10);

    // Every paid checkout has exactly one charge with one invoice number, and every charge its paid checkout.
    const completed = sessions.filter((session) => session.status === 'completed');
    expect(charges.map((row) => row.checkoutSessionId).sort()).toEqual(completed.map((session) => session.id).sort());
    // Invoice numbers run 1..N without a gap or a repeat.
    const [counter] = await first.db.select().from(invoiceCounters);
    expect(rows.map((row) => Number(row.invoiceNumber.split('-')[2]))).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
    expect(counter?.lastNumber).toBe(rows.length);

    // Limits are limits.
    const [promo] = await first.db.select().from(promotions).where(eq(promotions.code, promoCode));
    expect(promo!.redemptionCount).toBe(completed.filter((session) => session.promotionId === promo!.id).length);
    expect(promo!.redemptionCount).toBeLessThanOrEqual(REDEMPTIONS);
    const seats = await first.db.select().from(bootcampEnrollments).where(eq(bootcampEnrollments.bootcampId, bootcampId));
    // A refunded seat is given up, so another member may take it.
    expect(seats.length).toBeLessThanOrEqual(SEATS);
    expect(seats.length).toBe(charges.filter((row) => row.bootcampId === bootcampId && !row.refundedAt).length);

    // Every money event takes its invoice number under the member's billing lock, so numbers order one member's events.
    const seq = (row: { invoiceNumber: string }) => Number(row.invoiceNumber.split('-')[2]);
    const refundSeq = new Map(rows.filter((row) => row.kind === 'refund').map((row) => [row.refundOfId!, seq(row)]));
    for (const member of members) {
      const planCharges = charges.filter((row) => row.userId === member.userId && row.subscriptionPlan).sort((a, b) => seq(a) - seq(b));
      for (const [index, row] of planCharges.entries()) {
        // Every amount is the list price less its discount and credit.
        expect(row.subtotalCents).toBe(planPriceCents(row.subscriptionPlan!, row.billingCycle!));
        expect(row.priceCents).toBe(row.subtotalCents - row.discountCents - row.creditCents);
        const before = planCharges[index - 1];
        const beforeStood = !!before && (refundSeq.get(before.id) ?? Infinity) > seq(row);
        // No one pays twice for one period: a plan bought while another stood is an upgrade,
        if (beforeStood) expect(tierRank(row.subscriptionPlan!)).toBeGreaterThan(tierRank(before.subscriptionPlan!));
        // and credit comes only from a payment that still stood.
        if (row.creditCents > 0) expect(beforeStood).toBe(true);
      }
      // The tier is the last plan payment's, unless it was refunded.
      const last = planCharges.at(-1);
      const [sub] = await first.db.select().from(subscribers).where(eq(subscribers.userId, member.userId));
      expect(sub!.subscriptionTier).toBe(last && !last.refundedAt ? last.subscriptionPlan : 'explorer');
    }
  }, 300_000);
});
