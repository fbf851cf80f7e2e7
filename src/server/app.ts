import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from './app-context.ts';
import { withTrustedClientAddress } from './auth/client-ip.ts';
import { BACKUP_PATH } from './backup/backup-access.ts';
import { backupHandler } from './backup/backup.routes.ts';
import { withStandardRetryAfter } from './auth/retry-after.ts';
import { sessionMiddleware } from './auth/session.middleware.ts';
import { answerHeaders } from './lib/answer-headers.ts';
import { apiNotFound, createErrorHandler } from './lib/error-handler.ts';
import { createRouter } from './lib/openapi.ts';
import { requestLogger } from './lib/request-logger.ts';
import { announcesBody, limitBodySize, rejectUnstorableText, requireSameOrigin, unlessStreamedUpload } from './lib/request-guards.ts';
import { httpMetrics } from './metrics/http-metrics.middleware.ts';
import { nameRequestSpans } from './tracing/request-span.middleware.ts';
import { traceHooks } from './tracing/trace-hooks.ts';
import { METRICS_PATH, metricsHandler } from './metrics/metrics-endpoint.ts';
import { academyRoutes } from './features/academy/academy.routes.ts';
import { academySitemapSource } from './features/academy/academy.site.ts';
import { bootcampRoutes } from './features/bootcamps/bootcamps.routes.ts';
import { AVATAR_MAX_BYTES, PROFILE_MESSAGES } from '#shared/schemas/profile.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { buildRoutes } from './features/build/build.routes.ts';
import { adminUserRoutes } from './features/admin-users/admin-users.routes.ts';
import { caseImportRoutes } from './features/case-import/case-import.routes.ts';
import { communityRoutes } from './features/community/community.routes.ts';
import { adminSettingsRoutes } from './features/admin-settings/admin-settings.routes.ts';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes.ts';
import { devOutboxRoutes } from './features/dev-outbox/dev-outbox.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { meRoutes } from './features/me/me.routes.ts';
import { caseStudyRoutes } from './features/catalog/case-studies.routes.ts';
import { catalogSitemapSources } from './features/catalog/catalog.site.ts';
import { contentRoutes } from './features/catalog/content.routes.ts';
import { searchRoutes } from './features/catalog/search.routes.ts';
import { tacticRoutes } from './features/catalog/tactics.routes.ts';
import { discussionRoutes } from './features/discussions/discussions.routes.ts';
import { billingAdminRoutes } from './features/billing/billing-admin.routes.ts';
import { billingRoutes } from './features/billing/billing.routes.ts';
import { testModeProvider, type PaymentProvider } from './features/billing/billing.provider.ts';
import { stripeProvider } from './features/billing/stripe.provider.ts';
import { stripeWebhookHandler } from './features/billing/stripe.webhook.ts';
import { engagementRoutes } from './features/engagement/engagement.routes.ts';
import { adminContentRoutes } from './features/editorial/admin-content.routes.ts';
import { adminOverviewRoutes } from './features/editorial/admin-overview.routes.ts';
import { submissionRoutes } from './features/editorial/submissions.routes.ts';
import { eventLogRoutes } from './features/event-log/event-log.routes.ts';
import { ideaToolRoutes } from './features/idea-tools/idea-tools.routes.ts';
import { mentorRoutes } from './features/mentor/mentor.routes.ts';
import { gigRoutes } from './features/gigs/gigs.routes.ts';
import { dealRoutes } from './features/deals/deals.routes.ts';
import { vipEventRoutes } from './features/vip-events/vip-events.routes.ts';
import { challengeRoutes } from './features/challenges/challenges.routes.ts';
import { cofounderRoutes } from './features/cofounders/cofounders.routes.ts';
import { ideaRoutes } from './features/ideas/ideas.routes.ts';
import { nameGeneratorRoutes } from './features/name-generator/name-generator.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { recommendationRoutes } from './features/recommendations/recommendations.routes.ts';
import { libraryRoutes } from './features/library/library.routes.ts';
import { AVATAR_UPLOAD_PATH, profileRoutes } from './features/profile/profile.routes.ts';
import { progressRoutes } from './features/progress/progress.routes.ts';
import { questRoutes } from './features/progress/quests.routes.ts';
import { privacyRoutes } from './features/privacy/privacy.routes.ts';
import { enquiryRoutes } from './features/enquiries/enquiries.routes.ts';
import { staffRequestRoutes } from './features/staff-requests/staff-requests.routes.ts';
import { storyRoutes } from './features/stories/stories.routes.ts';
import { seoFileRoutes } from './site/seo-files.ts';
import { spaRoutes } from './site/spa.ts';

/** The API's feature routers, mounted under /api; each documents itself in OpenAPI. */
function createApi(deps: AppDeps, payments: PaymentProvider) {
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
  api.route('/', profileRoutes(deps));
  api.route('/', communityRoutes(deps));
  api.route('/', libraryRoutes(deps));
  api.route('/', recommendationRoutes(deps));
  api.route('/', eventLogRoutes(deps));
  api.route('/', academyRoutes(deps));
  api.route('/', bootcampRoutes(deps));
  api.route('/', buildRoutes(deps));
  api.route('/', privacyRoutes(deps));
  api.route('/', enquiryRoutes(deps));
  api.route('/', staffRequestRoutes(deps));
  api.route('/', analyticsRoutes(deps));
  api.route('/', submissionRoutes(deps));
  api.route('/', adminContentRoutes(deps));
  api.route('/', adminOverviewRoutes(deps));
  api.route('/', billingRoutes(deps, payments));
  api.route('/', billingAdminRoutes(deps, payments));
  api.route('/', progressRoutes(deps));
  api.route('/', questRoutes(deps));
  api.route('/', adminUserRoutes(deps));
  api.route('/', storyRoutes(deps));
  api.route('/', caseImportRoutes(deps));
  api.route('/', adminSettingsRoutes(deps));
  api.route('/', ideaRoutes(deps));
  api.route('/', nameGeneratorRoutes(deps));
  api.route('/', ideaToolRoutes(deps));
  api.route('/', mentorRoutes(deps));
  api.route('/', gigRoutes(deps));
  api.route('/', dealRoutes(deps));
  api.route('/', vipEventRoutes(deps));
  api.route('/', challengeRoutes(deps));
  api.route('/', cofounderRoutes(deps));
  if (deps.config.development) api.route('/', devOutboxRoutes(deps));
  return api;
}

/** Room for the multipart boundary and part headers around an upload's file. */
const UPLOAD_FRAMING_BYTES = 64 * 1024;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(deps.logger));
  const tracing = traceHooks();
  if (tracing) app.use('*', nameRequestSpans(tracing));
  app.use('*', requestLogger(deps.logger));
  if (deps.metrics) app.use('*', httpMetrics(deps.metrics.observer));
  app.use('*', answerHeaders({ upgradeInsecureRequests: deps.config.publicUrl.startsWith('https://') }));
  // Compression only for a client that takes it: without Accept-Encoding there is nothing to
  // choose, and the check would read every answer's headers for nothing.
  const compression = compress();
  app.use('*', (c, next) => (c.req.header('accept-encoding') ? compression(c, next) : next()));
  // Stripe's webhook comes from Stripe's servers, not a browser: no Origin, so it answers before
  // the request guards; its signature over the raw body authenticates it.
  const stripe = deps.stripe ?? null;
  if (stripe && deps.config.stripe) app.post('/api/billing/webhook', limitBodySize(), stripeWebhookHandler(deps.db, stripe, deps.config.stripe.webhookSecret));
  const payments = stripe ? stripeProvider(stripe) : testModeProvider;
  // For the operator's command on this machine alone: its own guard, no session (decision 076).
  if (deps.config.backup) app.get(BACKUP_PATH, backupHandler(deps.config.backup, deps.logger));
  // Every API request, better-auth's included: cross-site writes refused, bodies bounded, no NUL (nor a lone surrogate in JSON).
  // The photo upload alone reads up to 5 MB (and the multipart framing around it); a streamed
  // import file bounds its own size and refuses NUL row by row (features/case-import).
  const defaultBodyLimit = limitBodySize();
  const uploadBodyLimit = limitBodySize(AVATAR_MAX_BYTES + UPLOAD_FRAMING_BYTES, PROFILE_MESSAGES.avatarTooLarge);
  app.use(
    '/api/*',
    requireSameOrigin(deps.config.trustedOrigins),
    unlessStreamedUpload(
      (c, next) => (!announcesBody(c) ? next() : (c.req.path === AVATAR_UPLOAD_PATH ? uploadBodyLimit : defaultBodyLimit)(c, next)),
      rejectUnstorableText(),
    ),
  );

  // Only with METRICS_TOKEN: without it the path is unknown here (404), whatever METRICS_PORT serves.
  if (deps.metrics?.token !== undefined) app.get(METRICS_PATH, metricsHandler(deps.metrics.read, deps.metrics.token));

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => withStandardRetryAfter(await (await deps.auth()).handler(withTrustedClientAddress(c, deps.config.trustProxy))));

  const api = createApi(deps, payments);
  const apiApp = new Hono<AppEnv>();
  apiApp.use('*', sessionMiddleware(deps));
  apiApp.route('/', api);
  apiApp.route('/', apiDocsRoutes(api));
  apiApp.notFound(apiNotFound);
  app.route('/api', apiApp);
  app.all('/api/*', apiNotFound);

  app.route('/', seoFileRoutes({ publicUrl: deps.config.publicUrl, sources: [...catalogSitemapSources(deps.db), academySitemapSource(deps.db)] }));
  if (deps.config.webDistDir) {
    app.route(
      '/',
      spaRoutes({
        distDir: deps.config.webDistDir,
        publicUrl: deps.config.publicUrl,
        // The reader's own answers, from this app: what a visitor's drawn page shows; with a
        // member's cookie, what that member's drawn page shows (decision 075).
        fetchApi: async (apiPath, cookie) => app.request(apiPath, cookie === undefined ? undefined : { headers: { cookie } }),
        onRenderError: (error) => deps.logger.warn({ err: error }, 'a page was left to the browser to draw'),
      }),
    );
  }
  return app;
}
