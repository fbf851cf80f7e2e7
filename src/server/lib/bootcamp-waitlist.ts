import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { waitlistEntries } from '../db/schema/academy.ts';
import { users } from '../db/schema/auth.ts';

/**
 * Whether a member is on the bootcamp waitlist ("Waitlist members save 20%"): an entry made while
 * signed in, or one for the member's account address in any letter case (an address joins before
 * its owner signs up; the account's address is verified).
 */
export async function isOnBootcampWaitlist(db: Pick<Database, 'select'>, userId: string): Promise<boolean> {
  const [entry] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(or(eq(waitlistEntries.userId, userId), eq(sql`lower(${waitlistEntries.email})`, sql`(select lower(${users.email}) from ${users} where ${users.id} = ${userId})`)))
    .limit(1);
  return entry !== undefined;
}
