import { CONTENT_MESSAGES, tacticDetailSchema, tacticListQuerySchema, tacticPageSchema } from '#shared/schemas/content.ts';
import type { AppDeps } from '../../app-context.ts';
import { notFound } from '../../lib/errors.ts';
import { createRouter, declareRoutes, errorResponse, jsonResponse } from '../../lib/openapi.ts';
import { idParamSchema, isUuid } from '../../lib/params.ts';
import { pageCount } from '../../lib/sql-helpers.ts';
import { presentTacticCard, presentTacticDetail } from './tactics.presenter.ts';
import { findPublishedTactic, findRelatedCaseStudies, findTacticName, listSubTactics, listTactics } from './tactics.queries.ts';

const route = declareRoutes({ tags: ['Tactics'], errors: {} });

const listRoute = route('get', '/tactics', 'Published growth tactics: search, category filters, newest or most voted first, and pages',
  { request: { query: tacticListQuerySchema }, responses: { 200: jsonResponse('One page and the total', tacticPageSchema), 400: errorResponse('A query value is not allowed') } });

const detailRoute = route('get', '/tactics/{id}', 'One published tactic with its sub-tactics and related case studies',
  { request: { params: idParamSchema }, responses: { 200: jsonResponse('The tactic', tacticDetailSchema), 404: errorResponse('No published tactic with this id') } });

export function tacticRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listTactics(db, query);
      return c.json(
        { items: rows.map(presentTacticCard), total, page: query.page, pageSize: query.pageSize, pageCount: pageCount(total, query.pageSize) },
        200,
      );
    })
    .openapi(detailRoute, async (c) => {
      const { id } = c.req.valid('param');
      const row = isUuid(id) ? await findPublishedTactic(db, id) : undefined;
      if (!row) throw notFound(CONTENT_MESSAGES.tacticNotFound);
      const [parent, subTactics, caseStudies] = await Promise.all([
        row.parentTacticId ? findTacticName(db, row.parentTacticId) : null,
        listSubTactics(db, row.id),
        findRelatedCaseStudies(db, row),
      ]);
      return c.json(presentTacticDetail(row, { parent, subTactics, caseStudies }), 200);
    });
}
