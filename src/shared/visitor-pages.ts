/**
 * The contract between the server and the web build for pages drawn into the server's HTML for
 * visitors (decision 026): the build renders them with the app's own components
 * (src/web/app/visitor-pages.tsx, bundled to VISITOR_PAGES_MODULE), the server fetches the
 * answers they show and embeds them, and the app starts from those answers instead of asking again.
 */

/** A query the page shows: the app's cache key and the API path (under /api) that answers it. */
export type VisitorPageQuery = { key: readonly unknown[]; path: string };

/** A query with the answer the server got for it. */
export type SeededQuery = { key: readonly unknown[]; data: unknown };

/**
 * What the server embeds next to the page: the page was drawn for a visitor, with these answers,
 * and the app's scripts (URLs, its entry first) that take it over: public/visitor-boot.js fetches
 * them once the page has loaded and starts the entry on the visitor's first move or when idle.
 */
export type VisitorPageData = { visitor: true; queries: SeededQuery[]; code: string[] };

/** The built module the server imports (next to dist/web). */
export type VisitorPagesModule = {
  /** The queries a visitor's page at this path shows, or null when the path is not drawn by the server. */
  visitorPageQueries(pathname: string, search: string): VisitorPageQuery[] | null;
  /** The page inside #root: header, page and footer, as a signed-out visitor sees them. */
  renderVisitorPage(pathname: string, search: string, queries: SeededQuery[]): string;
};

/** The module's file, relative to the directory that holds dist/web. */
export const VISITOR_PAGES_MODULE = 'ssr/visitor-pages.js';

/** The id of the `<script type="application/json">` that carries VisitorPageData. */
export const VISITOR_PAGE_DATA_ID = 'flightdeck-page-data';

/** JSON that can sit inside a <script> element: no "</script>", no HTML comment, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
