import { describe, expect, it } from 'vitest';
import type { DiscussionEntry, DiscussionList, DiscussionThread } from '#shared/schemas/discussions.ts';
import { findEntry, initials, orderThreads, toggledUpvote, updateEntry } from './threads.ts';

const author = { id: 'u1', displayName: 'Ada Lovelace', avatarUrl: null };
const entry = (id: string, createdAt: string, parentId: string | null = null): DiscussionEntry => ({
  id,
  parentId,
  title: parentId ? null : `Title ${id}`,
  body: `Body ${id}`,
  author,
  createdAt,
  upvotes: 0,
  viewerUpvoted: false,
});
const thread = (id: string, createdAt: string, replies: DiscussionEntry[] = []): DiscussionThread => ({ ...entry(id, createdAt), replies });

describe('orderThreads', () => {
  it('puts top-level discussions newest first and their replies oldest first', () => {
    const ordered = orderThreads([
      thread('old', '2024-01-01T00:00:00Z', [entry('r2', '2024-01-03T00:00:00Z', 'old'), entry('r1', '2024-01-02T00:00:00Z', 'old')]),
      thread('new', '2024-02-01T00:00:00Z'),
      thread('mid', '2024-01-15T00:00:00Z', [entry('r3', '2024-01-16T00:00:00Z', 'mid')]),
    ]);
    expect(ordered.map((t) => t.id)).toEqual(['new', 'mid', 'old']);
    expect(ordered[2]!.replies.map((r) => r.id)).toEqual(['r1', 'r2']);
  });
});

describe('upvotes', () => {
  it('one per member: pressing again takes it back', () => {
    expect(toggledUpvote({ upvotes: 2, viewerUpvoted: false })).toEqual({ upvotes: 3, viewerUpvoted: true });
    expect(toggledUpvote({ upvotes: 3, viewerUpvoted: true })).toEqual({ upvotes: 2, viewerUpvoted: false });
    expect(toggledUpvote({ upvotes: 0, viewerUpvoted: true })).toEqual({ upvotes: 0, viewerUpvoted: false });
  });

  it('changes a discussion or a reply in place and nothing else', () => {
    const list: DiscussionList = { items: [thread('a', '2024-01-01T00:00:00Z', [entry('b', '2024-01-02T00:00:00Z', 'a')]), thread('c', '2024-01-03T00:00:00Z')], total: 3, nextCursor: null };
    const afterReply = updateEntry(list, 'b', toggledUpvote);
    expect(findEntry(afterReply, 'b')).toMatchObject({ upvotes: 1, viewerUpvoted: true });
    expect(findEntry(afterReply, 'a')).toMatchObject({ upvotes: 0, viewerUpvoted: false });
    const afterTop = updateEntry(list, 'c', toggledUpvote);
    expect(findEntry(afterTop, 'c')).toMatchObject({ upvotes: 1, viewerUpvoted: true, replies: [] });
    expect(list.items[1]!.upvotes).toBe(0);
  });
});

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  grace  brewster murray hopper ')).toBe('GH');
    expect(initials('cher')).toBe('C');
    expect(initials('émile zola')).toBe('ÉZ');
  });
});
