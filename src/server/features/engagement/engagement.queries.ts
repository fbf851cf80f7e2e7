import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ItemType, VoteType } from '#shared/constants.ts';
import type { VoteState } from '#shared/domain/voting.ts';
import type { Database } from '../../db/client.ts';
import { statementBuiltOnce, type StatementRunner } from '../../db/prepared.ts';
import { publicCaseStudy, publicTactic } from '../../db/public-content.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';
import { bookmarks, ratings, votes } from '../../db/schema/engagement.ts';
import { voteTypeEnum } from '../../db/schema/enums.ts';

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

/** The item's row as a vote finds it under its lock: what the event and the state after need. */
export type VotedItem = ItemRef & { voteCount: number; averageRating: number; ratingCount: number };

/** The columns of an item's table and its engagement rows that a vote reads and writes. */
function voteColumns(kind: ItemType) {
  const item = kind === 'case_study' ? caseStudies : tactics;
  return {
    item,
    title: kind === 'case_study' ? caseStudies.title : tactics.name,
    isPublic: kind === 'case_study' ? publicCaseStudy : publicTactic,
    ...itemColumns(kind),
  };
}

/** A column's bare name, for an insert's or an update's column list. */
const bare = (column: AnyPgColumn) => sql.identifier(column.name);

const userIdValue = sql`${sql.placeholder('userId')}::uuid`;
const itemIdValue = sql`${sql.placeholder('itemId')}::uuid`;

/**
 * Locks a published item for a vote ('no key update', see lockPublishedItem) and reads what the
 * event and the state after need. The member's current vote is not read here: PostgreSQL reads
 * every other table of a statement as of its start, before it waited for the lock, so a vote the
 * same member committed meanwhile would be missed.
 */
const lockForVote = (kind: ItemType) =>
  statementBuiltOnce<VotedItem>(`vote_lock_${kind}`, () => {
    const { item, title, isPublic } = voteColumns(kind);
    return sql`select ${item.id} as "id", ${title} as "title", ${item.submittedBy} as "submittedBy", ${item.voteCount} as "voteCount",
        ${item.averageRating}::float8 as "averageRating", ${item.ratingCount} as "ratingCount"
      from ${item} where ${item.id} = ${itemIdValue} and ${isPublic}
      for no key update`;
  });
const lockForVoteOn = { case_study: lockForVote('case_study'), tactic: lockForVote('tactic') };

export async function lockItemForVote(tx: StatementRunner, kind: ItemType, itemId: string): Promise<VotedItem | undefined> {
  const [row] = await lockForVoteOn[kind](tx, { itemId });
  return row;
}

/** What a vote's write found before it and the member's own rows it did not touch. */
export type VoteWritten = { previous: VoteState; bookmarked: boolean; viewerRating: number | null };

/** The member's bookmark and rating of the item, as columns of the write's final select. */
function viewerRowsAfterVote(kind: ItemType) {
  const { bookmark, rating } = itemColumns(kind);
  return sql`exists (select 1 from ${bookmarks} where ${bookmarks.userId} = ${userIdValue} and ${bookmark} = ${itemIdValue}) as "bookmarked",
    (select ${ratings.rating} from ${ratings} where ${ratings.userId} = ${userIdValue} and ${rating} = ${itemIdValue}) as "viewerRating"`;
}

/** What a vote adds to vote_count (voteValue in shared/domain/voting.ts), for a vote_type column. */
const voteValueOf = (voteType: SQL) => sql`case ${voteType} when 'upvote' then 1 when 'downvote' then -1 else 0 end`;

/**
 * Sets the member's vote to `vote_type` and moves vote_count by the change, in one statement run
 * under the item's lock (lockItemForVote): the vote before is read as of the statement's start,
 * after the lock was granted, so it is the member's latest. The same vote again writes nothing.
 */
const setVoteStatement = (kind: ItemType) =>
  statementBuiltOnce<VoteWritten>(`vote_set_${kind}`, () => {
    const { item, vote } = voteColumns(kind);
    const wanted = sql`${sql.placeholder('voteType')}::${sql.identifier(voteTypeEnum.enumName)}`;
    return sql`with previous as (
        select ${votes.voteType} as vote_type from ${votes} where ${votes.userId} = ${userIdValue} and ${vote} = ${itemIdValue}
      ),
      written as (
        insert into ${votes} (${bare(votes.userId)}, ${bare(vote)}, ${bare(votes.voteType)}) values (${userIdValue}, ${itemIdValue}, ${wanted})
        on conflict (${bare(votes.userId)}, ${bare(vote)}) do update set ${bare(votes.voteType)} = excluded.${bare(votes.voteType)}, ${bare(votes.updatedAt)} = now()
        where ${votes.voteType} <> excluded.${bare(votes.voteType)}
      ),
      counted as (
        update ${item} set ${bare(item.voteCount)} = ${item.voteCount} + ${voteValueOf(wanted)} - ${voteValueOf(sql`(select vote_type from previous)`)}
        where ${item.id} = ${itemIdValue} and (select vote_type from previous) is distinct from ${wanted}
      )
      select (select vote_type from previous) as "previous", ${viewerRowsAfterVote(kind)}`;
  });

/** Removes the member's vote, if any, and moves vote_count by it, in one statement under the item's lock. */
const removeVoteStatement = (kind: ItemType) =>
  statementBuiltOnce<VoteWritten>(`vote_remove_${kind}`, () => {
    const { item, vote } = voteColumns(kind);
    return sql`with removed as (
        delete from ${votes} where ${votes.userId} = ${userIdValue} and ${vote} = ${itemIdValue} returning ${votes.voteType} as vote_type
      ),
      counted as (
        update ${item} set ${bare(item.voteCount)} = ${item.voteCount} - ${voteValueOf(sql`removed.vote_type`)}
        from removed where ${item.id} = ${itemIdValue}
      )
      select (select vote_type from removed) as "previous", ${viewerRowsAfterVote(kind)}`;
  });

const voteWrites = {
  case_study: { set: setVoteStatement('case_study'), remove: removeVoteStatement('case_study') },
  tactic: { set: setVoteStatement('tactic'), remove: removeVoteStatement('tactic') },
};

/**
 * Makes the member's vote on the item `vote` (null removes it) and applies the change to
 * vote_count, under the item's lock; the vote before and the member's bookmark and rating.
 */
export async function writeVote(tx: StatementRunner, kind: ItemType, itemId: string, userId: string, vote: VoteState): Promise<VoteWritten> {
  const statements = voteWrites[kind];
  const [row] = vote === null ? await statements.remove(tx, { userId, itemId }) : await statements.set(tx, { userId, itemId, voteType: vote });
  if (!row) throw new Error('vote not written');
  return row;
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
