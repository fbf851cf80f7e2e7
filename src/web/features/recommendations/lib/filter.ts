import type { RecommendationItem } from '#shared/schemas/recommendations.ts';

export type RecommendationFilters = { query: string; type: 'all' | 'case_study' | 'tactic'; sort: 'relevance' | 'title' };

/** Search (title, case-insensitive), type filter and sort over the server's top 10. */
export function filterRecommendations(items: readonly RecommendationItem[], { query, type, sort }: RecommendationFilters): RecommendationItem[] {
  const q = query.trim().toLowerCase();
  const kept = items.filter((i) => (type === 'all' || i.type === type) && (!q || i.title.toLowerCase().includes(q)));
  return sort === 'title' ? [...kept].sort((a, b) => a.title.localeCompare(b.title)) : kept;
}

export const isFiltering = (f: RecommendationFilters) => f.query.trim() !== '' || f.type !== 'all';
