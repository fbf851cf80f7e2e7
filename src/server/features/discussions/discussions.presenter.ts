import type { DiscussionEntry, DiscussionList, DiscussionThread } from '#shared/schemas/discussions.ts';
import type { DiscussionRow } from './discussions.queries.ts';

/** Exactly the fields of one post that leave the server. */
export function presentDiscussionEntry(row: DiscussionRow): DiscussionEntry {
  return {
    id: row.id,
    parentId: row.parentId,
    title: row.title,
    body: row.body,
    author: { id: row.authorId, displayName: row.authorName, avatarUrl: row.authorAvatarUrl },
    createdAt: row.createdAt.toISOString(),
    upvotes: row.upvotes,
    viewerUpvoted: row.viewerUpvoted,
  };
}

/**
 * Threads rows that arrive newest first: top-level discussions stay newest first, each
 * with its replies beneath, oldest first (a conversation reads downwards).
 */
export function presentDiscussionList({ rows, total, nextCursor }: { rows: DiscussionRow[]; total: number; nextCursor: string | null }): DiscussionList {
  const threads = new Map<string, DiscussionThread>();
  for (const row of rows) {
    if (row.parentId === null) threads.set(row.id, { ...presentDiscussionEntry(row), replies: [] });
  }
  for (const row of rows.toReversed()) {
    if (row.parentId !== null) threads.get(row.parentId)?.replies.push(presentDiscussionEntry(row));
  }
  return { items: [...threads.values()], total, nextCursor };
}
