import { describe, expect, it } from 'vitest';
import { PUBLICATION_STATUSES } from '../constants.ts';
import { actionsFrom, authorMayEdit, nextStatus } from './editorial.ts';

describe('editorial workflow', () => {
  it('moves draft -> in review -> published, returned and resubmitted, published -> unpublished', () => {
    expect(nextStatus('draft', 'submit')).toBe('in_review');
    expect(nextStatus('in_review', 'return')).toBe('returned');
    expect(nextStatus('returned', 'submit')).toBe('in_review');
    expect(nextStatus('in_review', 'publish')).toBe('published');
    expect(nextStatus('published', 'unpublish')).toBe('unpublished');
    expect(nextStatus('unpublished', 'publish')).toBe('published');
  });

  it('refuses every other move', () => {
    expect(nextStatus('published', 'publish')).toBeNull();
    expect(nextStatus('published', 'return')).toBeNull();
    expect(nextStatus('draft', 'return')).toBeNull();
    expect(nextStatus('returned', 'publish')).toBeNull();
    expect(nextStatus('in_review', 'submit')).toBeNull();
    expect(nextStatus('draft', 'unpublish')).toBeNull();
    const allowed = Object.fromEntries(PUBLICATION_STATUSES.map((status) => [status, actionsFrom(status)]));
    expect(allowed).toEqual({
      draft: ['submit', 'publish'],
      in_review: ['publish', 'return'],
      published: ['unpublish'],
      returned: ['submit'],
      unpublished: ['submit', 'publish'],
    });
  });

  it('lets the author edit only a draft or a returned submission', () => {
    expect(PUBLICATION_STATUSES.filter(authorMayEdit)).toEqual(['draft', 'returned']);
  });
});
