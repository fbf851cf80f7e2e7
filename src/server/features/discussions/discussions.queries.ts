import { and, count, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ItemType } from '#shared/constants.ts';
import type { Database } from '../../db/client.ts';
import { publicCaseStudy, publicTactic } from '../../db/public-content.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { discussions, discussionUpvotes } from '../../db/schema/community.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';
import { userExperience } from '../../db/schema/gamification.ts';

/** The database or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const itemColumn = (kind: ItemType) => (kind === 'case_study' ? discussions.relatedCaseId : discussions.relatedTacticId);

/** A published item with what a notification about it needs. */
export type ItemRef = { id: string; title: string; submittedBy: string | null };

/**
 * A published case study or tactic. In a transaction that then inserts a discussion, pass
 * lock: the row is held (key share) so it cannot be deleted before the insert commits.
 */
export async function findPublishedItem(executor: Executor, kind: ItemType, itemId: string, lock = false): Promise<ItemRef | undefined> {
  if (kind === 'case_study') {
    const query = executor
      .select({ id: caseStudies.id, title: caseStudies.title, submittedBy: caseStudies.submittedBy })
      .from(caseStudies)
      .where(and(eq(caseStudies.id, itemId), publicCaseStudy));
    const [row] = lock ? await query.for('key share') : await query;
    return row;
  }
  const query = executor
    .select({ id: tactics.id, title: tactics.name, submittedBy: tactics.submittedBy })
    .from(tactics)
    .where(and(eq(tactics.id, itemId), publicTactic));
  const [row] = lock ? await query.for('key share') : await query;
  return row;
}

/** Every column a discussion entry shows, with its author's profile and the viewer's upvote. */
function entryColumns(viewerId: string | null) {
  return {
    id: discussions.id,
    parentId: discussions.parentId,
    title: discussions.title,
    body: discussions.bodyMarkdown,
    authorId: discussions.authorId,
    authorName: profiles.displayName,
    authorAvatarUrl: profiles.avatarUrl,
    upvotes: discussions.upvotes,
    createdAt: discussions.createdAt,
    viewerUpvoted: viewerId
      ? sql<boolean>`exists (select 1 from ${discussionUpvotes} where ${discussionUpvotes.discussionId} = ${discussions.id} and ${discussionUpvotes.userId} = ${viewerId})`.mapWith(
          Boolean,
        )
      : sql<boolean>`false`.mapWith(Boolean),
  };
}
export type DiscussionRow = NonNullable<Awaited<ReturnType<typeof findDiscussionEntry>>>;

/**
 * One page of an item's top-level discussions, newest first (keyset: those older than the
 * `before` discussion), with every reply to them and the item's total of posts.
 */
export async function listItemDiscussionPage(
  db: Database,
  kind: ItemType,
  itemId: string,
  viewerId: string | null,
  { limit, before }: { limit: number; before?: string | undefined },
) {
  const older = before
    ? sql`(${discussions.createdAt}, ${discussions.id}) < (select d.created_at, d.id from ${discussions} d where d.id = ${before})`
    : undefined;
  const [threads, [total]] = await Promise.all([
    db
      .select(entryColumns(viewerId))
      .from(discussions)
      .leftJoin(profiles, eq(profiles.userId, discussions.authorId))
      .where(and(eq(itemColumn(kind), itemId), isNull(discussions.parentId), older))
      .orderBy(desc(discussions.createdAt), desc(discussions.id))
      .limit(limit + 1),
    db.select({ value: count() }).from(discussions).where(eq(itemColumn(kind), itemId)),
  ]);
  const page = threads.slice(0, limit);
  const replies =
    page.length === 0
      ? []
      : await db
          .select(entryColumns(viewerId))
          .from(discussions)
          .leftJoin(profiles, eq(profiles.userId, discussions.authorId))
          .where(inArray(discussions.parentId, page.map((row) => row.id)))
          .orderBy(desc(discussions.createdAt), desc(discussions.id));
  return { rows: [...page, ...replies], total: total?.value ?? 0, nextCursor: threads.length > limit ? (page.at(-1)?.id ?? null) : null };
}

export async function findDiscussionEntry(executor: Executor, discussionId: string, viewerId: string | null) {
  const [row] = await executor
    .select(entryColumns(viewerId))
    .from(discussions)
    .leftJoin(profiles, eq(profiles.userId, discussions.authorId))
    .where(eq(discussions.id, discussionId));
  return row;
}

/** A discussion on this item to reply to, held (key share) until the reply is inserted. */
export async function lockReplyParent(tx: Executor, kind: ItemType, itemId: string, parentId: string) {
  const [row] = await tx
    .select({ id: discussions.id, parentId: discussions.parentId, title: discussions.title, authorId: discussions.authorId })
    .from(discussions)
    .where(and(eq(discussions.id, parentId), eq(itemColumn(kind), itemId)))
    .for('key share');
  return row;
}

export async function insertDiscussion(
  tx: Executor,
  values: { kind: ItemType; itemId: string; authorId: string; title: string | null; body: string; parentId: string | null },
) {
  const [row] = await tx
    .insert(discussions)
    .values({
      title: values.title,
      bodyMarkdown: values.body,
      authorId: values.authorId,
      parentId: values.parentId,
      ...(values.kind === 'case_study' ? { relatedCaseId: values.itemId } : { relatedTacticId: values.itemId }),
    })
    .returning({ id: discussions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

const parent = alias(discussions, 'parent');

/**
 * A discussion on a published item, its row locked (no key update) so that upvotes on it
 * are serialised and its recounted upvotes are exact. A reply's title is its parent's.
 */
export async function lockDiscussionForUpvote(tx: Executor, discussionId: string) {
  const onPublicItem = or(
    exists(
      tx
        .select({ one: sql`1` })
        .from(caseStudies)
        .where(and(eq(caseStudies.id, discussions.relatedCaseId), publicCaseStudy)),
    ),
    exists(
      tx
        .select({ one: sql`1` })
        .from(tactics)
        .where(and(eq(tactics.id, discussions.relatedTacticId), publicTactic)),
    ),
  );
  const parentTitle = tx.select({ title: parent.title }).from(parent).where(eq(parent.id, discussions.parentId));
  const [row] = await tx
    .select({
      id: discussions.id,
      authorId: discussions.authorId,
      relatedCaseId: discussions.relatedCaseId,
      relatedTacticId: discussions.relatedTacticId,
      title: sql<string | null>`coalesce(${discussions.title}, (${parentTitle}))`,
    })
    .from(discussions)
    .where(and(eq(discussions.id, discussionId), onPublicItem))
    .for('no key update');
  return row;
}

/** Adds (true) or removes (false) the member's upvote. */
export async function writeDiscussionUpvote(tx: Executor, discussionId: string, userId: string, upvoted: boolean) {
  if (upvoted) {
    await tx.insert(discussionUpvotes).values({ discussionId, userId }).onConflictDoNothing();
  } else {
    await tx.delete(discussionUpvotes).where(and(eq(discussionUpvotes.discussionId, discussionId), eq(discussionUpvotes.userId, userId)));
  }
}

export async function hasUpvoted(tx: Executor, discussionId: string, userId: string) {
  const [row] = await tx
    .select({ total: count() })
    .from(discussionUpvotes)
    .where(and(eq(discussionUpvotes.discussionId, discussionId), eq(discussionUpvotes.userId, userId)));
  return (row?.total ?? 0) > 0;
}

/** upvotes counted from the rows (run under the discussion's lock); returns the new count. */
export async function recountDiscussionUpvotes(tx: Executor, discussionId: string) {
  const [row] = await tx
    .update(discussions)
    .set({
      upvotes: sql`(select count(*)::int from ${discussionUpvotes} where ${discussionUpvotes.discussionId} = ${discussionId})`,
      // An upvote is not an edit of the post.
      updatedAt: sql`${discussions.updatedAt}`,
    })
    .where(eq(discussions.id, discussionId))
    .returning({ upvotes: discussions.upvotes });
  return row?.upvotes ?? 0;
}

/** How many discussions and replies a member posted in the last `seconds`. */
export async function countRecentPosts(executor: Executor, authorId: string, seconds: number) {
  const [row] = await executor
    .select({ value: count() })
    .from(discussions)
    .where(and(eq(discussions.authorId, authorId), sql`${discussions.createdAt} > now() - make_interval(secs => ${seconds})`));
  return row?.value ?? 0;
}

/** The member's XP level (1 for a member without an experience record yet). */
export async function findMemberLevel(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor.select({ level: userExperience.currentLevel }).from(userExperience).where(eq(userExperience.userId, userId));
  return row?.level ?? 1;
}

/** Top-level discussions the member started since the start of the current UTC day. */
export async function countDiscussionsStartedToday(executor: Executor, authorId: string) {
  const [row] = await executor
    .select({ value: count() })
    .from(discussions)
    .where(and(eq(discussions.authorId, authorId), isNull(discussions.parentId), sql`${discussions.createdAt} >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`));
  return row?.value ?? 0;
}
