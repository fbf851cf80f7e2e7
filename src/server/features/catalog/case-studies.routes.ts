import { caseStudyBrowseQuerySchema } from '#shared/filters.ts';
import { CONTENT_MESSAGES, caseStudyDetailSchema, caseStudyListExtrasSchema, caseStudyPageSchema, type CaseStudyPage } from '#shared/schemas/content.ts';
import { readingKindOf } from '#shared/domain/content-access.ts';
import { caseStudyComparisonSchema } from '#shared/schemas/comparison.ts';
import { openForReading } from '../../auth/reading-ledger.ts';
import { emitCaseStudyRead } from '../../jobs/read-events.ts';
import type { AppDeps } from '../../app-context.ts';
import { notFound } from '../../lib/errors.ts';
import { createRouter, declareRoutes, errorResponse, jsonResponse, jsonWithParts } from '../../lib/openapi.ts';
import { currentYear, idParamSchema, isUuid } from '../../lib/params.ts';
import { pageCount } from '../../lib/sql-helpers.ts';
import { presentCaseStudyDetail } from './case-studies.presenter.ts';
import { findPublishedCaseStudy, listCaseStudies } from './case-studies.queries.ts';
import { compareSuccessAndFailure } from './comparison.queries.ts';

const route = declareRoutes({ tags: ['Case studies'], errors: {} });

const listRoute = route('get', '/case-studies', 'Published case studies: search, every browse filter, sort and pagination',
  {
    request: { query: caseStudyBrowseQuerySchema.extend(caseStudyListExtrasSchema.shape) },
    responses: { 200: jsonResponse('One page and the total', caseStudyPageSchema), 400: errorResponse('A query value is not allowed') },
  });

const compareRoute = route('get', '/case-studies/compare', 'Successes against failures among the case studies a browse filter set matches (base rates with sample sizes)',
  {
    request: { query: caseStudyBrowseQuerySchema.extend(caseStudyListExtrasSchema.shape) },
    responses: { 200: jsonResponse('Counts, medians and shares per side', caseStudyComparisonSchema), 400: errorResponse('A query value is not allowed') },
  });

const detailRoute = route('get', '/case-studies/{id}', 'One published case study, as much of it as the viewer may read (PRODUCT §8)',
  { request: { params: idParamSchema }, responses: { 200: jsonResponse('The case study', caseStudyDetailSchema), 404: errorResponse('No published case study with this id') } });

export function caseStudyRoutes({ db, search }: AppDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const filters = c.req.valid('query');
      const { cardsJson, total, totalCapped } = await listCaseStudies(db, search, filters, currentYear());
      const page: Omit<CaseStudyPage, 'items'> = { total, totalCapped, page: filters.page, pageSize: filters.pageSize, pageCount: pageCount(total, filters.pageSize) };
      return jsonWithParts<CaseStudyPage>(c, page, { items: cardsJson });
    })
    .openapi(compareRoute, async (c) => c.json(await compareSuccessAndFailure(db, c.req.valid('query'), currentYear()), 200))
    .openapi(detailRoute, async (c) => {
      const { id } = c.req.valid('param');
      const row = isUuid(id) ? await findPublishedCaseStudy(db, id) : undefined;
      if (!row) throw notFound(CONTENT_MESSAGES.caseStudyNotFound);
      const user = c.get('user');
      const { decision, meter } = await openForReading(db, user, row);
      // A member's full read counts for their "read" quests (an event only while it can still count).
      if (user && decision.access === 'full') await emitCaseStudyRead(db, { memberId: user.id, caseStudyId: row.id, title: row.title });
      const paywall =
        decision.access === 'preview'
          ? {
              kind: decision.paywall,
              readsLeft: meter ? meter[readingKindOf(row.caseStudyType)].left : null,
              otherCaseStudies: Math.max(row.publishedCount - 1, 0),
            }
          : null;
      return c.json(presentCaseStudyDetail(row, row.tactics, { paywall, readingMeter: meter }), 200);
    });
}
