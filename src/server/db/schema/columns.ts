import { timestamp } from 'drizzle-orm/pg-core';

// Column builders every table shares. Not re-exported from index.ts: they are not tables.

/** A point in time, always with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** Set on insert and refreshed by drizzle on every update through it. */
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
