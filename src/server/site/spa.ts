import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { LANDING_FIGURE_SLOTS, LANDING_HTML_FILE, formatLandingFigures, type LandingFigures } from '#shared/landing.ts';
import { isKnownAppPath } from '#shared/routes.ts';
import { staticPageMeta, type PageMeta } from '#shared/seo.ts';
import { ANALYTICS_ENDPOINT, ANALYTICS_SESSION_KEY, DRAWN_PAGES, VISITOR_PAGE_DATA_ID, VISITOR_PAGES_MODULE, scriptSafeJson, type VisitorPageData, type VisitorPagesModule } from '#shared/visitor-pages.ts';
import type { AppEnv } from '../app-context.ts';
import { injectHead, renderHeadTags } from './head.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** better-auth's session cookie (with the __Secure- prefix on https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * The page module of each route the app's router loads lazily (src/web/app/router.tsx), by path.
 * The HTML names its chunks for preloading, so they download with the app instead of after it.
 */
const ROUTE_MODULES: readonly (readonly [RegExp, string])[] = [
  [/^\/$/, 'src/web/app/routes/home.tsx'],
  [/^\/case-studies\/compare$/, 'src/web/app/routes/case-study-compare.tsx'],
  [/^\/search$/, 'src/web/app/routes/search.tsx'],
  [/^\/auth$/, 'src/web/app/routes/auth.tsx'],
  [/^\/reset-password$/, 'src/web/app/routes/reset-password.tsx'],
  [/^\/academy\/[^/]+$/, 'src/web/app/routes/course.tsx'],
  [/^\/dashboard$/, 'src/web/app/routes/dashboard.tsx'],
  [/^\/profile$/, 'src/web/app/routes/profile.tsx'],
  [/^\/account\/subscription$/, 'src/web/app/routes/account-subscription.tsx'],
  [/^\/account\/profile$/, 'src/web/app/routes/account-profile.tsx'],
  [/^\/advanced-analytics$/, 'src/web/app/routes/advanced-analytics.tsx'],
  [/^\/learning-path$/, 'src/web/app/routes/learning-path.tsx'],
  [/^\/community$/, 'src/web/app/routes/community.tsx'],
  [/^\/mentor$/, 'src/web/app/routes/mentor.tsx'],
  // Every page drawn for visitors (decision 067), whose code a drawn page prefetches.
  ...Object.entries(DRAWN_PAGES).map(([route, module]) => [new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+')}$`), module] as const),
];

/** The build's manifest (vite build.manifest): each module's chunk file and the chunks it imports. */
type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The chunks a manifest key needs: its own and those it imports, recursively. */
function closure(manifest: BuildManifest, keys: string[]): Set<string> {
  const into = new Set<string>();
  const collect = (key: string) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported);
  };
  for (const key of keys) collect(key);
  return into;
}

const entryKeys = (manifest: BuildManifest) => Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
const routeSource = (pathname: string) => ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];

/** <link rel="modulepreload"> tags for a path's page chunk and the chunks it needs beyond the entry's. */
export function routePreloadTags(manifest: BuildManifest, pathname: string): string {
  const source = routeSource(pathname);
  if (!source || !manifest[source]) return '';
  const entry = closure(manifest, entryKeys(manifest));
  return [...closure(manifest, [source])]
    .filter((key) => !entry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`)
    .join('\n    ');
}

/**
 * Every script a path's page runs, the app's entry first: what a page drawn for a visitor fetches
 * after it has loaded (decision 028). Empty for a build without a manifest.
 */
export function appScripts(manifest: BuildManifest, pathname: string): string[] {
  const source = routeSource(pathname);
  const keys = [...closure(manifest, entryKeys(manifest)), ...closure(manifest, source ? [source] : [])];
  return [...new Set(keys)].map((key) => `/${manifest[key]!.file}`);
}

/** A page drawn for a visitor loads no app code: the entry and its preloads give way to the boot script. */
const withVisitorBoot = (html: string) =>
  html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<script src="/theme-init.js"></script>', `<script src="/theme-init.js"></script>\n    <script src="/visitor-boot.js" data-page-data="${VISITOR_PAGE_DATA_ID}" defer></script>`);

/**
 * Finds the metadata of a page backed by data (a case study, a tactic); null when none applies,
 * 'not-found' when the path names data that does not exist (answered with a 404, not a soft 404).
 */
export type PageMetaResolver = (pathname: string) => Promise<PageMeta | 'not-found' | null>;

const NO_FIGURES: LandingFigures = { caseStudies: 0, countries: 0, members: 0, successStories: 0 };

const NOT_FOUND_META = (pathname: string): PageMeta => ({
  title: 'Page not found',
  description: 'The page you were looking for does not exist.',
  path: pathname,
});

/**
 * Serves the built web app: hashed assets cached for a year, other files briefly, and
 * index.html for every app route with the page's metadata already in its head, so crawlers
 * and link previews see it without running JavaScript (404 status for unknown paths). A
 * visitor's / is the landing page rendered at build time (landing.html) with its figures
 * counted from the database filled in: it draws without the app's code.
 */
export function spaRoutes(options: {
  distDir: string;
  publicUrl: string;
  resolveMeta?: PageMetaResolver;
  /** The landing page's figures (published case studies, their countries, members, success stories). */
  countLandingFigures?: () => Promise<LandingFigures>;
  /**
   * Answers a GET under /api as a visitor would get it (the app itself); pages drawn for visitors
   * show these answers. With a cookie, as that browser would get it: pages drawn for a member.
   */
  fetchApi?: (apiPath: string, cookie?: string) => Promise<Response>;
  /** Told when a visitor's page could not be drawn (the app then draws it in the browser). */
  onRenderError?: (error: unknown) => void;
}) {
  const router = new Hono<AppEnv>();
  let indexHtml: Promise<string> | undefined;
  let landingHtml: Promise<string | null> | undefined;
  let manifest: Promise<BuildManifest> | undefined;
  const loadManifest = () =>
    (manifest ??= readFile(path.join(options.distDir, '.vite', 'manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as BuildManifest,
      () => ({}),
    ));
  const loadIndex = () => (indexHtml ??= readFile(path.join(options.distDir, 'index.html'), 'utf8'));
  // Built with the app; absent in a build from before it existed, then / is the app like any page.
  const loadLanding = () =>
    (landingHtml ??= readFile(path.join(options.distDir, LANDING_HTML_FILE), 'utf8').catch(() => null));
  let visitorPages: Promise<VisitorPagesModule | null> | undefined;
  // Built next to the app (vite.config.ts); absent in an older build, then every page is drawn in the browser.
  const loadVisitorPages = () =>
    (visitorPages ??= import(pathToFileURL(path.join(path.dirname(options.distDir), VISITOR_PAGES_MODULE)).href).then(
      (module: VisitorPagesModule) => module,
      () => null,
    ));

  /**
   * The page drawn as a visitor sees it or, with the member's cookie, as that member sees it
   * (#root and the answers it shows); null to let the app draw it.
   */
  const drawPage = async (pathname: string, search: string, cookie: string | null): Promise<string | null> => {
    const fetchApi = options.fetchApi;
    const module = fetchApi ? await loadVisitorPages() : null;
    if (!module || !fetchApi) return null;
    try {
      const drawn = cookie === null ? await module.drawVisitorPage(pathname, search, (apiPath) => fetchApi(apiPath)) : await module.drawMemberPage?.(pathname, search, (apiPath) => fetchApi(apiPath, cookie));
      if (!drawn) return null;
      const views = { endpoint: ANALYTICS_ENDPOINT, sessionKey: ANALYTICS_SESSION_KEY, events: drawn.views };
      const code = appScripts(await loadManifest(), pathname);
      const page: VisitorPageData = drawn.member ? { visitor: false, member: drawn.member, queries: drawn.queries, views, code } : { visitor: true, queries: drawn.queries, views, code };
      const data = scriptSafeJson(page);
      return `<div id="root">${drawn.body}</div>\n    <script type="application/json" id="${VISITOR_PAGE_DATA_ID}">${data}</script>`;
    } catch (error) {
      options.onRenderError?.(error);
      return null;
    }
  };

  router.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', IMMUTABLE);
  });
  const staticFiles = serveStatic({ root: path.relative(process.cwd(), options.distDir) || '.' });
  // Only paths that name a file (favicon.svg, assets/app-1a2b.js) can be static files.
  router.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? staticFiles(c, next) : next()));
  router.get('*', async (c) => {
    const pathname = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const resolved = isKnownAppPath(pathname) ? ((await options.resolveMeta?.(pathname)) ?? staticPageMeta(pathname, new URL(c.req.url).searchParams)) : 'not-found';
    const meta = resolved === 'not-found' ? NOT_FOUND_META(pathname) : resolved;
    const head = renderHeadTags(meta, options.publicUrl);
    // Visitors get the landing page drawn in the HTML; members (a session cookie) get the app, which greets them.
    const hasSession = SESSION_COOKIE.test(c.req.header('cookie') ?? '');
    if (pathname === '/' && !hasSession) {
      const landing = await loadLanding();
      if (landing) {
        const figures = formatLandingFigures((await options.countLandingFigures?.()) ?? NO_FIGURES);
        let html = injectHead(landing, head);
        for (const [name, slot] of Object.entries(LANDING_FIGURE_SLOTS)) html = html.replaceAll(slot, figures[name as keyof LandingFigures]);
        return c.html(html, 200, { 'cache-control': 'no-cache', vary: 'cookie' });
      }
    }
    // Visitors' public pages come drawn, with the answers they show (decisions 026 and 067);
    // their app code is fetched after the page has loaded, so it is not preloaded (decision 028).
    // A member's main pages come drawn too, as that member sees them (decision 068).
    const cookie = hasSession ? (c.req.header('cookie') ?? '') : null;
    const drawn = resolved === 'not-found' ? null : await drawPage(pathname, new URL(c.req.url).search, cookie);
    const preloads = resolved === 'not-found' || drawn ? '' : routePreloadTags(await loadManifest(), pathname);
    let html = injectHead(await loadIndex(), preloads ? `${head}\n    ${preloads}` : head);
    if (drawn) html = withVisitorBoot(html).replace('<div id="root"></div>', () => drawn);
    const varies = pathname === '/' || drawn !== null;
    // A page drawn for a member holds their data: never kept by a shared cache.
    const caching = drawn !== null && hasSession ? 'private, no-cache' : 'no-cache';
    return c.html(html, resolved === 'not-found' ? 404 : 200, { 'cache-control': caching, ...(varies && { vary: 'cookie' }) });
  });
  return router;
}
