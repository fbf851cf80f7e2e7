import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { isKnownAppPath } from '#shared/routes.ts';
import { staticPageMeta, type PageMeta } from '#shared/seo.ts';
import type { AppEnv } from '../app-context.ts';
import { injectHead, renderHeadTags } from './head.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Finds the metadata of a page backed by data (a case study, a tactic); null when none applies,
 * 'not-found' when the path names data that does not exist (answered with a 404, not a soft 404).
 */
export type PageMetaResolver = (pathname: string) => Promise<PageMeta | 'not-found' | null>;

const NOT_FOUND_META = (pathname: string): PageMeta => ({
  title: 'Page not found',
  description: 'The page you were looking for does not exist.',
  path: pathname,
});

/**
 * Serves the built web app: hashed assets cached for a year, other files briefly, and
 * index.html for every app route with the page's metadata already in its head, so crawlers
 * and link previews see it without running JavaScript (404 status for unknown paths).
 */
export function spaRoutes(options: { distDir: string; publicUrl: string; resolveMeta?: PageMetaResolver }) {
  const router = new Hono<AppEnv>();
  let indexHtml: Promise<string> | undefined;
  const loadIndex = () => (indexHtml ??= readFile(path.join(options.distDir, 'index.html'), 'utf8'));

  router.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', IMMUTABLE);
  });
  const staticFiles = serveStatic({ root: path.relative(process.cwd(), options.distDir) || '.' });
  // Only paths that name a file (favicon.svg, assets/app-1a2b.js) can be static files.
  router.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? staticFiles(c, next) : next()));
  router.get('*', async (c) => {
    const pathname = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const resolved = isKnownAppPath(pathname) ? ((await options.resolveMeta?.(pathname)) ?? staticPageMeta(pathname)) : 'not-found';
    const meta = resolved === 'not-found' ? NOT_FOUND_META(pathname) : resolved;
    const html = injectHead(await loadIndex(), renderHeadTags(meta, options.publicUrl));
    return c.html(html, resolved === 'not-found' ? 404 : 200, { 'cache-control': 'no-cache' });
  });
  return router;
}
