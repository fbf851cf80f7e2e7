import type { DiscussionEntry, DiscussionList, DiscussionThread } from '#shared/schemas/discussions.ts';

const time = (entry: DiscussionEntry) => Date.parse(entry.createdAt);

/**
 * Top-level discussions newest first, each with its replies beneath oldest first (a
 * conversation reads downwards). The server sends this order; keeping it here means the
 * page never depends on it.
 */
export function orderThreads(threads: readonly DiscussionThread[]): DiscussionThread[] {
  return threads
    .map((thread) => ({ ...thread, replies: thread.replies.toSorted((a, b) => time(a) - time(b)) }))
    .toSorted((a, b) => time(b) - time(a));
}

type Upvote = Pick<DiscussionEntry, 'upvotes' | 'viewerUpvoted'>;

/** Pressing upvote: one per member, pressing again takes it back. */
export function toggledUpvote(entry: Upvote): Upvote {
  return entry.viewerUpvoted ? { upvotes: Math.max(0, entry.upvotes - 1), viewerUpvoted: false } : { upvotes: entry.upvotes + 1, viewerUpvoted: true };
}

/** The list with one discussion or reply changed. */
export function updateEntry(list: DiscussionList, id: string, change: (entry: DiscussionEntry) => Upvote): DiscussionList {
  const apply = <T extends DiscussionEntry>(entry: T): T => (entry.id === id ? { ...entry, ...change(entry) } : entry);
  return {
    ...list,
    items: list.items.map((thread) => ({ ...apply(thread), replies: thread.replies.map(apply) })),
  };
}

export function findEntry(list: DiscussionList | undefined, id: string): DiscussionEntry | undefined {
  for (const thread of list?.items ?? []) {
    if (thread.id === id) return thread;
    const reply = thread.replies.find((entry) => entry.id === id);
    if (reply) return reply;
  }
  return undefined;
}

/** Up to two initials of a display name, for the avatar fallback. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => (word ? Array.from(word)[0] : ''))
    .join('')
    .toUpperCase();
}
