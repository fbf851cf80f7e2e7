import { createRoute } from '@hono/zod-openapi';
import { caseStudyBrowseQuerySchema } from '#shared/filters.ts';
import { CONTENT_MESSAGES, caseStudyDetailSchema, caseStudyListExtrasSchema, caseStudyPageSchema, type CaseStudyPage } from '#shared/schemas/content.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { readingKindOf } from '#shared/domain/content-access.ts';
import { openForReading } from '../../access/reading-ledger.ts';
import type { AppDeps } from '../../app-context.ts';
import { notFound } from '../../lib/errors.ts';
import { createRouter, errorResponseSchema } from '../../lib/openapi.ts';
import { currentYear, idParamSchema, isUuid } from '../../lib/params.ts';
import { pageCount } from '../../lib/sql-helpers.ts';
import { presentCaseStudyCard, presentCaseStudyDetail } from './case-studies.presenter.ts';
import { createBrowseTotalCache, findPublishedCaseStudy, findTacticsUsedBy, listCaseStudies } from './case-studies.queries.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/case-studies',
  tags: ['Case studies'],
  summary: 'Published case studies: search, every browse filter, sort and pagination',
  request: { query: caseStudyBrowseQuerySchema.extend(caseStudyListExtrasSchema.shape) },
  responses: {
    200: { description: 'One page and the total', content: { 'application/json': { schema: caseStudyPageSchema } } },
    400: { description: 'A query value is not allowed', ...errorResponseSchema },
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/case-studies/{id}',
  tags: ['Case studies'],
  summary: 'One published case study, as much of it as the viewer may read (PRODUCT §8)',
  request: { params: idParamSchema },
  responses: {
    200: { description: 'The case study', content: { 'application/json': { schema: caseStudyDetailSchema } } },
    404: { description: 'No published case study with this id', ...errorResponseSchema },
  },
});

/**
 * Browse pages are public and the same for every visitor, so a page may be served from memory
 * for a few seconds (micro-caching): it keeps browsing fast under load, and nothing a user
 * changes is shown through it (votes and ratings on detail pages are read fresh).
 */
export const BROWSE_PAGE_TTL_MS = 5_000;

export function caseStudyRoutes({ db }: AppDeps) {
  const totals = createBrowseTotalCache();
  const pages = createTtlCache<CaseStudyPage>({ ttlMs: BROWSE_PAGE_TTL_MS, maxEntries: 2_000 });
  return createRouter()
    .openapi(listRoute, async (c) => {
      const filters = c.req.valid('query');
      const page = await pages.getOrCompute(JSON.stringify([filters, currentYear()]), async () => {
        const { rows, total } = await listCaseStudies(db, filters, currentYear(), totals);
        return { items: rows.map(presentCaseStudyCard), total, page: filters.page, pageSize: filters.pageSize, pageCount: pageCount(total, filters.pageSize) };
      });
      return c.json(page, 200);
    })
    .openapi(detailRoute, async (c) => {
      const { id } = c.req.valid('param');
      const row = isUuid(id) ? await findPublishedCaseStudy(db, id) : undefined;
      if (!row) throw notFound(CONTENT_MESSAGES.caseStudyNotFound);
      const [{ decision, meter }, tactics] = await Promise.all([openForReading(db, c.get('user'), row), findTacticsUsedBy(db, id)]);
      const paywall = decision.access === 'preview' ? { kind: decision.paywall, readsLeft: meter ? meter[readingKindOf(row.caseStudyType)].left : null } : null;
      return c.json(presentCaseStudyDetail(row, tactics, { paywall, readingMeter: meter }), 200);
    });
}
