import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { ANALYTICS_ENDPOINT, ANALYTICS_SESSION_KEY, PAGE_DATA_ID, SERVER_ENTRY_MODULE, scriptSafeJson, type DrawnPage, type PageData, type ServerEntryModule } from '#shared/page-data.ts';
import { matchPageRoute, pageMeta, pageModuleFile, type PageRoute } from '#shared/route-table.ts';
import type { Me } from '#shared/schemas/me.ts';
import type { PageMeta } from '#shared/seo.ts';
import type { AppEnv } from '../app-context.ts';
import { injectHead, renderHeadTags } from './head.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** better-auth's session cookie (with the __Secure- prefix on https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
/** The script that starts the app on a drawn page (src/web/boot/page-boot.ts), as the manifest names it. */
const PAGE_BOOT = 'src/web/boot/page-boot.ts';

/** The build's manifest (vite build.manifest): each module's chunk file and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

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

/** The app's entry (index.html's script); the boot script is an entry of its own. */
const entryKeys = (manifest: BuildManifest) => Object.keys(manifest).filter((key) => manifest[key]!.isEntry && key !== PAGE_BOOT);

/** <link rel="modulepreload"> tags for a page's chunk and the chunks it needs beyond the entry's. */
export function routePreloadTags(manifest: BuildManifest, route: PageRoute): string {
  const source = pageModuleFile(route);
  if (!manifest[source]) return '';
  const entry = closure(manifest, entryKeys(manifest));
  return [...closure(manifest, [source])]
    .filter((key) => !entry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`)
    .join('\n    ');
}

/**
 * Every script a page runs, the app's entry first: what a drawn page fetches when idle and starts
 * on the reader's first move. Empty for a build without a manifest.
 */
export function appScripts(manifest: BuildManifest, route: PageRoute): string[] {
  const keys = [...closure(manifest, entryKeys(manifest)), ...closure(manifest, [pageModuleFile(route)])];
  return [...new Set(keys)].map((key) => `/${manifest[key]!.file}`);
}

/**
 * A drawn page loads no app code at first: the entry and its preloads give way to the boot script,
 * whose own imports are preloaded with it so none waits for it (a request chain of two).
 */
function withPageBoot(html: string, manifest: BuildManifest): string {
  const [boot, ...imported] = [...closure(manifest, [PAGE_BOOT])].map((key) => manifest[key]!.file);
  const preloads = imported.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}" />`).join('');
  return html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<script src="/theme-init.js"></script>', `<script src="/theme-init.js"></script>\n    <script type="module" crossorigin src="/${boot}" data-page-data="${PAGE_DATA_ID}"></script>${preloads}`);
}

const NOT_FOUND_META = (pathname: string): PageMeta => ({
  title: 'Page not found',
  description: 'The page you were looking for does not exist.',
  path: pathname,
});

/**
 * Serves the built web app: hashed assets cached for a year, other files briefly, and every page
 * of the route table (src/shared/route-table.ts) with its metadata in the head, so crawlers and
 * link previews see it without running JavaScript; a path no page has answers 404. Pages the
 * table draws for the reader come drawn by the server (decision 075), the rest are drawn by the
 * app in the browser.
 */
export function spaRoutes(options: {
  distDir: string;
  publicUrl: string;
  /** Answers a GET under /api as the browser with this cookie (none: a visitor) would get it. */
  fetchApi?: (apiPath: string, cookie?: string) => Promise<Response>;
  /** Told when a page could not be drawn (the app then draws it in the browser). */
  onRenderError?: (error: unknown) => void;
}) {
  const router = new Hono<AppEnv>();
  let indexHtml: Promise<string> | undefined;
  let manifest: Promise<BuildManifest> | undefined;
  const loadManifest = () =>
    (manifest ??= readFile(path.join(options.distDir, '.vite', 'manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as BuildManifest,
      (): BuildManifest => ({}),
    ));
  const loadIndex = () => (indexHtml ??= readFile(path.join(options.distDir, 'index.html'), 'utf8'));
  let serverEntry: Promise<ServerEntryModule | null> | undefined;
  // Built next to the app (vite.config.ts); absent in an older build, then every page is drawn in the browser.
  const loadServerEntry = () =>
    (serverEntry ??= import(pathToFileURL(path.join(path.dirname(options.distDir), SERVER_ENTRY_MODULE)).href).then(
      (module: ServerEntryModule) => module,
      () => null,
    ));

  /** The member a session cookie belongs to; null for none or an ended session. */
  const memberOf = async (cookie: string): Promise<Me | null> => {
    const answer = await options.fetchApi?.('/api/me', cookie);
    return answer?.ok ? ((await answer.json()) as Me) : null;
  };

  /** The page drawn for the reader; null to let the app draw it. */
  const drawPage = async (route: PageRoute, pathname: string, search: string, cookie: string | null): Promise<DrawnPage | null> => {
    const fetchApi = options.fetchApi;
    const module = fetchApi && route.drawnFor ? await loadServerEntry() : null;
    if (!module || !fetchApi) return null;
    try {
      const member = cookie === null ? null : await memberOf(cookie);
      return await module.drawPage({ pathname, search, member, fetchApi: (apiPath) => fetchApi(apiPath, cookie ?? undefined) });
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
    const url = new URL(c.req.url);
    const route = matchPageRoute(pathname)?.route ?? null;
    const hasSession = SESSION_COOKIE.test(c.req.header('cookie') ?? '');
    const cookie = hasSession ? (c.req.header('cookie') ?? '') : null;
    const drawn = route ? await drawPage(route, pathname, url.search, cookie) : null;
    const status = !route || drawn?.status === 404 ? 404 : 200;
    // A page of one piece of content takes its metadata from the content drawn: no second read.
    const meta = status === 404 ? NOT_FOUND_META(pathname) : (drawn?.meta ?? pageMeta(pathname, url.searchParams));
    const head = renderHeadTags(meta, options.publicUrl);
    const builtManifest = await loadManifest();
    const shown = status === 200 && drawn && route ? drawn : null;
    const preloads = shown || !route || status === 404 ? '' : routePreloadTags(builtManifest, route);
    let html = injectHead(await loadIndex(), preloads ? `${head}\n    ${preloads}` : head);
    if (shown && route && builtManifest[PAGE_BOOT]) {
      const views = { endpoint: ANALYTICS_ENDPOINT, sessionKey: ANALYTICS_SESSION_KEY, events: shown.views };
      const data: PageData = { visitor: shown.member === null, member: shown.member, queries: shown.queries, views, code: appScripts(builtManifest, route) };
      const root = `<div id="root">${shown.body}</div>\n    <script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`;
      html = withPageBoot(html, builtManifest).replace('<div id="root"></div>', () => root);
    }
    // A page drawn for a member holds their data: never kept by a shared cache.
    const caching = shown && hasSession ? 'private, no-cache' : 'no-cache';
    return c.html(html, status, { 'cache-control': caching, vary: 'cookie' });
  });
  return router;
}
