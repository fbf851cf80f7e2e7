import { describe, expect, it } from 'vitest';
import type { StoredEvent } from './queue.ts';
import { groupsOf, orderingKeyOf, splitIntoLanes } from './worker.ts';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
const event = (id: string, actorId: string | null, second: number, type = 'upvote_case_study', payload: Record<string, unknown> = {}): StoredEvent => ({
  id,
  type,
  actorId,
  payload,
  attempts: 1,
  createdAt: at(second),
});

describe('orderingKeyOf', () => {
  it('is the author of a reviewed submission, else the actor, else the event itself', () => {
    expect(orderingKeyOf(event('e1', 'editor', 0, 'submission.published', { authorId: 'author' }))).toBe('author');
    expect(orderingKeyOf(event('e2', 'member', 0))).toBe('member');
    expect(orderingKeyOf(event('e3', null, 0, 'schedule.prune'))).toBe('e3');
  });
});

describe('splitIntoLanes', () => {
  it('keeps each member in one lane, in the order their events happened, and balances the lanes', () => {
    const batch = [event('a2', 'a', 2), event('b1', 'b', 1), event('a1', 'a', 1), event('c1', 'c', 3), event('a3', 'a', 3), event('d1', 'd', 0)];
    const lanes = splitIntoLanes(batch, 2);
    expect(lanes).toHaveLength(2);
    const laneOf = (id: string) => lanes.findIndex((lane) => lane.some((e) => e.id === id));
    expect(new Set(['a1', 'a2', 'a3'].map(laneOf)).size).toBe(1);
    const aLane = lanes[laneOf('a1')]!;
    expect(aLane.filter((e) => e.actorId === 'a').map((e) => e.id)).toEqual(['a1', 'a2', 'a3']);
    expect(lanes.map((lane) => lane.length).sort()).toEqual([3, 3]);
    // Sorted by member within a lane: transactions lock members in one order.
    for (const lane of lanes) expect(lane.map(orderingKeyOf)).toEqual([...lane.map(orderingKeyOf)].sort());
  });

  it("keeps a member's events of one millisecond in the batch's order, the order they were written", () => {
    const batch = [event('z-first', 'a', 1), event('b1', 'b', 0), event('m-second', 'a', 1), event('a-third', 'a', 1)];
    const [lane] = splitIntoLanes(batch, 1);
    expect(lane!.filter((e) => e.actorId === 'a').map((e) => e.id)).toEqual(['z-first', 'm-second', 'a-third']);
  });

  it('uses no more lanes than members', () => {
    expect(splitIntoLanes([event('a1', 'a', 1), event('a2', 'a', 2)], 4)).toHaveLength(1);
    expect(splitIntoLanes([], 4)).toEqual([]);
  });
});

describe('groupsOf', () => {
  it('groups consecutive groupable events up to the size and handles any other alone', () => {
    const lane = ['v1', 'v2', 'v3', 'x', 'v4'].map((id, i) => event(id, 'a', i, id === 'x' ? 'schedule.renewals' : 'upvote_case_study'));
    const ids = (groups: StoredEvent[][]) => groups.map((group) => group.map((e) => e.id));
    const groupable = (e: StoredEvent) => e.type === 'upvote_case_study';
    expect(ids(groupsOf(lane, groupable, 2))).toEqual([['v1', 'v2'], ['v3'], ['x'], ['v4']]);
    expect(ids(groupsOf(lane, groupable, 1))).toEqual([['v1'], ['v2'], ['v3'], ['x'], ['v4']]);
  });
});
