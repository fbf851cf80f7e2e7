import { z } from '@hono/zod-openapi';
import { challengeWriteSchema, checkInSchema } from '#shared/schemas/challenges.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, declareRoutes, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { challengesPage, completeChallenge, createChallenge, joinChallenge, listAdminChallenges, postCheckIn, updateChallenge } from './challenges.service.ts';

/** An answer the document does not describe field by field. */
const anyObject = z.record(z.string(), z.unknown());
const tags = ['Challenges'];
const locked = { 401: notSignedIn, 403: errorResponse('FEATURE_LOCKED: weekly challenges and pods come with Master Builder and above') };
const staff = { 401: notSignedIn, 403: errorResponse('Admin Access Required: editors, administrators and super_admins') };
const memberAction = {
  ...locked,
  404: errorResponse('No such challenge'),
  409: errorResponse('The challenge is not running this week, the member has not joined, or already did this'),
};
const memberRoute = declareRoutes({ tags, errors: locked });
/** A member's step in one challenge. */
const challengeRoute = declareRoutes({ tags, errors: memberAction });
const adminRoute = declareRoutes({ tags, errors: staff });

const routes = {
  page: memberRoute('get', '/challenges', "This week's challenge (ISO week, UTC) with the member's pod and its check-ins, and past challenges with the member's results",
    { responses: { 200: jsonResponse('The challenges page', anyObject) } }),
  join: challengeRoute('post', '/challenges/{id}/participation', "Join this week's challenge: the member is seated in a pod of at most 6, near their time zone",
    { request: { params: idParamSchema }, responses: { 201: jsonResponse('The challenge with the member’s pod', anyObject) } }),
  checkIn: challengeRoute('post', '/challenges/{id}/check-ins', 'Post a progress check-in (one per UTC day) that the member’s pod reads',
    {
      request: { params: idParamSchema, body: jsonBody(checkInSchema) },
      responses: { 201: jsonResponse('The challenge with the new check-in', anyObject), 400: errorResponse('No text, or too long') },
    }),
  complete: challengeRoute('post', '/challenges/{id}/completion', 'Complete the challenge with a last check-in: XP once, and the pod is told',
    { request: { params: idParamSchema, body: jsonBody(checkInSchema) }, responses: { 200: jsonResponse('The completed challenge', anyObject), 400: errorResponse('No text, or too long') } }),
  adminList: adminRoute('get', '/admin/challenges', 'Challenges of the last 8 weeks and the coming ones, with who joined in which pod',
    { responses: { 200: jsonResponse('The challenges, latest week first', anyObject) } }),
  adminCreate: adminRoute('post', '/admin/challenges', 'Set the challenge of a week (this one or later; one per week; audited)',
    {
      request: { body: jsonBody(challengeWriteSchema) },
      responses: {
        201: jsonResponse('The challenge', anyObject),
        400: errorResponse('Invalid fields, a week that is over, or a link to unpublished content'),
        409: errorResponse('The week already has a challenge'),
      },
    }),
  adminUpdate: adminRoute('put', '/admin/challenges/{id}', 'Edit a challenge before its week starts (audited)',
    {
      request: { params: idParamSchema, body: jsonBody(challengeWriteSchema) },
      responses: {
        200: jsonResponse('The challenge', anyObject),
        400: errorResponse('Invalid fields'),
        404: errorResponse('No such challenge'),
        409: errorResponse('Already started, or the week is taken'),
      },
    }),
};

export function challengeRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(routes.page, async (c) => c.json(await challengesPage(db, requireUser(c)), 200))
    .openapi(routes.join, async (c) => c.json(await joinChallenge(db, requireUser(c), c.req.valid('param').id), 201))
    .openapi(routes.checkIn, async (c) => c.json(await postCheckIn(db, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 201))
    .openapi(routes.complete, async (c) => c.json(await completeChallenge(db, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(routes.adminList, async (c) => c.json(await listAdminChallenges(db, requireUser(c)), 200))
    .openapi(routes.adminCreate, async (c) => c.json(await createChallenge(db, requireUser(c), c.req.valid('json')), 201))
    .openapi(routes.adminUpdate, async (c) => c.json(await updateChallenge(db, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 200));
}
