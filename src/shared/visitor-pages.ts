import type { BehaviorEvent } from './schemas/behavior-events.ts';
import type { Me } from './schemas/me.ts';

/**
 * The contract between the server and the web build for pages drawn into the server's HTML for
 * visitors (decision 026): the build renders them with the app's own components
 * (src/web/app/visitor-pages.tsx, bundled to VISITOR_PAGES_MODULE), the server fetches the
 * answers they show and embeds them, and the app starts from those answers instead of asking again.
 */

/** A query with the answer the server got for it. */
export type SeededQuery = { key: readonly unknown[]; data: unknown };

/** Where behaviour events go, and the tab's key for their session id (PRODUCT §12). */
export const ANALYTICS_ENDPOINT = '/api/analytics/events';
export const ANALYTICS_SESSION_KEY = 'flightdeck.analytics-session';

/**
 * What showing the page records: its view and, for a case study, the content view. The boot
 * script sends them once the page has loaded, since the app may never start on a drawn page
 * (decision 032); the app, when it starts, does not record them again.
 */
export type VisitorPageViews = { endpoint: string; sessionKey: string; events: BehaviorEvent[] };

/**
 * What the server embeds next to the page: the page was drawn for a visitor, with these answers,
 * the views it records, and the app's scripts (URLs, its entry first) that take it over:
 * public/visitor-boot.js fetches them once the page has loaded and starts the entry on the
 * visitor's first move.
 */
export type VisitorPageData = { visitor: true; queries: SeededQuery[]; views: VisitorPageViews; code: string[] } | MemberPageData;

/**
 * The same for a page drawn for a signed-in member (decision 068): the member the page was drawn
 * for (their `/api/me` answer), so the app starts signed in as them, with no loading state over
 * the drawn page while its own session read is under way.
 */
export type MemberPageData = { visitor: false; member: Me; queries: SeededQuery[]; views: VisitorPageViews; code: string[] };

/**
 * The pages the server draws for visitors (React Router paths), each with the module of its page
 * (the router's lazy import, src/web/app/router.tsx): the public pages as a visitor sees them.
 * The landing page `/` is drawn at build time instead (decision 009).
 */
export const DRAWN_PAGES = {
  '/case-studies': 'src/web/app/routes/case-studies.tsx',
  '/case-studies/:id': 'src/web/app/routes/case-study-detail.tsx',
  '/tactics': 'src/web/app/routes/tactics.tsx',
  '/tactics/:id': 'src/web/app/routes/tactic-detail.tsx',
  '/pricing': 'src/web/app/routes/pricing.tsx',
  '/ideas': 'src/web/app/routes/ideas.tsx',
  '/academy': 'src/web/app/routes/academy.tsx',
  '/bootcamps': 'src/web/app/routes/bootcamps.tsx',
  '/analytics': 'src/web/app/routes/analytics.tsx',
  '/members/:id': 'src/web/app/routes/member.tsx',
  '/about': 'src/web/app/routes/about.tsx',
  '/advertise': 'src/web/app/routes/advertise.tsx',
  '/contact': 'src/web/app/routes/contact.tsx',
  '/privacy-policy': 'src/web/app/routes/privacy-policy.tsx',
  '/terms-of-service': 'src/web/app/routes/terms-of-service.tsx',
  '/data-deletion': 'src/web/app/routes/data-deletion.tsx',
} as const;
export type DrawnPagePath = keyof typeof DRAWN_PAGES;

/**
 * The pages the server draws for a signed-in member (decision 068), with the member's session
 * cookie sent with each of the page's queries: a member's main pages, and a case study (whose
 * preview, paywall or meter depends on who reads).
 */
export const MEMBER_DRAWN_PAGES = {
  '/dashboard': 'src/web/app/routes/dashboard.tsx',
  '/account/subscription': 'src/web/app/routes/account-subscription.tsx',
  '/advanced-analytics': 'src/web/app/routes/advanced-analytics.tsx',
  '/case-studies/:id': 'src/web/app/routes/case-study-detail.tsx',
} as const;
export type MemberDrawnPagePath = keyof typeof MEMBER_DRAWN_PAGES;
export const MEMBER_DRAWN_PAGE_PATHS = Object.keys(MEMBER_DRAWN_PAGES) as MemberDrawnPagePath[];
export const DRAWN_PAGE_PATHS = Object.keys(DRAWN_PAGES) as DrawnPagePath[];

/** Answers a GET under /api (the whole path, `/api/...`) as a visitor's browser would get it. */
export type FetchApi = (apiPath: string) => Promise<Response>;

/** A page drawn for a visitor: what goes inside #root, the answers it shows, and the views it records; for a member, who they are. */
export type DrawnPage = { body: string; queries: SeededQuery[]; views: BehaviorEvent[]; member?: Me };

/** The built module the server imports (next to dist/web). */
export type VisitorPagesModule = {
  /**
   * The page inside #root (header, page and footer, as a signed-out visitor sees them) with the
   * answers it shows, asked through `fetchApi`; null when the path is not drawn by the server.
   * Rejects when one of the page's queries is refused.
   */
  drawVisitorPage(pathname: string, search: string, fetchApi: FetchApi): Promise<DrawnPage | null>;
  /**
   * The same for a signed-in member (decision 068): `fetchApi` answers as the member's browser
   * would get it (their session cookie); the page is drawn signed in as `/api/me` answers. Null
   * when the path is not drawn for members or `/api/me` does not answer with a member.
   */
  drawMemberPage(pathname: string, search: string, fetchApi: FetchApi): Promise<DrawnPage | null>;
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
