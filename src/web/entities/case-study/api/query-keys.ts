/**
 * Every cached case-study query, keyed by the API query it asks: the browse grid and the content
 * browser share one entry when they ask the same thing.
 */
export const caseStudyKeys = {
  all: ['case-studies'] as const,
  list: (query: string) => ['case-studies', 'list', query] as const,
  /** Per viewer: what the server sends depends on who reads (preview, paywall, meter). */
  detail: (id: string, viewer: string) => ['case-studies', 'detail', id, viewer] as const,
  compare: (query: string) => ['case-studies', 'compare', query] as const,
};
