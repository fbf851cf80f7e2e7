import { describe, expect, it } from 'vitest';
import { recommend, scoreCandidate, topByFrequency, type Candidate } from './recommendations.ts';

const study = (over: Partial<Extract<Candidate, { type: 'case_study' }>> = {}): Candidate => ({
  type: 'case_study', id: 's', title: 'Study', regionTags: ['Europe', 'Germany', 'Berlin'], voteCount: 7, averageRating: 3, ...over,
});
const tactic = (over: Partial<Extract<Candidate, { type: 'tactic' }>> = {}): Candidate => ({
  type: 'tactic', id: 't', title: 'Tactic', category: 'marketing', voteCount: 2, averageRating: null, ...over,
});
const none = { regions: [], categories: [] };

describe('recommendation scoring', () => {
  it('scores popularity alone as the vote count, 0 when missing', () => {
    expect(scoreCandidate(study(), none)).toMatchObject({ score: 7, reason: 'Popular content' });
    expect(scoreCandidate(tactic({ voteCount: null }), none)).toMatchObject({ score: 0, reason: 'Popular tactic' });
  });

  it('adds 10 for a favourite region or category and names it', () => {
    expect(scoreCandidate(study(), { regions: ['Germany'], categories: [] })).toMatchObject({ score: 17, reason: 'Matches your interest in Germany' });
    expect(scoreCandidate(tactic(), { regions: [], categories: ['marketing'] })).toMatchObject({ score: 12, reason: 'Matches your interest in marketing' });
    // A region does not match a tactic, nor a category a case study.
    expect(scoreCandidate(tactic(), { regions: ['marketing'], categories: [] }).score).toBe(2);
  });

  it('adds 5 only for an average above 4', () => {
    expect(scoreCandidate(study({ averageRating: 4 }), none).score).toBe(7);
    expect(scoreCandidate(study({ averageRating: 4.1 }), none)).toMatchObject({ score: 12, reason: 'Highly rated content' });
    expect(scoreCandidate(tactic({ averageRating: 5 }), none)).toMatchObject({ score: 7, reason: 'Highly rated tactic' });
    expect(scoreCandidate(study({ averageRating: 4.5 }), { regions: ['Europe'], categories: [] })).toMatchObject({ score: 22, reason: 'Matches your interest in Europe' });
  });

  it('shows at most 2 region tags', () => {
    expect(scoreCandidate(study(), none).regionTags).toEqual(['Europe', 'Germany']);
  });

  it('keeps the top 10 by score', () => {
    const candidates = Array.from({ length: 15 }, (_, i) => study({ id: `s${i}`, voteCount: i }));
    const top = recommend(candidates, none);
    expect(top).toHaveLength(10);
    expect(top[0]!.id).toBe('s14');
    expect(top.at(-1)!.id).toBe('s5');
  });
});

describe('favourites', () => {
  it('are the 3 most frequent values', () => {
    expect(topByFrequency(['a', 'b', 'b', 'c', 'c', 'c', 'd'])).toEqual(['c', 'b', 'a']);
  });
});
