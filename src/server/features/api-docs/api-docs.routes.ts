import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-context.ts';
import { withCommonResponses } from '../../lib/openapi.ts';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flightdeck API reference</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body>
</html>`;

const initScript = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** The OpenAPI document generated from the routes' zod schemas, and a self-hosted reference page. */
export function apiDocsRoutes(api: OpenAPIHono<AppEnv>) {
  const router = new Hono<AppEnv>();
  router.get('/openapi.json', (c) =>
    c.json(
      withCommonResponses(
        api.getOpenAPI31Document({
        openapi: '3.1.0',
        // Paths are relative to /api, where the API is mounted.
        servers: [{ url: '/api' }],
          info: { title: 'Flightdeck API', version: '1.0.0', description: 'REST API of Flightdeck. Sign-in lives under /api/auth (better-auth).' },
        }),
      ),
    ),
  );
  router.get('/docs', (c) => c.html(docsPage));
  router.get('/docs/assets/init.js', (c) => c.body(initScript, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  router.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = SWAGGER_FILES[file];
    if (!type) return c.notFound();
    const content = await readFile(path.join(swaggerDir, file));
    return c.body(content, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
  return router;
}
