import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { adminRoleEnum, billingCycleEnum, checkoutProviderEnum, subscriptionTierEnum } from './enums.ts';
import { createdAt, defaultsToNow, id, timestamptz } from './columns.ts';
import { memberKey } from './member-columns.ts';
import { SUBSCRIPTION_STATUSES } from '../../../shared/constants.ts';

/**
 * One profile per user: the member profile and the account profile editor share it. Here and in
 * subscribers, updated_at changes only when an update sets it (drizzle does not refresh it).
 */
export const profiles = pgTable('profiles', {
  userId: memberKey(),
  displayName: text('display_name'),
  avatarUrl: text('avatar_url'),
  bio: text('bio'),
  websiteUrl: text('website_url'),
  twitterUrl: text('twitter_url'),
  linkedinUrl: text('linkedin_url'),
  jobTitle: text('job_title'),
  company: text('company'),
  companyWebsite: text('company_website'),
  companySize: text('company_size'),
  businessType: text('business_type'),
  businessCategory: text('business_category'),
  city: text('city'),
  state: text('state'),
  country: text('country'),
  aboutMe: text('about_me'),
  timeZone: text('time_zone'),
  /** What the public profile at /members/:id shows besides the display name (PROFILE_PUBLIC_FIELDS); nothing until the member chooses. */
  publicFields: text('public_fields').array().notNull().default([]),
  /** null means a member without any staff role. */
  adminRole: adminRoleEnum('admin_role'),
  /** Set when an admin carries out a data-deletion request: the account can no longer be used. */
  deactivatedAt: timestamptz('deactivated_at'),
  /** The member's first session (no foreign key: it outlives the session): greeted "Welcome" there, "Welcome back" in any later one. */
  firstSessionId: uuid('first_session_id'),
  createdAt: createdAt(),
  updatedAt: defaultsToNow('updated_at'),
});

export const subscribers = pgTable('subscribers', {
  userId: memberKey(),
  email: text('email'),
  subscriptionTier: subscriptionTierEnum('subscription_tier').notNull().default('explorer'),
  /** null while on a free tier. */
  billingCycle: billingCycleEnum('billing_cycle'),
  currentPeriodEnd: timestamptz('current_period_end'),
  /** A downgrade waiting for the end of the current period (upgrades apply at once). */
  pendingTier: subscriptionTierEnum('pending_tier'),
  pendingBillingCycle: billingCycleEnum('pending_billing_cycle'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** active, past_due (a renewal failed; access kept during the grace period) or expired; null before any purchase. */
  subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES }),
  currentPeriodStart: timestamptz('current_period_start'),
  /** Periods are counted from this instant, so a subscription from the 31st renews on each month's last day. */
  billingAnchorAt: timestamptz('billing_anchor_at'),
  /** What the current period was worth (after discounts), the base of an upgrade's credit. */
  periodPriceCents: integer('period_price_cents'),
  paymentProvider: checkoutProviderEnum('payment_provider'),
  /** The card saved at checkout (test mode: its last four digits decide how renewals go). */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  /** When the renewal first failed; seven days later the member returns to Explorer. */
  pastDueSince: timestamptz('past_due_since'),
  nextRetryAt: timestamptz('next_retry_at'),
  renewalAttempts: integer('renewal_attempts').notNull().default(0),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  /** When Stripe created the newest subscription event applied here: an older one arriving later changes nothing. */
  stripeEventAt: timestamptz('stripe_event_at'),
  createdAt: createdAt(),
  updatedAt: defaultsToNow('updated_at'),
});

/**
 * Every e-mail the server sends, queued as 'pending' with a `mail.send` event that the event
 * worker's mail handler takes (its claim, lease and retries are the queue). Without SMTP the
 * handler keeps it here ('outbox'); with SMTP it is 'sent', or 'failed' after the worker's last
 * attempt, and then its links are redacted so no usable token stays stored.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Links the message carries, kept apart so development tools can show them. */
    links: text('links').array().notNull().default([]),
    deliveredVia: text('delivered_via', { enum: ['smtp', 'outbox'] }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'outbox'] }).notNull().default('outbox'),
    createdAt: createdAt(),
    /** SMTP attempts made so far (its event's attempts). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
  },
  // The metrics count waiting and failed mail at every scrape: a few rows, never the whole outbox.
  (t) => [index('email_outbox_waiting_idx').on(t.status).where(sql`${t.status} in ('pending', 'failed')`)],
);
