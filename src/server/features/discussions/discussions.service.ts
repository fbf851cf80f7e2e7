import type { ItemType } from '#shared/constants.ts';
import { DISCUSSION_MESSAGES, type DiscussionListQuery } from '#shared/schemas/discussions.ts';
import type { Database } from '../../db/client.ts';
import { itemNotFound, type ItemKey } from '../../lib/content-items.ts';
import { DISCUSSION_POST_WINDOW_SECONDS, DISCUSSION_POSTS_PER_WINDOW } from '#shared/limits.ts';
import { ADVISORY_LOCK, lockForTransaction } from '../../lib/advisory-locks.ts';
import { AppError, badRequest, notFound, rateLimited, secondsUntilUtcMidnight } from '../../lib/errors.ts';
import { containsLink, NEW_MEMBER_DISCUSSIONS_PER_DAY, TRUSTED_LEVEL } from '#shared/domain/progress.ts';
import { isSubjectTo } from '#shared/domain/policy.ts';
import { isUuid } from '../../lib/params.ts';
import type { SessionUser } from '../../app-context.ts';
import { toActor } from '../../auth/authorize.ts';
import { emitEvent, memberAction } from '../../events.ts';
import {
  countDiscussionsStartedToday,
  countRecentPosts,
  findMemberLevel,
  findDiscussionEntry,
  findPublishedItem,
  hasUpvoted,
  insertDiscussion,
  listItemDiscussionPage,
  lockDiscussionForUpvote,
  lockReplyParent,
  recountDiscussionUpvotes,
  writeDiscussionUpvote,
  type DiscussionRow,
  type Executor,
} from './discussions.queries.ts';

const discussionNotFound = () => notFound(DISCUSSION_MESSAGES.notFound);

const itemIds = (kind: ItemType, itemId: string) => (kind === 'case_study' ? { caseStudyId: itemId } : { tacticId: itemId });

/** One page of a published item's discussions with their replies; visitors may read them. */
export async function listDiscussions(db: Database, { kind, itemId }: ItemKey, viewerId: string | null, page: DiscussionListQuery) {
  const item = await findPublishedItem(db, kind, itemId);
  if (!item) throw itemNotFound(kind);
  return listItemDiscussionPage(db, kind, itemId, viewerId, page);
}

export type NewDiscussion = { title?: string; body: string; parentId?: string | null };

/**
 * New members (below level 2) may not post links and may start 5 discussions a UTC day
 * (PRODUCT §10); the refusal says why and how to unlock it. Called under the member's
 * post lock, so parallel posts cannot pass the daily limit.
 */
async function enforceReputation(tx: Executor, author: SessionUser, input: NewDiscussion): Promise<void> {
  const authorId = author.id;
  if (!isSubjectTo(toActor(author), 'reputation_limits', { level: await findMemberLevel(tx, authorId) })) return;
  if (containsLink(`${input.title ?? ''}\n${input.body}`)) throw new AppError(403, 'REPUTATION_REQUIRED', DISCUSSION_MESSAGES.linksLocked, { requiredLevel: TRUSTED_LEVEL });
  if (input.parentId == null && (await countDiscussionsStartedToday(tx, authorId)) >= NEW_MEMBER_DISCUSSIONS_PER_DAY) {
    throw new AppError(429, 'REPUTATION_REQUIRED', DISCUSSION_MESSAGES.dailyDiscussionLimit, { requiredLevel: TRUSTED_LEVEL }, secondsUntilUtcMidnight());
  }
}

/**
 * Posts a top-level discussion (notifying the item's submitter) or a reply to a top-level
 * discussion of the same item (notifying that discussion's author), in one transaction.
 */
export async function postDiscussion(db: Database, { kind, itemId }: ItemKey, author: SessionUser, input: NewDiscussion): Promise<DiscussionRow> {
  const authorId = author.id;
  return db.transaction(async (tx) => {
    const item = await findPublishedItem(tx, kind, itemId, true);
    if (!item) throw itemNotFound(kind);
    // The member's posts are counted and added one request at a time, so parallel posts cannot pass the limit.
    await lockForTransaction(tx, ADVISORY_LOCK.discussionPosts, authorId);
    if ((await countRecentPosts(tx, authorId, DISCUSSION_POST_WINDOW_SECONDS)) >= DISCUSSION_POSTS_PER_WINDOW) {
      // The window is rolling: by its length at the latest, the oldest post counted has left it.
      throw rateLimited(DISCUSSION_MESSAGES.tooManyPosts, DISCUSSION_POST_WINDOW_SECONDS);
    }
    await enforceReputation(tx, author, input);

    if (input.parentId != null) {
      const parent = isUuid(input.parentId) ? await lockReplyParent(tx, kind, itemId, input.parentId) : undefined;
      if (!parent) throw discussionNotFound();
      if (parent.parentId !== null) throw badRequest(DISCUSSION_MESSAGES.replyToReply);
      const id = await insertDiscussion(tx, { kind, itemId, authorId, title: null, body: input.body, parentId: parent.id });
      await emitEvent(
        tx,
        memberAction({
          actorId: authorId,
          recipientId: parent.authorId,
          actionType: 'reply_discussion',
          metadata: { ...itemIds(kind, itemId), discussionId: parent.id, replyId: id, title: parent.title ?? item.title },
        }),
      );
      return entry(tx, id, authorId);
    }

    const title = input.title ?? '';
    const id = await insertDiscussion(tx, { kind, itemId, authorId, title, body: input.body, parentId: null });
    await emitEvent(
      tx,
      memberAction({
        actorId: authorId,
        recipientId: item.submittedBy,
        actionType: 'create_discussion',
        metadata: { ...itemIds(kind, itemId), discussionId: id, title: item.title, discussionTitle: title },
      }),
    );
    return entry(tx, id, authorId);
  });
}

async function entry(tx: Executor, id: string, viewerId: string) {
  const row = await findDiscussionEntry(tx, id, viewerId);
  if (!row) throw new Error('discussion missing after insert');
  return row;
}

/**
 * Toggles the member's upvote (one per member; pressing again removes it). The discussion's
 * row lock serialises upvotes on it, so the recounted total is exact.
 */
export async function toggleDiscussionUpvote(db: Database, discussionId: string, userId: string) {
  if (!isUuid(discussionId)) throw discussionNotFound();
  return db.transaction(async (tx) => {
    const discussion = await lockDiscussionForUpvote(tx, discussionId);
    if (!discussion) throw discussionNotFound();
    const upvoted = !(await hasUpvoted(tx, discussionId, userId));
    await writeDiscussionUpvote(tx, discussionId, userId, upvoted);
    const upvotes = await recountDiscussionUpvotes(tx, discussionId);
    if (upvoted) {
      await emitEvent(
        tx,
        memberAction({
          actorId: userId,
          recipientId: discussion.authorId,
          actionType: 'upvote_discussion',
          metadata: {
            discussionId,
            ...(discussion.relatedCaseId && { caseStudyId: discussion.relatedCaseId }),
            ...(discussion.relatedTacticId && { tacticId: discussion.relatedTacticId }),
            ...(discussion.title !== null && { title: discussion.title }),
          },
        }),
      );
    }
    return { upvotes, upvoted };
  });
}
