import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * The first key of every PostgreSQL advisory lock the server takes, one per purpose, so
 * locks of different purposes never collide. Values are arbitrary but must never change.
 */
export const ADVISORY_LOCK = {
  /** Migrations and demo seeding at start-up: one instance at a time. */
  schemaSetup: 0x46_44_01,
  /** One member's discussion posts: the post limit is counted under it. */
  discussionPosts: 0x46_44_02,
  /** Staff role changes: the last super_admin is counted under it, so two demotions cannot both pass. */
  staffRoles: 0x46_44_03,
  /** One member's AI tool uses: the monthly meter is counted under it. */
  aiToolUses: 0x46_44_04,
  /** One member's checkouts: opening and paying one are serialised, so quotes and holds are checked once at a time. */
  memberCheckout: 0x46_44_05,
  /** One member's questions to Leo, the mentor: the daily limit is counted under it. */
  mentorQuestions: 0x46_44_06,
  /** One weekly challenge's pods: members are seated one at a time, so no pod is overfilled and pods fill in order. */
  challengePods: 0x46_44_07,
  /** One week of weekly challenges: setting or moving a challenge into it, so two staff cannot both take it. */
  challengeWeeks: 0x46_44_08,
  /** The co-founder line's admissions: one run at a time, on any instance (decision 065). */
  cofounderAdmissions: 0x46_44_65,
  /** One member's co-founder introduction requests: the daily limit is counted under it. */
  cofounderIntros: 0x46_44_66,
} as const;

/**
 * Takes a transaction-scoped advisory lock on (purpose, key): held until the transaction
 * ends, so counting and inserting under it is atomic across connections and instances.
 */
export async function lockForTransaction(tx: Pick<Database, 'execute'>, purpose: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${purpose}::int, hashtext(${key}))`);
}
