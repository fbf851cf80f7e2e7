import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  activityLevel,
  containsLink,
  levelFor,
  levelProgress,
  memberDays,
  questDate,
  questTimeZone,
  reachedAchievements,
  xpSourceKey,
  XP_AMOUNTS,
} from './progress.ts';

describe('XP levels', () => {
  it('has the five levels with their thresholds and titles', () => {
    expect([0, 249, 250, 999, 1_000, 4_999, 5_000, 9_999, 10_000, 50_000].map((xp) => [levelFor(xp).level, levelFor(xp).title])).toEqual([
      [1, 'Newbie'],
      [1, 'Newbie'],
      [2, 'Contributor'],
      [2, 'Contributor'],
      [3, 'Advanced'],
      [3, 'Advanced'],
      [4, 'Expert'],
      [4, 'Expert'],
      [5, 'Master'],
      [5, 'Master'],
    ]);
  });

  it('measures progress through the current level and shows 100% at the top', () => {
    expect(levelProgress(0)).toEqual({ level: 1, title: 'Newbie', xp: 0, currentLevelXp: 0, nextLevelXp: 250, xpToNext: 250, nextTitle: 'Contributor', percent: 0 });
    expect(levelProgress(625)).toMatchObject({ level: 2, currentLevelXp: 250, nextLevelXp: 1_000, xpToNext: 375, percent: 50 });
    // Just below a threshold is not yet 100%.
    expect(levelProgress(999).percent).toBe(99);
    expect(levelProgress(10_000)).toMatchObject({ level: 5, percent: 100, nextLevelXp: null, nextTitle: null, xpToNext: 0 });
    expect(levelProgress(123_456).percent).toBe(100);
  });
});

describe('XP rules', () => {
  it('gives the amounts of PRODUCT §10', () => {
    expect(XP_AMOUNTS).toEqual({ bookmark: 5, vote: 2, rating: 5, discussion: 15, reply: 10, submission: 100, achievement: 50 });
  });

  it('keys XP by action and item only, so undo and redo or a changed vote earn once', () => {
    expect(xpSourceKey({ action: 'vote', itemKey: 'case_study:1' })).toBe('vote:case_study:1');
    expect(xpSourceKey({ action: 'vote', itemKey: 'case_study:1' })).toBe(xpSourceKey({ action: 'vote', itemKey: 'case_study:1' }));
    expect(xpSourceKey({ action: 'rating', itemKey: 'case_study:1' })).not.toBe(xpSourceKey({ action: 'vote', itemKey: 'case_study:1' }));
  });
});

describe('activity level', () => {
  it('is Beginner below 20, Intermediate from 20, Advanced from 50, Expert from 100', () => {
    expect([0, 19, 20, 49, 50, 99, 100, 1_000].map(activityLevel)).toEqual(['Beginner', 'Beginner', 'Intermediate', 'Intermediate', 'Advanced', 'Advanced', 'Expert', 'Expert']);
  });
});

describe('achievements', () => {
  const none = { bookmarks: 0, votes: 0, ratings: 0, discussions: 0, memberDays: 0 };
  const keys = (counts: Partial<typeof none>) => reachedAchievements({ ...none, ...counts }).map((a) => a.key);

  it('are the nine of member-area §9', () => {
    expect(ACHIEVEMENTS.map((a) => [a.key, a.threshold])).toEqual([
      ['first_bookmark', 1],
      ['bookmark_collector', 10],
      ['first_vote', 1],
      ['active_voter', 25],
      ['first_rating', 1],
      ['rating_expert', 20],
      ['discussion_starter', 1],
      ['community_leader', 10],
      ['early_adopter', 30],
    ]);
  });

  it('are reached exactly at their thresholds', () => {
    expect(keys({})).toEqual([]);
    expect(keys({ bookmarks: 9 })).toEqual(['first_bookmark']);
    expect(keys({ bookmarks: 10 })).toEqual(['first_bookmark', 'bookmark_collector']);
    expect(keys({ votes: 24 })).toEqual(['first_vote']);
    expect(keys({ votes: 25 })).toEqual(['first_vote', 'active_voter']);
    expect(keys({ ratings: 20 })).toEqual(['first_rating', 'rating_expert']);
    expect(keys({ discussions: 10 })).toEqual(['discussion_starter', 'community_leader']);
    expect(keys({ memberDays: 29 })).toEqual([]);
    expect(keys({ memberDays: 30 })).toEqual(['early_adopter']);
  });

  it('counts whole days of membership', () => {
    const joined = new Date('2026-01-01T12:00:00Z');
    expect(memberDays(joined, new Date('2026-01-31T11:59:59Z'))).toBe(29);
    expect(memberDays(joined, new Date('2026-01-31T12:00:00Z'))).toBe(30);
  });
});

describe('quest days', () => {
  it('are calendar days in the member’s time zone', () => {
    const lateUtc = new Date('2026-03-10T23:30:00Z');
    expect(questDate(lateUtc, null)).toBe('2026-03-10');
    expect(questDate(lateUtc, 'Asia/Tokyo')).toBe('2026-03-11');
    expect(questDate(lateUtc, 'America/New_York')).toBe('2026-03-10');
    const earlyUtc = new Date('2026-03-11T03:00:00Z');
    expect(questDate(earlyUtc, 'America/Los_Angeles')).toBe('2026-03-10');
    expect(questDate(earlyUtc, 'UTC')).toBe('2026-03-11');
  });

  it('turn over at the member’s midnight, also across a daylight-saving change', () => {
    // New York moves to UTC-4 on 2026-03-08; midnight of 03-09 is 04:00 UTC.
    expect(questDate(new Date('2026-03-09T03:59:59Z'), 'America/New_York')).toBe('2026-03-08');
    expect(questDate(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
    // Kathmandu is UTC+5:45.
    expect(questDate(new Date('2026-03-10T18:14:59Z'), 'Asia/Kathmandu')).toBe('2026-03-10');
    expect(questDate(new Date('2026-03-10T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-03-11');
  });

  it('fall back to UTC for an unset or unknown time zone', () => {
    expect(questTimeZone(null)).toBe('UTC');
    expect(questTimeZone('  ')).toBe('UTC');
    expect(questTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(questTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(questDate(new Date('2026-03-10T23:30:00Z'), 'Not/AZone')).toBe('2026-03-10');
  });
});

describe('links in posts', () => {
  it('finds addresses, www. hosts, bare domains and Markdown links', () => {
    for (const text of ['see https://x.example/a', 'http://localhost:3000', 'visit www.example.org', 'example.com is mine', '[here](/path)']) {
      expect(containsLink(text), text).toBe(true);
    }
  });

  it('leaves ordinary writing alone', () => {
    for (const text of ['We grew to $10k MRR.', 'e.g. pricing, i.e. value', 'Version 2.0 shipped', 'Node.js and React']) {
      expect(containsLink(text), text).toBe(false);
    }
  });
});
