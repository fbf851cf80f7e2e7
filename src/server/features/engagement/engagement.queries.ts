import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ItemType, VoteType } from '#shared/constants.ts';
import type { VoteState } from '#shared/domain/voting.ts';
import type { Database } from '../../db/client.ts';
import { publicCaseStudy, publicTactic } from '../../db/public-content.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';
import { bookmarks, ratings, votes } from '../../db/schema/engagement.ts';

/** The database or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The columns of each engagement table that point at an item of this kind. */
function itemColumns(kind: ItemType) {
  return kind === 'case_study'
    ? { vote: votes.caseStudyId, bookmark: bookmarks.caseStudyId, rating: ratings.caseStudyId }
    : { vote: votes.tacticId, bookmark: bookmarks.tacticId, rating: ratings.tacticId };
}

/** The item reference of an engagement row to insert. */
function itemTarget(kind: ItemType, itemId: string) {
  return kind === 'case_study' ? { caseStudyId: itemId } : { tacticId: itemId };
}

/** A published item, with what a notification about it needs. */
export type ItemRef = { id: string; title: string; submittedBy: string | null };

/**
 * Finds a published item and locks its row for the rest of the transaction.
 * 'no key update' serialises every writer of the item's counters (votes, ratings), so a
 * counter recomputed under it is exact; 'key share' only keeps the item from being deleted
 * while rows pointing at it are inserted, and does not wait for counter writers.
 */
export async function lockPublishedItem(
  tx: Executor,
  kind: ItemType,
  itemId: string,
  strength: 'no key update' | 'key share',
): Promise<ItemRef | undefined> {
  if (kind === 'case_study') {
    const [row] = await tx
      .select({ id: caseStudies.id, title: caseStudies.title, submittedBy: caseStudies.submittedBy })
      .from(caseStudies)
      .where(and(eq(caseStudies.id, itemId), publicCaseStudy))
      .for(strength);
    return row;
  }
  const [row] = await tx
    .select({ id: tactics.id, title: tactics.name, submittedBy: tactics.submittedBy })
    .from(tactics)
    .where(and(eq(tactics.id, itemId), publicTactic))
    .for(strength);
  return row;
}

export async function findVote(tx: Executor, kind: ItemType, itemId: string, userId: string): Promise<VoteState> {
  const column = itemColumns(kind).vote;
  const [row] = await tx
    .select({ voteType: votes.voteType })
    .from(votes)
    .where(and(eq(votes.userId, userId), eq(column, itemId)));
  return row?.voteType ?? null;
}

/** Makes the member's vote on the item `vote` (null removes it). */
export async function writeVote(tx: Executor, kind: ItemType, itemId: string, userId: string, vote: VoteState) {
  const column = itemColumns(kind).vote;
  if (vote === null) {
    await tx.delete(votes).where(and(eq(votes.userId, userId), eq(column, itemId)));
    return;
  }
  await tx
    .insert(votes)
    .values({ userId, ...itemTarget(kind, itemId), voteType: vote })
    .onConflictDoUpdate({ target: [votes.userId, column], set: { voteType: vote, updatedAt: sql`now()` } });
}

/** Adds or removes the member's bookmark; whether a bookmark was added by this call. */
export async function writeBookmark(tx: Executor, kind: ItemType, itemId: string, userId: string, bookmarked: boolean): Promise<boolean> {
  const column = itemColumns(kind).bookmark;
  if (bookmarked) {
    const added = await tx
      .insert(bookmarks)
      .values({ userId, ...itemTarget(kind, itemId) })
      .onConflictDoNothing()
      .returning({ id: bookmarks.id });
    return added.length > 0;
  }
  await tx.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(column, itemId)));
  return false;
}

export async function findRating(tx: Executor, kind: ItemType, itemId: string, userId: string) {
  const column = itemColumns(kind).rating;
  const [row] = await tx
    .select({ rating: ratings.rating, reviewText: ratings.reviewText })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(column, itemId)));
  return row;
}

/** Inserts or updates the member's rating; `reviewText` undefined keeps the review there is. */
export async function writeRating(
  tx: Executor,
  kind: ItemType,
  itemId: string,
  userId: string,
  rating: number,
  reviewText: string | null | undefined,
) {
  const column = itemColumns(kind).rating;
  await tx
    .insert(ratings)
    .values({ userId, ...itemTarget(kind, itemId), rating, reviewText: reviewText || null })
    .onConflictDoUpdate({
      target: [ratings.userId, column],
      set: { rating, updatedAt: sql`now()`, ...(reviewText !== undefined && { reviewText: reviewText || null }) },
    });
}

/**
 * Adds a vote's change to vote_count (upvotes - downvotes). A delta costs the same however many
 * votes the item has; the caller's item lock keeps the member's before/after state exact.
 */
export async function applyVoteDelta(tx: Executor, kind: ItemType, itemId: string, delta: number) {
  if (delta === 0) return;
  if (kind === 'case_study') {
    // A new vote is not an edit of the study: updated_at stays.
    await tx
      .update(caseStudies)
      .set({ voteCount: sql`${caseStudies.voteCount} + ${delta}`, updatedAt: sql`${caseStudies.updatedAt}` })
      .where(eq(caseStudies.id, itemId));
  } else {
    await tx.update(tactics).set({ voteCount: sql`${tactics.voteCount} + ${delta}`, updatedAt: sql`${tactics.updatedAt}` }).where(eq(tactics.id, itemId));
  }
}

/**
 * Applies one member's rating change (`previous` null for a first rating) to rating_count,
 * rating_sum and average_rating (two decimals) by delta, run under the item's lock.
 */
export async function applyRatingChange(tx: Executor, kind: ItemType, itemId: string, previous: number | null, next: number) {
  const table = kind === 'case_study' ? caseStudies : tactics;
  const countDelta = previous === null ? 1 : 0;
  const sumDelta = next - (previous ?? 0);
  if (countDelta === 0 && sumDelta === 0) return;
  const ratingCount = sql`${table.ratingCount} + ${countDelta}`;
  const ratingSum = sql`${table.ratingSum} + ${sumDelta}`;
  await tx
    .update(table)
    .set({
      ratingCount,
      ratingSum,
      averageRating: sql`case when ${ratingCount} = 0 then 0 else round((${ratingSum})::numeric / (${ratingCount}), 2) end`,
      updatedAt: sql`${table.updatedAt}`,
    })
    .where(eq(table.id, itemId));
}

export type EngagementRow = {
  voteCount: number;
  averageRating: number;
  ratingCount: number;
  viewerVote: VoteType | null;
  bookmarked: boolean;
  viewerRating: number | null;
};

/** The viewer's own rows about the item, as columns of one select; nothing for visitors. */
function viewerColumns(kind: ItemType, itemId: string, viewerId: string | null) {
  const columns = itemColumns(kind);
  if (!viewerId) {
    return {
      viewerVote: sql<VoteType | null>`null`,
      bookmarked: sql<boolean>`false`,
      viewerRating: sql<number | null>`null`,
    };
  }
  const mine = (userColumn: AnyPgColumn, itemColumn: AnyPgColumn) => sql`${userColumn} = ${viewerId} and ${itemColumn} = ${itemId}`;
  return {
    viewerVote: sql<VoteType | null>`(select ${votes.voteType} from ${votes} where ${mine(votes.userId, columns.vote)})`,
    bookmarked: sql<boolean>`exists (select 1 from ${bookmarks} where ${mine(bookmarks.userId, columns.bookmark)})`,
    viewerRating: sql<number | null>`(select ${ratings.rating} from ${ratings} where ${mine(ratings.userId, columns.rating)})`.mapWith(
      (value) => (value === null ? null : Number(value)),
    ),
  };
}

/** A published item's counters and the viewer's state, in one query. */
export async function readEngagement(
  executor: Executor,
  kind: ItemType,
  itemId: string,
  viewerId: string | null,
): Promise<EngagementRow | undefined> {
  const viewer = viewerColumns(kind, itemId, viewerId);
  if (kind === 'case_study') {
    const [row] = await executor
      .select({ voteCount: caseStudies.voteCount, averageRating: caseStudies.averageRating, ratingCount: caseStudies.ratingCount, ...viewer })
      .from(caseStudies)
      .where(and(eq(caseStudies.id, itemId), publicCaseStudy));
    return row;
  }
  const [row] = await executor
    .select({ voteCount: tactics.voteCount, averageRating: tactics.averageRating, ratingCount: tactics.ratingCount, ...viewer })
    .from(tactics)
    .where(and(eq(tactics.id, itemId), publicTactic));
  return row;
}
