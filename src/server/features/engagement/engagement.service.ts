import type { ItemType, VoteType } from '#shared/constants.ts';
import { setVote, type VoteState } from '#shared/domain/voting.ts';
import type { Database } from '../../db/client.ts';
import { itemNotFound, type ItemKey } from '../../lib/content-items.ts';
import { emitEvent, memberAction } from '../../events.ts';
import {
  applyRatingChange,
  findRating,
  lockItemForVote,
  lockPublishedItem,
  readEngagement,
  writeBookmark,
  writeRating,
  writeVote,
  type EngagementRow,
  type Executor,
  type ItemRef,
} from './engagement.queries.ts';

/** Notification metadata naming the item. */
const itemMetadata = (kind: ItemType, item: ItemRef) =>
  kind === 'case_study' ? { caseStudyId: item.id, title: item.title } : { tacticId: item.id, title: item.title };

/** The state after a change, read in the transaction that made it. */
async function stateAfter(tx: Executor, { kind, itemId }: ItemKey, userId: string): Promise<EngagementRow> {
  const state = await readEngagement(tx, kind, itemId, userId);
  if (!state) throw itemNotFound(kind);
  return state;
}

/** The counters and the viewer's own state; visitors get null/false viewer fields. */
export async function getEngagement(db: Database, { kind, itemId }: ItemKey, viewerId: string | null): Promise<EngagementRow> {
  const state = await readEngagement(db, kind, itemId, viewerId);
  if (!state) throw itemNotFound(kind);
  return state;
}

/**
 * Sets the member's vote to `wanted` (null removes it). The item's row lock serialises every vote
 * on the item, so the vote before, the new row and vote_count (changed by the delta) are
 * consistent, and the state after is the locked row moved by the delta: no read back.
 */
async function changeVote(db: Database, key: ItemKey, userId: string, wanted: VoteState): Promise<EngagementRow> {
  return db.transaction(async (tx) => {
    const item = await lockItemForVote(tx, key.kind, key.itemId);
    if (!item) throw itemNotFound(key.kind);
    const { previous, bookmarked, viewerRating } = await writeVote(tx, key.kind, key.itemId, userId, wanted);
    const { next, delta } = setVote(previous, wanted);
    if (next !== previous) {
      if (next === 'upvote') {
        await emitEvent(
          tx,
          memberAction({
            actorId: userId,
            recipientId: item.submittedBy,
            actionType: key.kind === 'case_study' ? 'upvote_case_study' : 'upvote_tactic',
            metadata: itemMetadata(key.kind, item),
          }),
        );
      } else if (next === 'downvote') {
        // Nobody is notified of a downvote; it still counts for the voter's progress.
        await emitEvent(tx, {
          type: key.kind === 'case_study' ? 'downvote_case_study' : 'downvote_tactic',
          actorId: userId,
          payload: { metadata: itemMetadata(key.kind, item) },
        });
      }
    }
    return {
      voteCount: item.voteCount + delta,
      averageRating: item.averageRating,
      ratingCount: item.ratingCount,
      viewerVote: next,
      bookmarked,
      viewerRating,
    };
  });
}

/** Sets the member's vote to upvote or downvote; the same vote again changes nothing (idempotent). */
export function castVote(db: Database, key: ItemKey, userId: string, voteType: VoteType) {
  return changeVote(db, key, userId, voteType);
}

/** Removes the member's vote, if any (idempotent). */
export function removeVote(db: Database, key: ItemKey, userId: string) {
  return changeVote(db, key, userId, null);
}

/** Adds (true) or removes (false) the member's bookmark; either is idempotent. */
export async function setBookmark(db: Database, key: ItemKey, userId: string, bookmarked: boolean) {
  return db.transaction(async (tx) => {
    const item = await lockPublishedItem(tx, key.kind, key.itemId, 'key share');
    if (!item) throw itemNotFound(key.kind);
    if (await writeBookmark(tx, key.kind, key.itemId, userId, bookmarked)) {
      await emitEvent(tx, {
        type: key.kind === 'case_study' ? 'bookmark_case_study' : 'bookmark_tactic',
        actorId: userId,
        payload: { metadata: itemMetadata(key.kind, item) },
      });
    }
    return stateAfter(tx, key, userId);
  });
}

/**
 * Sets the member's 1-5 rating (and review) and applies the change to rating_count and
 * average_rating under the item's lock. A new or changed rating notifies the item's submitter.
 */
export async function rateItem(db: Database, key: ItemKey, userId: string, rating: number, reviewText: string | null | undefined) {
  return db.transaction(async (tx) => {
    const item = await lockPublishedItem(tx, key.kind, key.itemId, 'no key update');
    if (!item) throw itemNotFound(key.kind);
    const previous = await findRating(tx, key.kind, key.itemId, userId);
    await writeRating(tx, key.kind, key.itemId, userId, rating, reviewText);
    await applyRatingChange(tx, key.kind, key.itemId, previous?.rating ?? null, rating);
    if (previous?.rating !== rating) {
      await emitEvent(
        tx,
        memberAction({
          actorId: userId,
          recipientId: item.submittedBy,
          actionType: key.kind === 'case_study' ? 'rate_case_study' : 'rate_tactic',
          metadata: { ...itemMetadata(key.kind, item), rating },
        }),
      );
    }
    return stateAfter(tx, key, userId);
  });
}
