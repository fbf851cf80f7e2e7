import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENQUIRY_KINDS, PRIVACY_REQUEST_KINDS, REQUEST_STATUSES } from '../../../shared/constants.ts';
import { deletionRequestStatusEnum } from './enums.ts';
import { createdAt, defaultsToNow, id, timestamptz } from './columns.ts';
import { optionalMemberRef } from './member-columns.ts';

/**
 * A member's request to erase their account. Made while signed in (or confirmed by e-mail), it
 * deactivates the account at once; the personal data is erased at erase_after, or earlier by staff.
 * The row is the record of the erasure; its e-mail is masked when the erasure is carried out.
 */
export const dataDeletionRequests = pgTable(
  'data_deletion_requests',
  {
    id: id(),
    userId: optionalMemberRef('user_id'),
    email: text('email').notNull(),
    reason: text('reason'),
    status: deletionRequestStatusEnum('status').notNull().default('pending'),
    /** Only the hash of the e-mailed confirmation token is kept. */
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    requestedAt: defaultsToNow('requested_at'),
    confirmedAt: timestamptz('confirmed_at'),
    /** When the scheduled erasure falls due (7 days after the request). */
    eraseAfter: timestamptz('erase_after'),
    completedAt: timestamptz('completed_at'),
    completedBy: optionalMemberRef('completed_by'),
  },
  (t) => [
    // At most one open request per member.
    uniqueIndex('data_deletion_requests_open_per_user_unique')
      .on(t.userId)
      .where(sql`${t.status} IN ('pending', 'confirmed')`),
    index('data_deletion_requests_status_requested_at_idx').on(t.status, t.requestedAt.desc().nullsFirst()),
  ],
);

/**
 * A request to exercise a privacy right (access, correction, deletion, portability). A signed-in
 * member's is open at once; a visitor's waits for the link e-mailed to the address it names.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    kind: text('kind', { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    userId: optionalMemberRef('user_id'),
    email: text('email').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REQUEST_STATUSES }).notNull(),
    /** Only the hash of the e-mailed confirmation token is kept, and only until it is used. */
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    createdAt: createdAt(),
    confirmedAt: timestamptz('confirmed_at'),
    handledAt: timestamptz('handled_at'),
    handledBy: optionalMemberRef('handled_by'),
  },
  (t) => [index('privacy_requests_status_created_at_idx').on(t.status, t.createdAt.desc())],
);

/** A message from the contact or the advertising form, worked through by staff. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    kind: text('kind', { enum: ENQUIRY_KINDS }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    /** The advertising package asked about, when any. */
    package: text('package'),
    subject: text('subject'),
    message: text('message').notNull(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    handledAt: timestamptz('handled_at'),
    handledBy: optionalMemberRef('handled_by'),
  },
  (t) => [index('enquiries_status_created_at_idx').on(t.status, t.createdAt.desc())],
);
