import { createRoute, z } from '@hono/zod-openapi';
import {
  caseStudyResubmissionSchema,
  caseStudySubmissionSchema,
  submissionCreatedSchema,
  submissionDetailSchema,
  submissionHref,
  submissionListSchema,
  tacticResubmissionSchema,
  tacticSubmissionSchema,
} from '#shared/schemas/editorial.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonResponse, notSignedIn, optionalJsonBody } from '../../lib/openapi.ts';
import { listSubmissionsOf } from './editorial.queries.ts';
import { getOwnSubmission, resubmit, submitCaseStudy, submitTactic } from './editorial.service.ts';

const TAG = 'Submissions';
/** The member's submissions listed at most (newest changes first). */
const SUBMISSIONS_LISTED = 100;
const errors = {
  400: errorResponse('Invalid submission (the form rule it breaks)'),
  401: notSignedIn,
};
const kindParams = z.object({
  kind: z.enum(['case-study', 'tactic']).openapi({ param: { name: 'kind', in: 'path' } }),
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});
const kindOf = (kind: 'case-study' | 'tactic') => (kind === 'case-study' ? ('case_study' as const) : ('tactic' as const));

const submitCaseStudyRoute = createRoute({
  method: 'post', path: '/submissions/case-studies', tags: [TAG],
  summary: 'Submit a case study; it waits in review until an editor publishes it',
  request: { body: optionalJsonBody(caseStudySubmissionSchema) },
  responses: { 201: jsonResponse('In review', submissionCreatedSchema), ...errors },
});
const submitTacticRoute = createRoute({
  method: 'post', path: '/submissions/tactics', tags: [TAG],
  summary: 'Submit a growth tactic; it waits in review until an editor publishes it',
  request: { body: optionalJsonBody(tacticSubmissionSchema) },
  responses: { 201: jsonResponse('In review', submissionCreatedSchema), ...errors },
});
const listRoute = createRoute({
  method: 'get', path: '/me/submissions', tags: [TAG],
  summary: "The signed-in member's case studies and tactics with their review state",
  responses: { 200: jsonResponse('Most recently changed first', submissionListSchema), 401: errors[401] },
});
const getRoute = createRoute({
  method: 'get', path: '/me/submissions/{kind}/{id}', tags: [TAG],
  summary: "One of the member's submissions, with the editor's note when returned",
  request: { params: kindParams },
  responses: { 200: jsonResponse('The submission', submissionDetailSchema), 401: errors[401], 404: errorResponse('Not one of theirs') },
});
const resubmitCaseStudyRoute = createRoute({
  method: 'put', path: '/me/submissions/case-study/{id}', tags: [TAG],
  summary: 'Edit a returned case study and send it to review again',
  request: { params: z.object({ id: z.string() }), body: optionalJsonBody(caseStudyResubmissionSchema) },
  responses: {
    200: jsonResponse('In review again', submissionDetailSchema),
    ...errors,
    404: errorResponse('Not one of theirs'),
    409: errorResponse('In review or published, or changed since it was opened'),
  },
});
const resubmitTacticRoute = createRoute({
  method: 'put', path: '/me/submissions/tactic/{id}', tags: [TAG],
  summary: 'Edit a returned tactic and send it to review again',
  request: { params: z.object({ id: z.string() }), body: optionalJsonBody(tacticResubmissionSchema) },
  responses: {
    200: jsonResponse('In review again', submissionDetailSchema),
    ...errors,
    404: errorResponse('Not one of theirs'),
    409: errorResponse('In review or published, or changed since it was opened'),
  },
});

export function submissionRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(submitCaseStudyRoute, async (c) => c.json(await submitCaseStudy(db, requireUser(c).id, c.req.valid('json')), 201))
    .openapi(submitTacticRoute, async (c) => c.json(await submitTactic(db, requireUser(c).id, c.req.valid('json')), 201))
    .openapi(listRoute, async (c) => {
      const rows = await listSubmissionsOf(db, requireUser(c).id, SUBMISSIONS_LISTED);
      const items = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        status: row.status,
        reviewNote: row.reviewNote,
        updatedAt: row.updatedAt.toISOString(),
        href: submissionHref(row.kind, row.id),
      }));
      return c.json({ items }, 200);
    })
    .openapi(getRoute, async (c) => {
      const { kind, id } = c.req.valid('param');
      return c.json(await getOwnSubmission(db, requireUser(c).id, kindOf(kind), id), 200);
    })
    .openapi(resubmitCaseStudyRoute, async (c) => {
      const user = requireUser(c);
      return c.json(await resubmit(db, user.id, { kind: 'case_study', id: c.req.valid('param').id, input: c.req.valid('json') }), 200);
    })
    .openapi(resubmitTacticRoute, async (c) => {
      const user = requireUser(c);
      return c.json(await resubmit(db, user.id, { kind: 'tactic', id: c.req.valid('param').id, input: c.req.valid('json') }), 200);
    });
}
