import { sql, type SQL } from 'drizzle-orm';
import type { GigNotificationKind, OwnNotificationKind, PodNotificationKind, UserActionType } from '#shared/constants.ts';
import type { UserActionMetadata } from '#shared/schemas/case-study-content.ts';
import type { Database } from '../db/client.ts';
import { userActions } from '../db/schema/community.ts';
import { resultRows } from '../lib/sql-helpers.ts';
import { publishEvent, publishEvents } from './publish.ts';

export type UserActionInput = {
  /** Who acted. */
  actorId: string;
  /** Whose content it concerns; null for staff content or a deleted account. */
  recipientId: string | null;
  actionType: UserActionType | GigNotificationKind | PodNotificationKind;
  metadata: UserActionMetadata;
  /** The event this notification is written for; the same event never writes two. */
  eventId?: string;
  /** When the member acted: the day of a repeatable reaction is the day it happened, not the day it was handled. */
  occurredAt?: Date;
};

/** Reactions a member can take back and give again (a follow too); each is one notification a day. */
const REPEATABLE_ACTIONS = new Set<UserActionType>(['upvote_case_study', 'upvote_tactic', 'upvote_discussion', 'rate_case_study', 'rate_tactic', 'follow_user']);

/** actor:kind:subject:UTC day for a repeatable reaction (actor:kind:challenge for a pod completion); null for actions that are each news (posts, replies). */
export function dedupeKeyOf({ actorId, actionType, metadata }: Pick<UserActionInput, 'actorId' | 'actionType' | 'metadata'>, now = new Date()): string | null {
  // A pod member's completion is news once per challenge for each pod mate, whichever event says it.
  if (actionType === 'pod_member_completed') return `${actorId}:${actionType}:${String(metadata.challengeId ?? '')}`;
  if (!REPEATABLE_ACTIONS.has(actionType as UserActionType)) return null;
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
export async function recordUserAction(tx: Pick<Database, 'execute'>, input: UserActionInput): Promise<string | null> {
  return (await recordUserActions(tx, [input]))[0] ?? null;
}

/**
 * recordUserAction for several actions at once, as they happened one after the other: at most
 * two inserts (repeatable reactions, and news) and one statement announcing the new rows. The
 * ids of the notifications written.
 */
export async function recordUserActions(tx: Pick<Database, 'execute'>, inputs: readonly UserActionInput[]): Promise<string[]> {
  const repeatable = new Map<string, NotificationRow>();
  const news: NotificationRow[] = [];
  for (const { actorId, recipientId, actionType, metadata, eventId, occurredAt } of inputs) {
    if (!recipientId || recipientId === actorId) continue;
    const dedupeKey = dedupeKeyOf({ actorId, actionType, metadata }, occurredAt);
    const row: NotificationRow = { user_id: actorId, target_id: recipientId, action_type: actionType, action_metadata: metadata, dedupe_key: dedupeKey, event_id: eventId ?? null };
    if (!dedupeKey) {
      news.push(row);
      continue;
    }
    // The same reaction twice in the list: one row with the later details, as the second would leave it.
    const key = `${recipientId}:${dedupeKey}`;
    const first = repeatable.get(key);
    if (first) first.action_metadata = metadata;
    else repeatable.set(key, row);
  }
  const written = [
    // xmax is 0 only for a row this statement inserted.
    ...(await insertNotifications(tx, [...repeatable.values()], sql`on conflict (target_id, dedupe_key) do update set action_metadata = excluded.action_metadata`, sql`(xmax = 0)`)),
    // Posts and replies are each news; only the same event handled again is refused.
    ...(await insertNotifications(tx, news, sql`on conflict do nothing`, sql`true`)),
  ];
  const announced = written.filter((row) => row.inserted);
  await publishEvents(
    tx,
    announced.map((row) => ({ type: 'user_action', id: row.id, targetId: row.target_id })),
  );
  return announced.map((row) => row.id);
}

type NotificationRow = {
  user_id: string | null;
  target_id: string;
  action_type: UserActionType | OwnNotificationKind | GigNotificationKind | PodNotificationKind;
  action_metadata: UserActionMetadata;
  dedupe_key: string | null;
  event_id: string | null;
};

/**
 * Inserts notifications in their order, sent as one JSON parameter: a worker's group writes a
 * hundred at a time, and building a statement with a parameter per column of each row cost the
 * server more than PostgreSQL's work on it.
 */
async function insertNotifications(tx: Pick<Database, 'execute'>, rows: readonly NotificationRow[], onConflict: SQL, inserted: SQL) {
  if (rows.length === 0) return [];
  return resultRows<{ id: string; target_id: string; inserted: boolean }>(
    await tx.execute(sql`
      insert into ${userActions} (user_id, target_id, action_type, action_metadata, dedupe_key, event_id)
      select user_id, target_id, action_type::user_action_type, coalesce(action_metadata, '{}'), dedupe_key, event_id
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(user_id uuid, target_id uuid, action_type text, action_metadata jsonb, dedupe_key text, event_id uuid)
      ${onConflict}
      returning id, target_id, ${inserted} as inserted`),
  );
}

/**
 * A notification the member set up for themselves (a bookmark or plan reminder), without an
 * actor. Written once per event and announced to their open streams.
 */
export async function recordOwnNotice(
  tx: Pick<Database, 'insert' | 'execute'>,
  { memberId, actionType, metadata, eventId }: { memberId: string; actionType: 'bookmark_reminder' | 'plan_reminder' | 'gig_pick_made' | 'vip_event_place'; metadata: UserActionMetadata; eventId: string },
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
export type OwnNotification = { recipientId: string; kind: OwnNotificationKind; metadata: UserActionMetadata; dedupeKey: string };

/**
 * Tells members about their own progress: notifications without an actor, each written once per
 * member and dedupe key (the unique index decides), in one insert, and announced to the members'
 * open streams on commit. The ids of those written now.
 */
export async function recordOwnNotifications(tx: Pick<Database, 'execute'>, notices: readonly OwnNotification[]): Promise<string[]> {
  const rows = await insertNotifications(
    tx,
    notices.map(({ recipientId, kind, metadata, dedupeKey }) => ({ user_id: null, target_id: recipientId, action_type: kind, action_metadata: metadata, dedupe_key: dedupeKey, event_id: null })),
    sql`on conflict do nothing`,
    sql`true`,
  );
  await publishEvents(
    tx,
    rows.map((row) => ({ type: 'user_action', id: row.id, targetId: row.target_id })),
  );
  return rows.map((row) => row.id);
}
