import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from './app-context.ts';
import { withTrustedClientAddress } from './auth/client-ip.ts';
import { sessionMiddleware } from './auth/session.middleware.ts';
import { apiNotFound, createErrorHandler } from './lib/error-handler.ts';
import { createRouter } from './lib/openapi.ts';
import { requestLogger } from './lib/request-logger.ts';
import { limitBodySize, rejectNulCharacters, requireSameOrigin } from './lib/request-guards.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes.ts';
import { devOutboxRoutes } from './features/dev-outbox/dev-outbox.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { meRoutes } from './features/me/me.routes.ts';
import { caseStudyRoutes } from './features/catalog/case-studies.routes.ts';
import { catalogPageMeta, catalogSitemapSources } from './features/catalog/catalog.site.ts';
import { countLandingFigures } from './features/catalog/content.queries.ts';
import { contentRoutes } from './features/catalog/content.routes.ts';
import { searchRoutes } from './features/catalog/search.routes.ts';
import { tacticRoutes } from './features/catalog/tactics.routes.ts';
import { discussionRoutes } from './features/discussions/discussions.routes.ts';
import { engagementRoutes } from './features/engagement/engagement.routes.ts';
import { eventLogRoutes } from './features/event-log/event-log.routes.ts';
import { ideaRoutes } from './features/ideas/ideas.routes.ts';
import { nameGeneratorRoutes } from './features/name-generator/name-generator.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { seoFileRoutes } from './site/seo-files.ts';
import { spaRoutes } from './site/spa.ts';

/** The API's feature routers, mounted under /api; each documents itself in OpenAPI. */
function createApi(deps: AppDeps) {
  const api = createRouter();
  api.route('/', healthRoutes(deps));
  api.route('/', meRoutes(deps));
  api.route('/', caseStudyRoutes(deps));
  api.route('/', tacticRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', searchRoutes(deps));
  api.route('/', engagementRoutes(deps));
  api.route('/', discussionRoutes(deps));
  api.route('/', notificationRoutes(deps));
  api.route('/', eventLogRoutes(deps));
  api.route('/', ideaRoutes(deps));
  api.route('/', nameGeneratorRoutes(deps));
  if (deps.config.development) api.route('/', devOutboxRoutes(deps));
  return api;
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(deps.logger));
  app.use('*', requestLogger(deps.logger));
  app.use('*', securityHeaders({ upgradeInsecureRequests: deps.config.publicUrl.startsWith('https://') }));
  app.use('*', compress());
  // Every API request, better-auth's included: cross-site writes refused, bodies bounded, no NUL.
  app.use('/api/*', requireSameOrigin(deps.config.trustedOrigins), limitBodySize(), rejectNulCharacters());

  app.on(['GET', 'POST'], '/api/auth/*', (c) => deps.auth.handler(withTrustedClientAddress(c, deps.config.trustProxy)));

  const api = createApi(deps);
  const apiApp = new Hono<AppEnv>();
  apiApp.use('*', sessionMiddleware(deps));
  apiApp.route('/', api);
  apiApp.route('/', apiDocsRoutes(api));
  apiApp.notFound(apiNotFound);
  app.route('/api', apiApp);
  app.all('/api/*', apiNotFound);

  app.route('/', seoFileRoutes({ publicUrl: deps.config.publicUrl, sources: catalogSitemapSources(deps.db) }));
  if (deps.config.webDistDir) {
    const resolveMeta = (pathname: string) => catalogPageMeta(deps.db, pathname);
    app.route('/', spaRoutes({ distDir: deps.config.webDistDir, publicUrl: deps.config.publicUrl, resolveMeta, countLandingFigures: () => countLandingFigures(deps.db) }));
  }
  return app;
}
