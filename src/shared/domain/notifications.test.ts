import { describe, expect, it } from 'vitest';
import { actorName, badgeText, describeNotification } from './notifications.ts';

describe('notification wording', () => {
  it('titles and words each action type as member-area §9', () => {
    expect(describeNotification('upvote_case_study', 'Ada')).toEqual({ type: 'vote', title: 'Case Study Upvoted', message: 'Ada upvoted your case study' });
    expect(describeNotification('rate_tactic', 'Ada')).toMatchObject({ type: 'rating', title: 'Tactic Rated' });
    expect(describeNotification('reply_discussion', 'Ada')).toMatchObject({ type: 'discussion', title: 'Discussion Reply', message: 'Ada replied to your discussion' });
    expect(describeNotification('something_new', 'Ada').title).toBe('New Activity');
  });

  it('falls back to "Anonymous User" without a profile and "Someone" without a name', () => {
    expect(actorName(null)).toBe('Anonymous User');
    expect(actorName({ displayName: null })).toBe('Someone');
    expect(actorName({ displayName: '  ' })).toBe('Someone');
    expect(actorName({ displayName: 'Ada' })).toBe('Ada');
  });

  it('shows the unread count on the badge, "99+" above 99 and nothing at zero', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
