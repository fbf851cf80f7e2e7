import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { CaseStudyType } from '#shared/constants.ts';
import {
  READING_KINDS,
  decideReading,
  isMetered,
  readingKindOf,
  readingMeter,
  readingMonth,
  type ReadingDecision,
  type ReadingKind,
  type ReadingMeter,
} from '#shared/domain/content-access.ts';
import type { SessionUser } from '../app-context.ts';
import { toActor } from './authorize.ts';
import type { Database } from '../db/client.ts';
import { contentViews } from '../db/schema/engagement.ts';

// The Explorer reading ledger (PRODUCT §8): one content_views row per member, study and month.

type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

async function countReads(db: Executor, userId: string, month: string): Promise<Record<ReadingKind, number>> {
  const rows = await db
    .select({ kind: contentViews.contentType, reads: count() })
    .from(contentViews)
    .where(and(eq(contentViews.userId, userId), eq(contentViews.month, month)))
    .groupBy(contentViews.contentType);
  const used = { case_study: 0, failure_analysis: 0 };
  for (const row of rows) if ((READING_KINDS as readonly string[]).includes(row.kind)) used[row.kind as ReadingKind] = row.reads;
  return used;
}

/** The member's meter this month, or null when their reading is not metered (visitors, unlimited plans). */
export async function findReadingMeter(db: Database, user: SessionUser | null, now = new Date()): Promise<ReadingMeter | null> {
  if (!user || !isMetered(toActor(user))) return null;
  return readingMeter(await countReads(db, user.id, readingMonth(now)));
}

/** Of these studies, the ones the member opened in full this month (a row in their ledger). */
export async function studiesReadThisMonth(db: Pick<Database, 'select'>, userId: string, studyIds: readonly string[], now = new Date()): Promise<Set<string>> {
  if (studyIds.length === 0) return new Set();
  const rows = await db
    .select({ id: contentViews.contentId })
    .from(contentViews)
    .where(and(eq(contentViews.userId, userId), eq(contentViews.month, readingMonth(now)), inArray(contentViews.contentId, [...studyIds])));
  return new Set(rows.map((row) => row.id));
}

export type ReadingAccess = { decision: ReadingDecision; meter: ReadingMeter | null };

/**
 * Decides how much of one study the user reads and, for a metered member's new read, records it
 * in the same transaction. A per-member advisory lock serialises a member's concurrent opens, so
 * two tabs opening two new studies at once cannot both take the last free read.
 */
export async function openForReading(
  db: Database,
  user: SessionUser | null,
  study: { id: string; caseStudyType: CaseStudyType },
  now = new Date(),
): Promise<ReadingAccess> {
  const actor = toActor(user);
  const kind = readingKindOf(study.caseStudyType);
  if (!user || !isMetered(actor)) return { decision: decideReading(actor, kind, { alreadyRead: false, readsThisMonth: 0 }), meter: null };
  const month = readingMonth(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content_views:${user.id}`}))`);
    const [used, [previous]] = await Promise.all([
      countReads(tx, user.id, month),
      tx
        .select({ month: contentViews.month })
        .from(contentViews)
        .where(and(eq(contentViews.userId, user.id), eq(contentViews.contentType, kind), eq(contentViews.contentId, study.id), eq(contentViews.month, month))),
    ]);
    const decision = decideReading(actor, kind, { alreadyRead: previous !== undefined, readsThisMonth: used[kind] });
    if (decision.access === 'full' && decision.recordRead) {
      await tx.insert(contentViews).values({ userId: user.id, contentType: kind, contentId: study.id, month }).onConflictDoNothing();
      used[kind] += 1;
    }
    return { decision, meter: readingMeter(used) };
  });
}
