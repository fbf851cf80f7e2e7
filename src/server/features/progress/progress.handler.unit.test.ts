import { describe, expect, it } from 'vitest';
import { progressActionOf } from './progress.handler.ts';

describe('what an event counts for', () => {
  it('gives an upvote and a downvote of the same item the same key, so switching earns nothing more', () => {
    const up = progressActionOf('upvote_case_study', { caseStudyId: 'c1' });
    expect(up).toEqual({ action: 'vote', itemKey: 'case_study:c1' });
    expect(progressActionOf('downvote_case_study', { caseStudyId: 'c1' })).toEqual(up);
    expect(progressActionOf('upvote_discussion', { caseStudyId: 'c1', discussionId: 'd1' })).toEqual({ action: 'vote', itemKey: 'discussion:d1' });
  });

  it('keys ratings and bookmarks by item, new discussions and replies by the post', () => {
    expect(progressActionOf('rate_tactic', { tacticId: 't1', rating: 4 })).toEqual({ action: 'rating', itemKey: 'tactic:t1' });
    expect(progressActionOf('bookmark_tactic', { tacticId: 't1' })).toEqual({ action: 'bookmark', itemKey: 'tactic:t1' });
    expect(progressActionOf('create_discussion', { caseStudyId: 'c1', discussionId: 'd2' })).toEqual({ action: 'discussion', itemKey: 'discussion:d2' });
    expect(progressActionOf('reply_discussion', { caseStudyId: 'c1', discussionId: 'd2', replyId: 'r1' })).toEqual({ action: 'reply', itemKey: 'discussion:r1' });
    expect(progressActionOf('read_case_study', { caseStudyId: 'c1' })).toEqual({ action: 'read', caseStudyId: 'c1' });
  });

  it('counts nothing for a follow or an event without its item', () => {
    expect(progressActionOf('follow_user', {})).toBeNull();
    expect(progressActionOf('upvote_tactic', {})).toBeNull();
  });
});
