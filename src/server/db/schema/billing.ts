import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_CURRENCY } from '../../../shared/constants.ts';
import { users } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';
import { billingCycleEnum, checkoutProviderEnum, checkoutStatusEnum, discountTypeEnum, subscriptionTierEnum } from './enums.ts';

/** Numbers invoices without gaps a reader would notice and without races between instances. */
export const invoiceNumberSequence = pgSequence('invoice_number_seq', { startWith: 1001 });

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Matched case-insensitively: the unique index is on upper(code). */
    code: text('code').notNull(),
    applicablePlans: subscriptionTierEnum('applicable_plans').array().notNull().default([]),
    discountType: discountTypeEnum('discount_type').notNull(),
    /** A percentage (0-100] or a fixed amount in dollars. */
    discountValue: numeric('discount_value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    startsAt: timestamptz('starts_at').notNull().defaultNow(),
    endsAt: timestamptz('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_unique').on(sql`upper(${t.code})`),
    check('promotions_discount_value_check', sql`${t.discountValue} > 0 AND (${t.discountType} <> 'percentage' OR ${t.discountValue} <= 100)`),
    check('promotions_window_check', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A checkout started by a member, with Stripe or the built-in test-mode page. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: subscriptionTierEnum('plan').notNull(),
    billingCycle: billingCycleEnum('billing_cycle').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default(DEFAULT_CURRENCY),
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    provider: checkoutProviderEnum('provider').notNull(),
    /** Stripe's checkout session id; null for test-mode checkouts. */
    providerSessionId: text('provider_session_id').unique(),
    status: checkoutStatusEnum('status').notNull().default('open'),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    check('checkout_sessions_amount_check', sql`${t.amountCents} >= 0`),
    check('checkout_sessions_completed_at_check', sql`${t.status} <> 'completed' OR ${t.completedAt} IS NOT NULL`),
    index('checkout_sessions_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** One row per purchase; the unique checkout_session_id makes fulfilment idempotent. */
export const billingHistory = pgTable(
  'billing_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionPlan: subscriptionTierEnum('subscription_plan').notNull(),
    billingCycle: billingCycleEnum('billing_cycle').notNull(),
    datePurchased: timestamptz('date_purchased').notNull().defaultNow(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default(DEFAULT_CURRENCY),
    /** Null for lifetime plans (shown as N/A). */
    nextBillingDate: timestamptz('next_billing_date'),
    checkoutSessionId: uuid('checkout_session_id')
      .unique()
      .references(() => checkoutSessions.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number')
      .notNull()
      .unique()
      .default(sql`('FD-' || lpad(nextval('invoice_number_seq')::text, 6, '0'))`),
    createdAt: createdAt(),
  },
  (t) => [
    check('billing_history_price_check', sql`${t.priceCents} >= 0`),
    index('billing_history_user_date_purchased_idx').on(t.userId, t.datePurchased.desc().nullsFirst()),
  ],
);
