import { createRoute, z } from '@hono/zod-openapi';
import Papa from 'papaparse';
import { behaviorBatchSchema } from '#shared/schemas/behavior-events.ts';
import { adminAnalyticsQuerySchema, adminAnalyticsSchema, analyticsOverviewSchema, analyticsRangeQuerySchema, contentPerformanceSchema, EXPORT_TABLES, platformMetricsSchema } from '#shared/schemas/analytics.ts';
import type { AppDeps } from '../../app-context.ts';
import { authorize, toActor } from '../../auth/authorize.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { readContentPerformance, readPlatformMetrics } from './advanced.queries.ts';
import { readAdminAnalytics } from './admin.queries.ts';
import { can } from '#shared/domain/policy.ts';
import { ingestBatch } from './ingest.service.ts';
import { readOverview } from './overview.queries.ts';

const TAG = 'Analytics';
const unauthorized = { 401: notSignedIn };
const badRequest = { 400: errorResponse('A value is not allowed') };

/** Public figures may be up to this old in a browser or proxy; every instance computes the same. */
const OVERVIEW_MAX_AGE_S = 30;

const ingestRoute = createRoute({
  method: 'post', path: '/analytics/events', tags: [TAG],
  summary: 'A batch of behaviour events from one browser tab (no address is stored)',
  request: { body: jsonBody(behaviorBatchSchema) },
  responses: { 204: { description: 'Stored' }, ...badRequest, 429: errorResponse('Too many events from this tab') },
});
const overviewRoute = createRoute({
  method: 'get', path: '/analytics/overview', tags: [TAG],
  summary: 'The public /analytics figures',
  responses: { 200: jsonResponse('Figures, popular and recent content, distributions', analyticsOverviewSchema) },
});
const contentRoute = createRoute({
  method: 'get', path: '/analytics/content', tags: [TAG],
  summary: 'Content Performance for a time range (signed-in members)',
  request: { query: analyticsRangeQuerySchema },
  responses: { 200: jsonResponse('The most viewed items and pages', contentPerformanceSchema), ...badRequest, ...unauthorized },
});
const platformRoute = createRoute({
  method: 'get', path: '/analytics/platform', tags: [TAG],
  summary: 'Platform Metrics for a time range (signed-in members)',
  request: { query: analyticsRangeQuerySchema },
  responses: { 200: jsonResponse('Active members, growth, engagement and daily trends', platformMetricsSchema), ...badRequest, ...unauthorized },
});
const exportRoute = createRoute({
  method: 'get', path: '/analytics/export/{table}', tags: [TAG],
  summary: 'One advanced-analytics table as CSV (Master Builder and above)',
  request: { params: z.object({ table: z.enum(EXPORT_TABLES, { error: 'Unknown table' }) }), query: analyticsRangeQuerySchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...badRequest,
    ...unauthorized,
    403: errorResponse('The plan does not include data export'),
  },
});

const staffOnly = { 403: errorResponse('Not staff with the admin panel') };
const adminRoute = createRoute({
  method: 'get', path: '/admin/analytics', tags: [TAG],
  summary: 'The admin figures for a range; billing figures only with financial access',
  request: { query: adminAnalyticsQuerySchema },
  responses: { 200: jsonResponse('Members, conversion, most-read content and, with financial access, MRR and churn', adminAnalyticsSchema), ...badRequest, ...unauthorized, ...staffOnly },
});
const adminExportRoute = createRoute({
  method: 'get', path: '/admin/analytics/export', tags: [TAG],
  summary: 'The admin analytics tables as one CSV; billing figures only with financial access',
  request: { query: adminAnalyticsQuerySchema },
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...badRequest, ...unauthorized, ...staffOnly },
});

/** Rows as CSV; cells that a spreadsheet would run as a formula are escaped. */
const toCsv = (rows: Record<string, unknown>[], columns: string[]) => Papa.unparse({ fields: columns, data: rows.map((row) => columns.map((c) => row[c] ?? '')) }, { escapeFormulae: true });

export function analyticsRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(ingestRoute, async (c) => {
      await ingestBatch(db, { batch: c.req.valid('json'), userId: c.get('user')?.id ?? null, userAgent: c.req.header('user-agent') ?? null });
      return c.body(null, 204);
    })
    .openapi(overviewRoute, async (c) => {
      c.header('Cache-Control', `public, max-age=${OVERVIEW_MAX_AGE_S}`);
      return c.json(await readOverview(db), 200);
    })
    .openapi(contentRoute, async (c) => {
      requireUser(c);
      return c.json(await readContentPerformance(db, c.req.valid('query').range), 200);
    })
    .openapi(platformRoute, async (c) => {
      requireUser(c);
      return c.json(await readPlatformMetrics(db, c.req.valid('query').range), 200);
    })
    .openapi(exportRoute, async (c) => {
      authorize(requireUser(c), 'ANALYTICS_EXPORT');
      const { table } = c.req.valid('param');
      const { range } = c.req.valid('query');
      let csv: string;
      if (table === 'platform') {
        const metrics = await readPlatformMetrics(db, range);
        csv = toCsv(metrics.trend, ['day', 'pageViews', 'activeUsers', 'signUps']);
      } else {
        const performance = await readContentPerformance(db, range);
        csv = table === 'pages' ? toCsv(performance.pages, ['path', 'views']) : toCsv(performance.items, ['kind', 'title', 'views', 'readers', 'engagements', 'clicks', 'engagementRate', 'conversionRate']);
      }
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="flightdeck-${table}-${range}.csv"`);
      return c.body(csv, 200);
    })
    .openapi(adminRoute, async (c) => {
      const user = requireUser(c);
      authorize(user, 'ADMIN_PANEL');
      const financials = can(toActor(user), 'ADMIN_FINANCIALS');
      return c.json(await readAdminAnalytics(db, c.req.valid('query').range, { financials }), 200);
    })
    .openapi(adminExportRoute, async (c) => {
      const user = requireUser(c);
      authorize(user, 'ADMIN_PANEL');
      const financials = can(toActor(user), 'ADMIN_FINANCIALS');
      const { range } = c.req.valid('query');
      const figures = await readAdminAnalytics(db, range, { financials });
      const summary = [
        { figure: 'Active members', value: figures.activeMembers },
        { figure: 'Sign-ups', value: figures.signUps },
        { figure: 'New paid members', value: figures.newPaidMembers },
        { figure: 'Sign-ups who paid', value: figures.convertedSignUps },
        { figure: 'Conversion to paid (%)', value: figures.paidConversion },
        ...(figures.financials
          ? [
              { figure: 'MRR (cents)', value: figures.financials.mrrCents },
              { figure: 'Active subscriptions', value: figures.financials.activeSubscriptions },
              { figure: 'Subscriptions at start', value: figures.financials.subscriptionsAtStart },
              { figure: 'Ended in range', value: figures.financials.endedInRange },
              { figure: 'Churn (%)', value: figures.financials.churn },
            ]
          : []),
      ];
      const csv = [
        toCsv(summary, ['figure', 'value']),
        toCsv(figures.trend, ['day', 'activeUsers', 'signUps']),
        toCsv(figures.mostRead, ['kind', 'title', 'views', 'readers', 'engagements', 'clicks', 'engagementRate', 'conversionRate']),
      ].join('\r\n\r\n');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="flightdeck-admin-analytics-${range}.csv"`);
      return c.body(csv, 200);
    });
}
