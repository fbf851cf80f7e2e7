import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_CURRENCY } from '../../../shared/constants.ts';
import { bootcamps } from './academy.ts';
import { billingCycleEnum, checkoutProviderEnum, checkoutStatusEnum, discountTypeEnum, subscriptionTierEnum } from './enums.ts';
import { createdAt, defaultsToNow, id, setNullRef, timestamptz } from './columns.ts';
import { memberRef, optionalMemberRef } from './member-columns.ts';

/**
 * The last invoice number given out per calendar year. Taking a number is an UPDATE of this row
 * in the charge's own transaction: a rolled-back charge gives its number back, so numbers have no gaps.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_counters_last_number_check', sql`${t.lastNumber} > 0`)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    /** Matched case-insensitively: the unique index is on upper(code). */
    code: text('code').notNull(),
    applicablePlans: subscriptionTierEnum('applicable_plans').array().notNull().default([]),
    discountType: discountTypeEnum('discount_type').notNull(),
    /** A percentage (0-100] or a fixed amount in dollars. */
    discountValue: numeric('discount_value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    startsAt: defaultsToNow('starts_at'),
    endsAt: timestamptz('ends_at'),
    /** null: no limit. */
    maxRedemptions: integer('max_redemptions'),
    /** Paid checkouts that used the code. */
    redemptionCount: integer('redemption_count').notNull().default(0),
    createdBy: optionalMemberRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_unique').on(sql`upper(${t.code})`),
    check('promotions_discount_value_check', sql`${t.discountValue} > 0 AND (${t.discountType} <> 'percentage' OR ${t.discountValue} <= 100)`),
    check('promotions_window_check', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
    check('promotions_redemptions_check', sql`${t.redemptionCount} >= 0 AND (${t.maxRedemptions} IS NULL OR ${t.maxRedemptions} > 0)`),
  ],
);

/** A checkout started by a member, with Stripe or the built-in test-mode page: what it will buy and what it costs. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: id(),
    userId: memberRef('user_id'),
    kind: text('kind', { enum: ['plan', 'bootcamp'] }).notNull().default('plan'),
    /** The plan bought (kind plan). */
    plan: subscriptionTierEnum('plan'),
    billingCycle: billingCycleEnum('billing_cycle'),
    /** The bootcamp whose seat is bought (kind bootcamp). */
    bootcampId: setNullRef('bootcamp_id', () => bootcamps.id),
    /** List price, the promo or Legacy Founder discount, the upgrade's credit; amount is what is charged. */
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    creditCents: integer('credit_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default(DEFAULT_CURRENCY),
    promotionId: setNullRef('promotion_id', () => promotions.id),
    provider: checkoutProviderEnum('provider').notNull(),
    /** Stripe's checkout session id; null for test-mode checkouts. */
    providerSessionId: text('provider_session_id').unique(),
    /** Stripe Checkout's page for this session, so opening the same purchase again returns it. */
    providerUrl: text('provider_url'),
    status: checkoutStatusEnum('status').notNull().default('open'),
    /** Why a checkout was closed before it was paid (a newer checkout, a changed price, a full bootcamp), shown on its page. */
    closedReason: text('closed_reason'),
    createdAt: createdAt(),
    /** An open checkout holds its quote, promo redemption and seat until then (CHECKOUT_HOLD_MINUTES). */
    expiresAt: timestamptz('expires_at').notNull().default(sql`now() + interval '35 minutes'`),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    check('checkout_sessions_amount_check', sql`${t.amountCents} >= 0 AND ${t.subtotalCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.creditCents} >= 0`),
    check('checkout_sessions_completed_at_check', sql`${t.status} <> 'completed' OR ${t.completedAt} IS NOT NULL`),
    check('checkout_sessions_kind_check', sql`(${t.kind} = 'plan' AND ${t.plan} IS NOT NULL AND ${t.billingCycle} IS NOT NULL) OR (${t.kind} = 'bootcamp' AND ${t.plan} IS NULL)`),
    index('checkout_sessions_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // One open checkout per member and purpose (a plan, or a seat in one bootcamp).
    uniqueIndex('checkout_sessions_one_open_idx')
      .on(t.userId, t.kind, sql`coalesce(${t.bootcampId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.status} = 'open'`),
    // Open checkouts holding a promo redemption or a seat are counted under the promo's or bootcamp's lock.
    index('checkout_sessions_open_promotion_idx').on(t.promotionId).where(sql`${t.status} = 'open'`),
    index('checkout_sessions_open_bootcamp_idx').on(t.bootcampId).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Every charge and refund, each with its own invoice number (FD-YYYY-NNNNNN). The unique
 * idempotency key (checkout session, renewal period, refunded row) makes each happen once.
 */
export const billingHistory = pgTable(
  'billing_history',
  {
    id: id(),
    userId: memberRef('user_id'),
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull().default('charge'),
    /** The plan paid for; null for a bootcamp seat. */
    subscriptionPlan: subscriptionTierEnum('subscription_plan'),
    billingCycle: billingCycleEnum('billing_cycle'),
    bootcampId: setNullRef('bootcamp_id', () => bootcamps.id),
    /** The invoice's one line, e.g. "Community — annual (renewal)". */
    description: text('description').notNull().default(''),
    datePurchased: defaultsToNow('date_purchased'),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    creditCents: integer('credit_cents').notNull().default(0),
    /** The amount paid (for a refund: the amount given back). */
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default(DEFAULT_CURRENCY),
    promotionCode: text('promotion_code'),
    periodStart: timestamptz('period_start'),
    periodEnd: timestamptz('period_end'),
    /** Null for lifetime plans and bootcamp seats (shown as N/A). */
    nextBillingDate: timestamptz('next_billing_date'),
    checkoutSessionId: uuid('checkout_session_id')
      .unique()
      .references(() => checkoutSessions.id, { onDelete: 'set null' }),
    provider: checkoutProviderEnum('provider').notNull().default('test'),
    /** Stripe's payment intent, to refund through Stripe. */
    providerPaymentId: text('provider_payment_id'),
    /** The charge a refund gives back; a charge's refunded_at is set in the same transaction. */
    refundOfId: uuid('refund_of_id').unique(),
    refundedAt: timestamptz('refunded_at'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check('billing_history_price_check', sql`${t.priceCents} >= 0 AND ${t.subtotalCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.creditCents} >= 0`),
    check('billing_history_invoice_number_check', sql`${t.invoiceNumber} ~ '^FD-[0-9]{4}-[0-9]{6,}$'`),
    index('billing_history_user_date_purchased_idx').on(t.userId, t.datePurchased.desc().nullsFirst()),
  ],
);

/** Stripe webhook events already handled: a replayed event id changes nothing. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: defaultsToNow('received_at'),
});
