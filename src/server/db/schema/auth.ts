import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, defaultsToNow, id, timestamptz } from './columns.ts';

// Tables owned by better-auth. Column names follow our snake_case convention;
// better-auth maps its field names to these through the drizzle adapter, and sets updated_at itself.
export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: defaultsToNow('updated_at'),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: cascadeRef('user_id', () => users.id),
    token: text('token').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: defaultsToNow('updated_at'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    userId: cascadeRef('user_id', () => users.id),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: defaultsToNow('updated_at'),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: defaultsToNow('updated_at'),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** Rate-limit counters live in the database so every server instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  id: id(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Our own attempt counters for sign-in and password reset, per client address and per account
 * (the e-mail, hashed). In the database so every instance shares them; fixed windows.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamptz('window_started_at').notNull(),
  },
  (table) => [index('auth_throttles_window_started_at_idx').on(table.windowStartedAt)],
);
