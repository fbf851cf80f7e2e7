import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/me.ts';

/** What a page's loader is given: the route's parameters and query, the cache to fill, and who reads. */
export type PageLoadArgs = {
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  queryClient: QueryClient;
  /** The member the page is drawn for; null for a visitor. */
  viewer: Me | null;
};

/**
 * Fetches into the cache every answer the page shows on its first render, with the feature's own
 * `queryOptions`, so the server draws it in one render and the browser hydrates it from the same
 * cache (decision 075). Rejects when an answer is refused (a 404 makes the page a 404).
 */
export type PageLoader = (args: PageLoadArgs) => Promise<unknown>;

/** A route module: its page component (named in the route table) and, for a drawn page, its loader. */
export type PageModule = { loadPage?: PageLoader } & Record<string, unknown>;
