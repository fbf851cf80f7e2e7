import { and, eq, gt, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { churnPercent, monthlyRecurringRevenueCents, paidConversionPercent, rangeDays, type AdminAnalyticsRange } from '#shared/domain/analytics-math.ts';
import type { AdminAnalytics } from '#shared/schemas/analytics.ts';
import type { Database } from '../../db/client.ts';
import { subscribers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { billingHistory } from '../../db/schema/billing.ts';
import { readContentPerformance, readPlatformMetrics } from './advanced.queries.ts';

const utcStart = (day: string) => new Date(`${day}T00:00:00Z`);
const utcEnd = (day: string) => new Date(utcStart(day).getTime() + 86_400_000);
const RECURRING = ['monthly', 'annual'] as const;

/**
 * Members whose first paid plan charge (refunded or not) falls in [start, end): all of them, and
 * those of them who also signed up in [start, end), the range's sign-ups who converted.
 */
async function countFirstPaid(db: Database, start: Date, end: Date): Promise<{ newPaidMembers: number; convertedSignUps: number }> {
  const firsts = db
    .select({ userId: billingHistory.userId, first: sql<Date>`min(${billingHistory.datePurchased})`.as('first') })
    .from(billingHistory)
    .where(and(eq(billingHistory.kind, 'charge'), gt(billingHistory.priceCents, 0), isNotNull(billingHistory.subscriptionPlan)))
    .groupBy(billingHistory.userId)
    .as('firsts');
  const [row] = await db
    .select({
      newPaidMembers: sql<number>`count(*)`.mapWith(Number),
      convertedSignUps: sql<number>`count(*) filter (where ${users.createdAt} >= ${start} and ${users.createdAt} < ${end})`.mapWith(Number),
    })
    .from(firsts)
    .leftJoin(users, eq(users.id, firsts.userId))
    .where(and(gte(firsts.first, start), lt(firsts.first, end)));
  return { newPaidMembers: row?.newPaidMembers ?? 0, convertedSignUps: row?.convertedSignUps ?? 0 };
}

/**
 * MRR and churn from the subscribers' current state: MRR sums what the active subscriptions'
 * current periods are paid, a month's share of each. A subscription's start is its billing anchor;
 * an ended one (status expired) ended when its row was last changed, as the renewal sweep and
 * refunds set it then.
 */
async function readFinancials(db: Database, start: Date, end: Date): Promise<NonNullable<AdminAnalytics['financials']>> {
  const s = subscribers;
  const rows = await db
    .select({ cycle: s.billingCycle, status: s.subscriptionStatus, periodPriceCents: s.periodPriceCents, anchor: s.billingAnchorAt, updatedAt: s.updatedAt })
    .from(s)
    .where(and(inArray(s.billingCycle, [...RECURRING]), isNotNull(s.subscriptionStatus)));
  const active = rows.filter((r) => r.status === 'active' && r.cycle && r.cycle !== 'lifetime');
  // What each period is actually paid (after promo codes), not the plan's list price; a period with no recorded price pays nothing.
  const mrrCents = monthlyRecurringRevenueCents(active.map((r) => ({ cycle: r.cycle!, periodCents: r.periodPriceCents ?? 0 })));
  const startedBefore = (r: (typeof rows)[number]) => r.anchor !== null && r.anchor < start;
  const endedAt = (r: (typeof rows)[number]) => (r.status === 'expired' ? r.updatedAt : null);
  const subscriptionsAtStart = rows.filter((r) => {
    const ended = endedAt(r);
    return startedBefore(r) && (ended === null || ended >= start);
  }).length;
  const endedInRange = rows.filter((r) => {
    const ended = endedAt(r);
    return startedBefore(r) && ended !== null && ended >= start && ended < end;
  }).length;
  return { mrrCents, activeSubscriptions: active.length, subscriptionsAtStart, endedInRange, churn: churnPercent(endedInRange, subscriptionsAtStart) };
}

/** The /admin/analytics figures; financials only when asked for (the caller has checked the right). */
export async function readAdminAnalytics(db: Database, range: AdminAnalyticsRange, options: { financials: boolean }, today = new Date()): Promise<AdminAnalytics> {
  const { from, to } = rangeDays(range, today);
  const start = utcStart(from);
  const end = utcEnd(to);
  const [platform, content, { newPaidMembers, convertedSignUps }, financials] = await Promise.all([
    readPlatformMetrics(db, range, today),
    readContentPerformance(db, range, today),
    countFirstPaid(db, start, end),
    options.financials ? readFinancials(db, start, end) : Promise.resolve(undefined),
  ]);
  return {
    range,
    from,
    to,
    activeMembers: platform.activeUsers,
    signUps: platform.signUps,
    newPaidMembers,
    convertedSignUps,
    paidConversion: paidConversionPercent(convertedSignUps, platform.signUps),
    trend: platform.trend.map((d) => ({ day: d.day, activeUsers: d.activeUsers, signUps: d.signUps })),
    mostRead: content.items,
    ...(financials ? { financials } : {}),
  };
}
