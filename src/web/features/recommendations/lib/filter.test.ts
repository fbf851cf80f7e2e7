import { describe, expect, it } from 'vitest';
import type { RecommendationItem } from '#shared/schemas/recommendations.ts';
import { filterRecommendations, isFiltering } from './filter.ts';

const item = (id: string, title: string, type: RecommendationItem['type']): RecommendationItem => ({ id, title, type, href: `/${id}`, score: 0, reason: 'Popular content', regionTags: [], category: null });
const items = [item('1', 'Zebra SaaS', 'case_study'), item('2', 'Cold outreach', 'tactic'), item('3', 'Alpha Shop', 'case_study')];

describe('filterRecommendations', () => {
  it('keeps relevance order by default, filters by type and search', () => {
    expect(filterRecommendations(items, { query: '', type: 'all', sort: 'relevance' }).map((i) => i.id)).toEqual(['1', '2', '3']);
    expect(filterRecommendations(items, { query: '', type: 'tactic', sort: 'relevance' }).map((i) => i.id)).toEqual(['2']);
    expect(filterRecommendations(items, { query: 'SHOP', type: 'all', sort: 'relevance' }).map((i) => i.id)).toEqual(['3']);
  });
  it('sorts by title', () => {
    expect(filterRecommendations(items, { query: '', type: 'all', sort: 'title' }).map((i) => i.title)).toEqual(['Alpha Shop', 'Cold outreach', 'Zebra SaaS']);
  });
  it('knows when the member is filtering (for the empty state)', () => {
    expect(isFiltering({ query: ' ', type: 'all', sort: 'title' })).toBe(false);
    expect(isFiltering({ query: '', type: 'tactic', sort: 'relevance' })).toBe(true);
  });
});
