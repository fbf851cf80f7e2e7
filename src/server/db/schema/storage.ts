import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // pg sends a Buffer as bytea (a bare Uint8Array would be sent as text); PGlite takes either.
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Uploaded files (profile photos) when no S3 bucket is configured: kept in the database every
 * instance shares, so a photo uploaded through one instance is served by all (decision 055).
 * Objects are immutable: a key names its content's hash.
 */
export const storedObjects = pgTable('stored_objects', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
