import { FOLLOW_MESSAGES, type FollowState } from '#shared/schemas/profile.ts';
import type { Database } from '../../db/client.ts';
import { emitEvent, memberAction } from '../../events.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { deleteFollow, followFigures, insertFollow, lockActiveMember } from './follow.queries.ts';

const PROFILE_NOT_FOUND = 'Profile not found.';

/**
 * The member follows another (a state: following again changes nothing). A new follow tells the
 * followed member ("New Follower") through the event pipeline; following again after unfollowing
 * on the same day adds no second notification (one per follower a day).
 */
export async function followMember(db: Database, followerId: string, followeeId: string): Promise<FollowState> {
  if (followerId === followeeId) throw badRequest(FOLLOW_MESSAGES.self);
  if (!isUuid(followeeId)) throw notFound(PROFILE_NOT_FOUND);
  return db.transaction(async (tx) => {
    if (!(await lockActiveMember(tx, followeeId))) throw notFound(PROFILE_NOT_FOUND);
    if (await insertFollow(tx, followerId, followeeId)) {
      await emitEvent(tx, memberAction({ actorId: followerId, recipientId: followeeId, actionType: 'follow_user', metadata: {} }));
    }
    return { following: true, followers: (await followFigures(tx, followeeId, null)).followers };
  });
}

/** The member stops following another; not following already changes nothing. */
export async function unfollowMember(db: Database, followerId: string, followeeId: string): Promise<FollowState> {
  if (followerId === followeeId) throw badRequest(FOLLOW_MESSAGES.self);
  if (!isUuid(followeeId)) throw notFound(PROFILE_NOT_FOUND);
  await deleteFollow(db, followerId, followeeId);
  return { following: false, followers: (await followFigures(db, followeeId, null)).followers };
}
