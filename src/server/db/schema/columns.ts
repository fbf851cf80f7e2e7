import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column builders every table shares. Not re-exported from index.ts: they are not tables.
// Each is a function, so every table gets a builder of its own.

/** A point in time, always with its time zone. */
export const timestamptz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** A required point in time, now unless the insert gives one. */
export const defaultsToNow = <TName extends string>(name: TName) => timestamptz(name).notNull().defaultNow();

export const createdAt = () => defaultsToNow('created_at');

/** Set on insert and refreshed by drizzle on every update through it. */
export const updatedAt = () => defaultsToNow('updated_at').$onUpdate(() => new Date());

/** created_at and updated_at, to spread into a table's columns. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The row's own key, a random uuid. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A required reference: the row is deleted with the row it points at. */
export const cascadeRef = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional reference that outlives its row: null once that row is deleted. */
export const setNullRef = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });
