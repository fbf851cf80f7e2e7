import { describe, expect, it } from 'vitest';
import { pressVote, setVote, voteValue } from './voting.ts';

describe('vote transitions', () => {
  it('counts a first vote as 1', () => {
    expect(pressVote(null, 'upvote')).toEqual({ next: 'upvote', delta: 1 });
    expect(pressVote(null, 'downvote')).toEqual({ next: 'downvote', delta: -1 });
  });

  it('removes a vote pressed again: -1 for an upvote, +1 for a downvote', () => {
    expect(pressVote('upvote', 'upvote')).toEqual({ next: null, delta: -1 });
    expect(pressVote('downvote', 'downvote')).toEqual({ next: null, delta: 1 });
  });

  it('counts switching to the other vote as 2', () => {
    expect(pressVote('upvote', 'downvote')).toEqual({ next: 'downvote', delta: -2 });
    expect(pressVote('downvote', 'upvote')).toEqual({ next: 'upvote', delta: 2 });
  });

  it('withdraws any vote, and nothing when there is none', () => {
    expect(setVote('upvote', null)).toEqual({ next: null, delta: -1 });
    expect(setVote('downvote', null)).toEqual({ next: null, delta: 1 });
    expect(setVote(null, null)).toEqual({ next: null, delta: 0 });
  });

  it('follows the spec sequence: up, up again, down, switch to up', () => {
    let count = 0;
    let vote = null as ReturnType<typeof pressVote>['next'];
    const totals: number[] = [];
    for (const pressed of ['upvote', 'upvote', 'downvote', 'upvote'] as const) {
      const step = pressVote(vote, pressed);
      vote = step.next;
      count += step.delta;
      totals.push(count);
      expect(count).toBe(voteValue(vote));
    }
    expect(totals).toEqual([1, 0, -1, 1]);
  });
});

describe('setVote', () => {
  it('sets the state: the same vote again changes nothing, switching counts 2', () => {
    expect(setVote(null, 'upvote')).toEqual({ next: 'upvote', delta: 1 });
    expect(setVote('upvote', 'upvote')).toEqual({ next: 'upvote', delta: 0 });
    expect(setVote('upvote', 'downvote')).toEqual({ next: 'downvote', delta: -2 });
    expect(setVote('downvote', null)).toEqual({ next: null, delta: 1 });
  });
});
