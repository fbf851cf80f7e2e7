import { sql } from 'drizzle-orm';
import type { ProgressNotificationKind, UserActionType } from '#shared/constants.ts';
import type { UserActionMetadata } from '#shared/schemas/case-study-content.ts';
import type { Database } from '../db/client.ts';
import { userActions } from '../db/schema/community.ts';
import { publishEvent, publishEvents } from './publish.ts';

export type UserActionInput = {
  /** Who acted. */
  actorId: string;
  /** Whose content it concerns; null for staff content or a deleted account. */
  recipientId: string | null;
  actionType: UserActionType;
  metadata: UserActionMetadata;
  /** The event this notification is written for; the same event never writes two. */
  eventId?: string;
  /** When the member acted: the day of a repeatable reaction is the day it happened, not the day it was handled. */
  occurredAt?: Date;
};

/** Reactions a member can take back and give again; each is one notification a day. */
const REPEATABLE_ACTIONS = new Set<UserActionType>(['upvote_case_study', 'upvote_tactic', 'upvote_discussion', 'rate_case_study', 'rate_tactic']);

/** actor:kind:subject:UTC day for a repeatable reaction; null for actions that are each news (posts, replies). */
export function dedupeKeyOf({ actorId, actionType, metadata }: Pick<UserActionInput, 'actorId' | 'actionType' | 'metadata'>, now = new Date()): string | null {
  if (!REPEATABLE_ACTIONS.has(actionType)) return null;
  const subject = metadata.discussionId ?? metadata.caseStudyId ?? metadata.tacticId ?? '';
  return `${actorId}:${actionType}:${subject}:${now.toISOString().slice(0, 10)}`;
}

/**
 * Records something a member did to someone else's content (one notification for the
 * recipient) and announces it to the recipient's open streams on commit. The event handler
 * calls it once per event. Acting on your own content, or on staff content, records nothing.
 * A repeated reaction on the same day (voting again after taking a vote back, changing a
 * rating) refreshes the existing notification's details instead of adding one, and announces
 * nothing: the database's unique indexes decide, so parallel requests and a redelivered event
 * cannot pass them.
 */
export async function recordUserAction(tx: Pick<Database, 'insert' | 'execute'>, input: UserActionInput): Promise<string | null> {
  return (await recordUserActions(tx, [input]))[0] ?? null;
}

/**
 * recordUserAction for several actions at once, as they happened one after the other: at most
 * two inserts (repeatable reactions, and news) and one statement announcing the new rows. The
 * ids of the notifications written.
 */
export async function recordUserActions(tx: Pick<Database, 'insert' | 'execute'>, inputs: readonly UserActionInput[]): Promise<string[]> {
  type Row = typeof userActions.$inferInsert & { targetId: string };
  const repeatable = new Map<string, Row>();
  const news: Row[] = [];
  for (const { actorId, recipientId, actionType, metadata, eventId, occurredAt } of inputs) {
    if (!recipientId || recipientId === actorId) continue;
    const dedupeKey = dedupeKeyOf({ actorId, actionType, metadata }, occurredAt);
    const row: Row = { userId: actorId, targetId: recipientId, actionType, actionMetadata: metadata, dedupeKey, eventId };
    if (!dedupeKey) {
      news.push(row);
      continue;
    }
    // The same reaction twice in the list: one row with the later details, as the second would leave it.
    const key = `${recipientId}:${dedupeKey}`;
    const first = repeatable.get(key);
    if (first) first.actionMetadata = metadata;
    else repeatable.set(key, row);
  }
  const written: { id: string; targetId: string; inserted: boolean }[] = [];
  const columns = { id: userActions.id, targetId: userActions.targetId };
  if (repeatable.size > 0) {
    written.push(
      ...(await tx
        .insert(userActions)
        .values([...repeatable.values()])
        .onConflictDoUpdate({ target: [userActions.targetId, userActions.dedupeKey], set: { actionMetadata: sql`excluded.action_metadata` } })
        // xmax is 0 only for a row this statement inserted.
        .returning({ ...columns, inserted: sql<boolean>`(xmax = 0)` })),
    );
  }
  if (news.length > 0) {
    // Posts and replies are each news; only the same event handled again is refused.
    written.push(...(await tx.insert(userActions).values(news).onConflictDoNothing().returning({ ...columns, inserted: sql<boolean>`true` })));
  }
  const announced = written.filter((row) => row.inserted);
  await publishEvents(
    tx,
    announced.map((row) => ({ type: 'user_action', id: row.id, targetId: row.targetId })),
  );
  return announced.map((row) => row.id);
}

/**
 * A notification the member set up for themselves (a bookmark or plan reminder), without an
 * actor. Written once per event and announced to their open streams.
 */
export async function recordOwnNotice(
  tx: Pick<Database, 'insert' | 'execute'>,
  { memberId, actionType, metadata, eventId }: { memberId: string; actionType: 'bookmark_reminder' | 'plan_reminder'; metadata: UserActionMetadata; eventId: string },
): Promise<string | null> {
  const [row] = await tx
    .insert(userActions)
    // No actor: the list shows only what others did, and a reminder is nobody else's action.
    .values({ userId: null, targetId: memberId, actionType, actionMetadata: metadata, eventId })
    .onConflictDoNothing()
    .returning({ id: userActions.id });
  if (!row) return null;
  await publishEvent(tx, { type: 'user_action', id: row.id, targetId: memberId });
  return row.id;
}

/** A member's own progress news (quest completed, achievement unlocked, level up). */
export type OwnNotification = { recipientId: string; kind: ProgressNotificationKind; metadata: UserActionMetadata; dedupeKey: string };

/**
 * Tells members about their own progress: notifications without an actor, each written once per
 * member and dedupe key (the unique index decides), in one insert, and announced to the members'
 * open streams on commit. The ids of those written now.
 */
export async function recordOwnNotifications(tx: Pick<Database, 'insert' | 'execute'>, notices: readonly OwnNotification[]): Promise<string[]> {
  if (notices.length === 0) return [];
  const rows = await tx
    .insert(userActions)
    .values(notices.map(({ recipientId, kind, metadata, dedupeKey }) => ({ userId: null, targetId: recipientId, actionType: kind, actionMetadata: metadata, dedupeKey })))
    .onConflictDoNothing()
    .returning({ id: userActions.id, targetId: userActions.targetId });
  await publishEvents(
    tx,
    rows.map((row) => ({ type: 'user_action', id: row.id, targetId: row.targetId })),
  );
  return rows.map((row) => row.id);
}
