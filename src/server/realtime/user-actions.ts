import type { UserActionType } from '#shared/constants.ts';
import type { UserActionMetadata } from '#shared/schemas/case-study-content.ts';
import type { Database } from '../db/client.ts';
import { userActions } from '../db/schema/community.ts';
import { publishEvent } from './publish.ts';

export type UserActionInput = {
  /** Who acted. */
  actorId: string;
  /** Whose content it concerns; null for staff content or a deleted account. */
  recipientId: string | null;
  actionType: UserActionType;
  metadata: UserActionMetadata;
  /** The event this notification is written for; the same event never writes two. */
  eventId?: string;
};

/**
 * Records something a member did to someone else's content (one notification for the
 * recipient) and announces it to the recipient's open streams on commit. Acting on your own
 * content, or on staff content, records nothing.
 */
export async function recordUserAction(
  tx: Pick<Database, 'insert' | 'execute'>,
  { actorId, recipientId, actionType, metadata, eventId }: UserActionInput,
): Promise<string | null> {
  if (!recipientId || recipientId === actorId) return null;
  const [row] = await tx
    .insert(userActions)
    .values({ userId: actorId, targetId: recipientId, actionType, actionMetadata: metadata, eventId })
    .onConflictDoNothing()
    .returning({ id: userActions.id });
  if (!row) return null;
  await publishEvent(tx, { type: 'user_action', id: row.id, targetId: recipientId });
  return row.id;
}
