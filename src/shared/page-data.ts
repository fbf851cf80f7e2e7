import type { BehaviorEvent } from './schemas/behavior-events.ts';
import type { Me } from './schemas/me.ts';
import type { PageMeta } from './seo.ts';

/**
 * The contract between the server and the web build for pages the server draws (decision 075):
 * the build's server entry (src/web/app/server-entry.tsx, bundled to SERVER_ENTRY_MODULE) runs the
 * page's loader and renders the app's own route tree once; the server embeds what it rendered
 * from, and the browser hydrates the drawn page from the same answers.
 */

/** Where behaviour events go, and the tab's key for their session id (PRODUCT §12). */
export const ANALYTICS_ENDPOINT = '/api/analytics/events';
export const ANALYTICS_SESSION_KEY = 'flightdeck.analytics-session';

/**
 * What showing the page records: its view and, for a case study or tactic, the content view.
 * The boot script sends them once the page has loaded, since the app may never start on a drawn
 * page; the app, when it starts, does not record them again.
 */
export type PageViews = { endpoint: string; sessionKey: string; events: BehaviorEvent[] };

/**
 * What the server embeds next to a drawn page: the query cache it was drawn from (TanStack
 * Query's dehydrated state), the views it records, the app's scripts (its entry first) and, for
 * a member, who they are (their `/api/me` answer), so the app hydrates signed in as them.
 */
export type PageData = {
  visitor: boolean;
  member: Me | null;
  queries: unknown;
  views: PageViews;
  code: string[];
};

/** Answers a GET under /api (the whole path, `/api/...`) as the reader's browser would get it. */
export type FetchApi = (apiPath: string) => Promise<Response>;

/** A page as the server drew it: what goes inside #root, its status, and what it was drawn from. */
export type DrawnPage = {
  /** 404 when the page's loader found that its content does not exist. */
  status: 200 | 404;
  body: string;
  /** The metadata of a page of one piece of content, from the content drawn (decision 075). */
  meta: PageMeta | null;
  queries: unknown;
  views: BehaviorEvent[];
  member: Me | null;
};

/** The built module the server imports (next to dist/web). */
export type ServerEntryModule = {
  /**
   * The page at `pathname` drawn as a visitor sees it, or, with `member`, as that member sees it:
   * its route's loader is run once (its queries answered through `fetchApi`), the route tree is
   * rendered once. Null when the path is not drawn for this reader. Rejects when the loader fails
   * for any reason other than missing content (the app then draws the page in the browser).
   */
  drawPage(input: { pathname: string; search: string; fetchApi: FetchApi; member: Me | null }): Promise<DrawnPage | null>;
};

/** The module's file, relative to the directory that holds dist/web. */
export const SERVER_ENTRY_MODULE = 'ssr/server-entry.js';

/**
 * The event the app fires on `document` once it has taken over the page (hydrated a drawn page or
 * drawn one itself); `document.documentElement` then carries `data-app="ready"`.
 */
export const APP_READY_EVENT = 'flightdeck:app-ready';

/** The id of the `<script type="application/json">` that carries PageData. */
export const PAGE_DATA_ID = 'flightdeck-page-data';

/** JSON that can sit inside a <script> element: no "</script>", no HTML comment, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
