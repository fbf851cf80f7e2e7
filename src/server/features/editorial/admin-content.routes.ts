import { createRoute, z } from '@hono/zod-openapi';
import { PUBLICATION_STATUSES } from '#shared/constants.ts';
import {
  ADMIN_CASES_PAGE_SIZE,
  adminCaseListQuerySchema,
  adminCaseListSchema,
  adminCaseStudySchema,
  caseStudySaveSchema,
  caseStudyUpdateSchema,
  reviewTacticListSchema,
  transitionResultSchema,
  transitionSchema,
} from '#shared/schemas/editorial.ts';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { itemNotFound } from '../../lib/content-items.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema, isUuid } from '../../lib/params.ts';
import { findCaseStudy, listAdminCaseStudies, listTacticsByStatus } from './editorial.queries.ts';
import { presentAdminCaseCard, presentAdminCaseStudy, presentReviewTactic } from './editorial.presenter.ts';
import { createCaseStudy, deleteCaseStudy, transition, updateCaseStudy } from './editorial.service.ts';

const TAG = 'Staff: content';
/** Tactics listed at most in one review-queue state. */
const TACTICS_LISTED = 100;
const guarded = {
  401: notSignedIn,
  403: errorResponse('Without ADMIN_CONTENT, or a contributor publishing, returning or deleting'),
};
const notFound = { 404: errorResponse('No such item') };
const invalid = { 400: errorResponse('Invalid request (the rule it breaks)') };
const stale = { 409: errorResponse('Saved by someone else since it was opened, or a move the workflow does not allow') };

const listRoute = createRoute({
  method: 'get', path: '/admin/case-studies', tags: [TAG],
  summary: 'A page of case studies in a tab (All, Published, In review, Drafts, Returned), every tab counted',
  request: { query: adminCaseListQuerySchema },
  responses: { 200: jsonResponse('Newest first', adminCaseListSchema), ...invalid, ...guarded },
});
const getRoute = createRoute({
  method: 'get', path: '/admin/case-studies/{id}', tags: [TAG],
  summary: 'A case study in the editor, with its version',
  request: { params: idParamSchema },
  responses: { 200: jsonResponse('The study', adminCaseStudySchema), ...guarded, ...notFound },
});
const createRouteDef = createRoute({
  method: 'post', path: '/admin/case-studies', tags: [TAG],
  summary: 'Save as Draft, Publish (editors and above) or Send to review (contributors)',
  request: { body: jsonBody(caseStudySaveSchema) },
  responses: { 201: jsonResponse('Created', transitionResultSchema), ...invalid, ...guarded },
});
const updateRoute = createRoute({
  method: 'put', path: '/admin/case-studies/{id}', tags: [TAG],
  summary: 'Save the editor over the version it opened (a stale save is refused)',
  request: { params: idParamSchema, body: jsonBody(caseStudyUpdateSchema) },
  responses: { 200: jsonResponse('Saved', transitionResultSchema), ...invalid, ...guarded, ...notFound, ...stale },
});
const deleteRoute = createRoute({
  method: 'delete', path: '/admin/case-studies/{id}', tags: [TAG],
  summary: 'Delete a case study (editors and above)',
  request: { params: idParamSchema },
  responses: { 204: { description: 'Deleted' }, ...guarded, ...notFound },
});
const transitionRoute = (kind: 'case-studies' | 'tactics') =>
  createRoute({
    method: 'post', path: `/admin/${kind}/{id}/transitions`, tags: [TAG],
    summary: 'Publish, return with a reason, unpublish, or send to review',
    request: { params: idParamSchema, body: jsonBody(transitionSchema) },
    responses: { 200: jsonResponse('The new state', transitionResultSchema), ...invalid, ...guarded, ...notFound, ...stale },
  });
const tacticsRoute = createRoute({
  method: 'get', path: '/admin/tactics', tags: [TAG],
  summary: 'Tactics in one workflow state: the review queue of member submissions (in_review) by default',
  request: { query: z.object({ status: z.enum(PUBLICATION_STATUSES, { message: 'Unknown status' }).default('in_review') }) },
  responses: { 200: jsonResponse('Most recently changed first', reviewTacticListSchema), ...invalid, ...guarded },
});

export function adminContentRoutes({ db }: AppDeps) {
  const staff = (c: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(c);
    authorize(user, 'ADMIN_CONTENT');
    return user;
  };
  return createRouter()
    .openapi(listRoute, async (c) => {
      staff(c);
      const query = c.req.valid('query');
      const { items, counts, total } = await listAdminCaseStudies(db, query);
      return c.json({ items: items.map(presentAdminCaseCard), counts, total, page: query.page, pageSize: ADMIN_CASES_PAGE_SIZE }, 200);
    })
    .openapi(getRoute, async (c) => {
      staff(c);
      const { id } = c.req.valid('param');
      const row = isUuid(id) ? await findCaseStudy(db, id) : undefined;
      if (!row) throw itemNotFound('case_study');
      return c.json(presentAdminCaseStudy(row), 200);
    })
    .openapi(createRouteDef, async (c) => {
      const { data, intent } = c.req.valid('json');
      return c.json(await createCaseStudy(db, staff(c), data, intent), 201);
    })
    .openapi(updateRoute, async (c) => {
      const { data, intent, version } = c.req.valid('json');
      return c.json(await updateCaseStudy(db, staff(c), c.req.valid('param').id, data, version, intent), 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteCaseStudy(db, staff(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(transitionRoute('case-studies'), async (c) =>
      c.json(await transition(db, staff(c), 'case_study', c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(transitionRoute('tactics'), async (c) => c.json(await transition(db, staff(c), 'tactic', c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(tacticsRoute, async (c) => {
      staff(c);
      const rows = await listTacticsByStatus(db, c.req.valid('query').status, TACTICS_LISTED);
      return c.json({ items: rows.map(presentReviewTactic) }, 200);
    });
}
