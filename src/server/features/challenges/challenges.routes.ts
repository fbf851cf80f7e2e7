import { createRoute, z } from '@hono/zod-openapi';
import { challengeWriteSchema, checkInSchema } from '#shared/schemas/challenges.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponseSchema } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { challengesPage, completeChallenge, createChallenge, joinChallenge, listAdminChallenges, postCheckIn, updateChallenge } from './challenges.service.ts';

const tags = ['Challenges'];
const error = (description: string) => ({ description, ...errorResponseSchema });
const json = (description: string) => ({ description, content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } });
const locked = { 401: error('Not signed in'), 403: error('FEATURE_LOCKED: weekly challenges and pods come with Master Builder and above') };
const staff = { 401: error('Not signed in'), 403: error('Admin Access Required: editors, administrators and super_admins') };
const memberAction = {
  ...locked,
  404: error('No such challenge'),
  409: error('The challenge is not running this week, the member has not joined, or already did this'),
};
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });

const routes = {
  page: createRoute({
    method: 'get',
    path: '/challenges',
    tags,
    summary: "This week's challenge (ISO week, UTC) with the member's pod and its check-ins, and past challenges with the member's results",
    responses: { 200: json('The challenges page'), ...locked },
  }),
  join: createRoute({
    method: 'post',
    path: '/challenges/{id}/participation',
    tags,
    summary: "Join this week's challenge: the member is seated in a pod of at most 6, near their time zone",
    request: { params: idParamSchema },
    responses: { 201: json('The challenge with the member’s pod'), ...memberAction },
  }),
  checkIn: createRoute({
    method: 'post',
    path: '/challenges/{id}/check-ins',
    tags,
    summary: 'Post a progress check-in (one per UTC day) that the member’s pod reads',
    request: { params: idParamSchema, ...body(checkInSchema) },
    responses: { 201: json('The challenge with the new check-in'), 400: error('No text, or too long'), ...memberAction },
  }),
  complete: createRoute({
    method: 'post',
    path: '/challenges/{id}/completion',
    tags,
    summary: 'Complete the challenge with a last check-in: XP once, and the pod is told',
    request: { params: idParamSchema, ...body(checkInSchema) },
    responses: { 200: json('The completed challenge'), 400: error('No text, or too long'), ...memberAction },
  }),
  adminList: createRoute({
    method: 'get',
    path: '/admin/challenges',
    tags,
    summary: 'Challenges of the last 8 weeks and the coming ones, with who joined in which pod',
    responses: { 200: json('The challenges, latest week first'), ...staff },
  }),
  adminCreate: createRoute({
    method: 'post',
    path: '/admin/challenges',
    tags,
    summary: 'Set the challenge of a week (this one or later; one per week; audited)',
    request: body(challengeWriteSchema),
    responses: { 201: json('The challenge'), 400: error('Invalid fields, a week that is over, or a link to unpublished content'), ...staff, 409: error('The week already has a challenge') },
  }),
  adminUpdate: createRoute({
    method: 'put',
    path: '/admin/challenges/{id}',
    tags,
    summary: 'Edit a challenge before its week starts (audited)',
    request: { params: idParamSchema, ...body(challengeWriteSchema) },
    responses: { 200: json('The challenge'), 400: error('Invalid fields'), ...staff, 404: error('No such challenge'), 409: error('Already started, or the week is taken') },
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
