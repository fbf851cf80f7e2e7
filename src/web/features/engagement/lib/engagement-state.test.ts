import { describe, expect, it } from 'vitest';
import { pressVote } from '#shared/domain/voting.ts';
import type { EngagementState } from '#shared/schemas/engagement.ts';
import { formatAverage, ratingCountLabel, starLabel, withBookmark, withRating, withVote } from './engagement-state.ts';

const base: EngagementState = { voteCount: 10, viewerVote: null, bookmarked: false, averageRating: 4, ratingCount: 2, viewerRating: null };
const press = (state: EngagementState, pressed: 'upvote' | 'downvote') => withVote(state, pressVote(state.viewerVote, pressed).next);

describe('optimistic vote', () => {
  it('a first vote changes the count by 1', () => {
    expect(press(base, 'upvote')).toMatchObject({ viewerVote: 'upvote', voteCount: 11 });
    expect(press(base, 'downvote')).toMatchObject({ viewerVote: 'downvote', voteCount: 9 });
  });

  it('switching to the other vote changes the count by 2', () => {
    expect(press({ ...base, viewerVote: 'upvote', voteCount: 11 }, 'downvote')).toMatchObject({ viewerVote: 'downvote', voteCount: 9 });
    expect(press({ ...base, viewerVote: 'downvote', voteCount: 9 }, 'upvote')).toMatchObject({ viewerVote: 'upvote', voteCount: 11 });
  });

  it('pressing the same vote again removes it (-1 for an upvote, +1 for a downvote)', () => {
    expect(press({ ...base, viewerVote: 'upvote', voteCount: 11 }, 'upvote')).toMatchObject({ viewerVote: null, voteCount: 10 });
    expect(press({ ...base, viewerVote: 'downvote', voteCount: 9 }, 'downvote')).toMatchObject({ viewerVote: null, voteCount: 10 });
  });

  it('leaves everything else alone', () => {
    const next = press(base, 'upvote');
    expect({ ...next, voteCount: base.voteCount, viewerVote: null }).toEqual(base);
  });
});

describe('optimistic bookmark and rating', () => {
  it('bookmark follows the toggle', () => {
    expect(withBookmark(base, true).bookmarked).toBe(true);
    expect(withBookmark({ ...base, bookmarked: true }, false).bookmarked).toBe(false);
  });

  it('a first rating joins the average and the count', () => {
    expect(withRating(base, 1)).toMatchObject({ viewerRating: 1, ratingCount: 3, averageRating: 3 });
    expect(withRating({ ...base, averageRating: 0, ratingCount: 0 }, 5)).toMatchObject({ ratingCount: 1, averageRating: 5 });
  });

  it('changing a rating replaces the old one in the average', () => {
    // ratings 3 and 5 (the viewer's 5): average 4; the viewer changes to 1 -> (3 + 1) / 2
    expect(withRating({ ...base, viewerRating: 5 }, 1)).toMatchObject({ viewerRating: 1, ratingCount: 2, averageRating: 2 });
  });

  it('shows averages to one decimal and counts with their noun', () => {
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(4)).toBe('4.0');
    expect(ratingCountLabel(1)).toBe('1 rating');
    expect(ratingCountLabel(1200)).toBe('1,200 ratings');
    expect(starLabel(1)).toBe('Rate 1 star');
    expect(starLabel(4)).toBe('Rate 4 stars');
  });
});
