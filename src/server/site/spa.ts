import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../app-context.ts';
import { isKnownAppPath } from '#shared/routes.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, other files briefly, and
 * index.html for every app route (404 status for paths the app does not know).
 */
export function spaRoutes(distDir: string) {
  const router = new Hono<AppEnv>();
  let indexHtml: Promise<string> | undefined;
  const loadIndex = () => (indexHtml ??= readFile(path.join(distDir, 'index.html'), 'utf8'));

  router.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', IMMUTABLE);
  });
  const staticFiles = serveStatic({ root: path.relative(process.cwd(), distDir) || '.' });
  // Only paths that name a file (favicon.svg, assets/app-1a2b.js) can be static files.
  router.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? staticFiles(c, next) : next()));
  router.get('*', async (c) => {
    const status = isKnownAppPath(c.req.path) ? 200 : 404;
    return c.html(await loadIndex(), status, { 'cache-control': 'no-cache' });
  });
  return router;
}
