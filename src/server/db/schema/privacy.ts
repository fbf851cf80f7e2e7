import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { timestamptz } from './columns.ts';
import { deletionRequestStatusEnum } from './enums.ts';

/**
 * A member's request to erase their account: confirmed by e-mail, carried out by an admin.
 * The row outlives the user it erased (user_id set null) as the record of the erasure.
 */
export const dataDeletionRequests = pgTable(
  'data_deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    reason: text('reason'),
    status: deletionRequestStatusEnum('status').notNull().default('pending'),
    /** Only the hash of the e-mailed confirmation token is kept. */
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    confirmedAt: timestamptz('confirmed_at'),
    completedAt: timestamptz('completed_at'),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // At most one open request per member.
    uniqueIndex('data_deletion_requests_open_per_user_unique')
      .on(t.userId)
      .where(sql`${t.status} IN ('pending', 'confirmed')`),
    index('data_deletion_requests_status_requested_at_idx').on(t.status, t.requestedAt.desc().nullsFirst()),
  ],
);
