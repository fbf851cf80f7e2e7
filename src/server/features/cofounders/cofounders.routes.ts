import { createRoute, z } from '@hono/zod-openapi';
import { cofounderAdmitSchema, cofounderIntroSchema, cofounderProfileSchema, cofounderVisibilitySchema } from '#shared/schemas/cofounders.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponseSchema } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import {
  admitCofounders,
  answerCofounderIntro,
  cofounderAdminOverview,
  cofounderOverview,
  leaveCofounderMatching,
  requestIntro,
  saveCofounderProfile,
  setCofounderVisibility,
} from './cofounders.service.ts';

const tags = ['Co-founder matching'];
const error = (description: string) => ({ description, ...errorResponseSchema });
const locked = { 401: error('Not signed in'), 403: error('FEATURE_LOCKED: co-founder matching comes with Master Builder and above') };
const staff = { 401: error('Not signed in'), 403: error('ADMIN_ACCESS_REQUIRED: staff with ADMIN_USERS') };
const anyJson = (description: string) => ({ description, content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });

const routes = {
  overview: createRoute({
    method: 'get',
    path: '/cofounders',
    tags,
    summary: "The member's matching profile, their place in the waitlist (counted now) or their matches ranked by fit with the reasons, and their introductions",
    responses: { 200: anyJson('The co-founder matching page'), ...locked },
  }),
  save: createRoute({
    method: 'put',
    path: '/cofounders/profile',
    tags,
    summary: 'Write the matching profile; the first one joins the end of the waitlist (members with priority go ahead of everyone without)',
    request: body(cofounderProfileSchema),
    responses: { 200: anyJson('The page after the change'), 400: error('A field is missing or out of bounds'), ...locked },
  }),
  visibility: createRoute({
    method: 'put',
    path: '/cofounders/profile/visibility',
    tags,
    summary: 'Pause (hide from the matching list) or show the profile; the place in the line is kept',
    request: body(cofounderVisibilitySchema),
    responses: { 200: anyJson('The page after the change'), 400: error('No visibility given'), ...locked, 404: error('No profile yet') },
  }),
  leave: createRoute({
    method: 'delete',
    path: '/cofounders/profile',
    tags,
    summary: 'Leave the waitlist or the list: the profile and the place in the line are deleted',
    responses: { 204: { description: 'Left' }, ...locked, 404: error('No profile') },
  }),
  requestIntro: createRoute({
    method: 'post',
    path: '/cofounders/intros',
    tags,
    summary: 'Ask for an introduction to an admitted member (a few a day, counted per UTC day)',
    request: body(cofounderIntroSchema),
    responses: {
      201: anyJson('The introduction request'),
      400: error('No message, or a message out of bounds, or yourself'),
      ...locked,
      404: error('No profile of yours, or the member is not on the list'),
      409: error('Still on the waitlist, or there is already an introduction between you'),
      429: error('The daily limit is reached (Retry-After: until midnight UTC)'),
    },
  }),
  accept: createRoute({
    method: 'post',
    path: '/cofounders/intros/{id}/accept',
    tags,
    summary: 'Accept an introduction request sent to you: both members then see each other’s e-mail',
    request: { params: idParamSchema },
    responses: { 200: anyJson('The introduction'), ...locked, 404: error('No such request to you'), 409: error('Already answered') },
  }),
  decline: createRoute({
    method: 'post',
    path: '/cofounders/intros/{id}/decline',
    tags,
    summary: 'Decline an introduction request sent to you',
    request: { params: idParamSchema },
    responses: { 200: anyJson('The introduction'), ...locked, 404: error('No such request to you'), 409: error('Already answered') },
  }),
  adminLine: createRoute({
    method: 'get',
    path: '/admin/cofounders',
    tags,
    summary: 'The waitlist in admission order (the first 50), its length and how many members are on the list',
    responses: { 200: anyJson('The line'), ...staff },
  }),
  admit: createRoute({
    method: 'post',
    path: '/admin/cofounders/admissions',
    tags,
    summary: 'Admit the next members of the line (at most the count asked; runs at once on any instance are one after the other)',
    request: body(cofounderAdmitSchema),
    responses: { 200: anyJson('How many were admitted and how many still wait'), 400: error('A count out of bounds'), ...staff },
  }),
};

export function cofounderRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(routes.overview, async (c) => c.json(await cofounderOverview(db, requireUser(c)), 200))
    .openapi(routes.save, async (c) => c.json(await saveCofounderProfile(db, requireUser(c), c.req.valid('json')), 200))
    .openapi(routes.visibility, async (c) => c.json(await setCofounderVisibility(db, requireUser(c), c.req.valid('json').visible), 200))
    .openapi(routes.leave, async (c) => {
      await leaveCofounderMatching(db, requireUser(c));
      return c.body(null, 204);
    })
    .openapi(routes.requestIntro, async (c) => c.json(await requestIntro(db, requireUser(c), c.req.valid('json')), 201))
    .openapi(routes.accept, async (c) => c.json(await answerCofounderIntro(db, requireUser(c), c.req.valid('param').id, 'accepted'), 200))
    .openapi(routes.decline, async (c) => c.json(await answerCofounderIntro(db, requireUser(c), c.req.valid('param').id, 'declined'), 200))
    .openapi(routes.adminLine, async (c) => c.json(await cofounderAdminOverview(db, requireUser(c)), 200))
    .openapi(routes.admit, async (c) => c.json(await admitCofounders(db, requireUser(c), c.req.valid('json').count), 200));
}
