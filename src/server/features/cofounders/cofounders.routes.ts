import { z } from '@hono/zod-openapi';
import { cofounderAdmitSchema, cofounderIntroSchema, cofounderProfileSchema, cofounderVisibilitySchema } from '#shared/schemas/cofounders.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, declareRoutes, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
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

/** An answer the document does not describe field by field. */
const anyObject = z.record(z.string(), z.unknown());
const tags = ['Co-founder matching'];
const locked = { 401: notSignedIn, 403: errorResponse('FEATURE_LOCKED: co-founder matching comes with Master Builder and above') };
const staff = { 401: notSignedIn, 403: errorResponse('ADMIN_ACCESS_REQUIRED: staff with ADMIN_USERS') };
const memberRoute = declareRoutes({ tags, errors: locked });
const adminRoute = declareRoutes({ tags, errors: staff });

const routes = {
  overview: memberRoute('get', '/cofounders', "The member's matching profile, their place in the waitlist (counted now) or their matches ranked by fit with the reasons, and their introductions",
    { responses: { 200: jsonResponse('The co-founder matching page', anyObject) } }),
  save: memberRoute('put', '/cofounders/profile', 'Write the matching profile; the first one joins the end of the waitlist (members with priority go ahead of everyone without)',
    { request: { body: jsonBody(cofounderProfileSchema) }, responses: { 200: jsonResponse('The page after the change', anyObject), 400: errorResponse('A field is missing or out of bounds') } }),
  visibility: memberRoute('put', '/cofounders/profile/visibility', 'Pause (hide from the matching list) or show the profile; the place in the line is kept',
    {
      request: { body: jsonBody(cofounderVisibilitySchema) },
      responses: { 200: jsonResponse('The page after the change', anyObject), 400: errorResponse('No visibility given'), 404: errorResponse('No profile yet') },
    }),
  leave: memberRoute('delete', '/cofounders/profile', 'Leave the waitlist or the list: the profile and the place in the line are deleted',
    { responses: { 204: { description: 'Left' }, 404: errorResponse('No profile') } }),
  requestIntro: memberRoute('post', '/cofounders/intros', 'Ask for an introduction to an admitted member (a few a day, counted per UTC day)',
    {
      request: { body: jsonBody(cofounderIntroSchema) },
      responses: {
        201: jsonResponse('The introduction request', anyObject),
        400: errorResponse('No message, or a message out of bounds, or yourself'),
        404: errorResponse('No profile of yours, or the member is not on the list'),
        409: errorResponse('Still on the waitlist, or there is already an introduction between you'),
        429: errorResponse('The daily limit is reached (Retry-After: until midnight UTC)'),
      },
    }),
  accept: memberRoute('post', '/cofounders/intros/{id}/accept', 'Accept an introduction request sent to you: both members then see each other’s e-mail',
    { request: { params: idParamSchema }, responses: { 200: jsonResponse('The introduction', anyObject), 404: errorResponse('No such request to you'), 409: errorResponse('Already answered') } }),
  decline: memberRoute('post', '/cofounders/intros/{id}/decline', 'Decline an introduction request sent to you',
    { request: { params: idParamSchema }, responses: { 200: jsonResponse('The introduction', anyObject), 404: errorResponse('No such request to you'), 409: errorResponse('Already answered') } }),
  adminLine: adminRoute('get', '/admin/cofounders', 'The waitlist in admission order (the first 50), its length and how many members are on the list',
    { responses: { 200: jsonResponse('The line', anyObject) } }),
  admit: adminRoute('post', '/admin/cofounders/admissions', 'Admit the next members of the line (at most the count asked; runs at once on any instance are one after the other)',
    { request: { body: jsonBody(cofounderAdmitSchema) }, responses: { 200: jsonResponse('How many were admitted and how many still wait', anyObject), 400: errorResponse('A count out of bounds') } }),
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
