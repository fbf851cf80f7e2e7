import { uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { cascadeRef, setNullRef } from './columns.ts';

// References to a member (a row of users). Apart from columns.ts, which auth.ts itself uses.

/** The member a row belongs to: required, and the row goes with the member's account. */
export const memberRef = <TName extends string>(name: TName) => cascadeRef(name, () => users.id);

/** A member the row names but outlives (an author, an actor, staff): null once the account is erased. */
export const optionalMemberRef = <TName extends string>(name: TName) => setNullRef(name, () => users.id);

/** The key of a table with one row per member, deleted with the member's account. */
export const memberKey = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });
