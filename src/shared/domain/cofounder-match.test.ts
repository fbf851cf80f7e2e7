import { describe, expect, it } from 'vitest';
import type { CofounderProfileFields } from '../schemas/cofounders.ts';
import { matchReasons, matchScore, rankMatches } from './cofounder-match.ts';

const me: Pick<CofounderProfileFields, 'skills' | 'seeking' | 'region' | 'stage' | 'commitment'> = {
  skills: ['engineering', 'data_ai'],
  seeking: ['sales', 'design'],
  region: 'americas',
  stage: 'idea',
  commitment: 'part_time',
};

describe('co-founder fit', () => {
  it('scores complementary skills both ways, then time zone band, stage and commitment, each with its reason', () => {
    const reasons = matchReasons(me, { skills: ['sales', 'design', 'finance'], seeking: ['data_ai'], region: 'americas', stage: 'idea', commitment: 'full_time' });
    expect(reasons).toEqual([
      { kind: 'they_have', text: 'Has skills you look for: Sales, Design', points: 6 },
      { kind: 'they_seek', text: 'Looks for your skills: Data & AI', points: 3 },
      { kind: 'region', text: 'Same time zone band: Americas (UTC−10 to UTC−3)', points: 2 },
      { kind: 'stage', text: 'Same stage: Idea', points: 2 },
    ]);
    expect(matchScore(reasons)).toBe(13);
  });

  it('gives a profile with nothing in common no reasons and no points', () => {
    const reasons = matchReasons(me, { skills: ['operations'], seeking: ['finance'], region: 'east_asia_oceania', stage: 'revenue', commitment: 'full_time' });
    expect(reasons).toEqual([]);
    expect(matchScore(reasons)).toBe(0);
  });

  it('ranks by score, then by who was admitted first', () => {
    const ranked = rankMatches([
      { userId: 'b', score: 3, admittedAt: '2026-01-02T00:00:00Z' },
      { userId: 'c', score: 9, admittedAt: '2026-01-03T00:00:00Z' },
      { userId: 'a', score: 3, admittedAt: '2026-01-01T00:00:00Z' },
    ]);
    expect(ranked.map((match) => match.userId)).toEqual(['c', 'a', 'b']);
  });
});
