import { z } from '@hono/zod-openapi';
import { gigApplicationSchema, gigInputSchema, gigListQuerySchema, gigPickSchema, gigRemovalSchema } from '#shared/schemas/gigs.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, declareRoutes, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { applyToGig, closeGig, createGig, listAllGigs, listGigsFor, pickApplicant, readGig, removeGig, updateGig } from './gigs.service.ts';

const tags = ['Gigs'];
const locked = { 401: notSignedIn, 403: errorResponse('FEATURE_LOCKED: the gigs marketplace comes with Master Builder and above') };

const gigSchema = z.record(z.string(), z.unknown()).openapi('Gig', {
  description: 'A gig: title, markdown description, budget in cents (min = max for a fixed amount), skills, deadline (UTC date), status, poster; on its page the applications the viewer may see, the pick and a removal',
});
const gigListSchema = z.object({ gigs: z.array(gigSchema), total: z.number(), page: z.number(), pageSize: z.number(), skills: z.array(z.string()) });
const gigResponse = (description: string) => jsonResponse(description, gigSchema);
const memberRoute = declareRoutes({ tags, errors: locked });
const adminRoute = declareRoutes({ tags, errors: { 401: notSignedIn, 403: errorResponse('ADMIN_ACCESS_REQUIRED') } });

const routes = {
  list: memberRoute('get', '/gigs', 'Open gigs (or the member’s own, or those they applied to), newest first, optionally with one skill; and the skills of the open gigs',
    { request: { query: gigListQuerySchema }, responses: { 200: jsonResponse('Gigs', gigListSchema), 400: errorResponse('A bad view or page') } }),
  create: memberRoute('post', '/gigs', 'Post a gig',
    { request: { body: jsonBody(gigInputSchema) }, responses: { 201: gigResponse('The gig'), 400: errorResponse('A field out of bounds (the message names it)') } }),
  read: memberRoute('get', '/gigs/{id}', 'A gig’s page: the poster sees every application, an applicant their own',
    { request: { params: idParamSchema }, responses: { 200: gigResponse('The gig'), 404: errorResponse('No such gig, or one that stopped taking applications before the member applied') } }),
  update: memberRoute('put', '/gigs/{id}', 'Change the member’s own open gig',
    {
      request: { params: idParamSchema, body: jsonBody(gigInputSchema) },
      responses: {
        200: gigResponse('The gig'),
        400: errorResponse('A field out of bounds'),
        404: errorResponse('No such gig of the member'),
        409: errorResponse('The gig is no longer open'),
      },
    }),
  close: memberRoute('post', '/gigs/{id}/close', 'Close the member’s own open gig without picking anyone (its applicants are told)',
    { request: { params: idParamSchema }, responses: { 200: gigResponse('The gig'), 404: errorResponse('No such gig of the member'), 409: errorResponse('The gig is no longer open') } }),
  apply: memberRoute('post', '/gigs/{id}/applications', 'Apply to another member’s open gig with a short pitch, once',
    {
      request: { params: idParamSchema, body: jsonBody(gigApplicationSchema) },
      responses: {
        201: gigResponse('The gig with the member’s application'),
        400: errorResponse('The pitch is too short or too long'),
        404: errorResponse('No such gig'),
        409: errorResponse('The member’s own gig, already applied, filled or closed, or past its deadline'),
      },
    }),
  pick: memberRoute('post', '/gigs/{id}/pick', 'Pick one applicant of the member’s own open gig: the gig is filled, everyone who applied is told',
    {
      request: { params: idParamSchema, body: jsonBody(gigPickSchema) },
      responses: {
        200: gigResponse('The filled gig'),
        404: errorResponse('No such gig of the member, or no such application to it'),
        409: errorResponse('The gig already has a pick or is closed'),
      },
    }),
  remove: adminRoute('post', '/gigs/{id}/removal', 'Staff (ADMIN_CONTENT) remove a listing with a reason shown to its poster',
    {
      request: { params: idParamSchema, body: jsonBody(gigRemovalSchema) },
      responses: { 200: gigResponse('The removed gig'), 400: errorResponse('No reason'), 404: errorResponse('No such gig'), 409: errorResponse('Already removed') },
    }),
  adminList: adminRoute('get', '/admin/gigs', 'Every listing, newest first, for staff with ADMIN_CONTENT',
    { request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }) }, responses: { 200: jsonResponse('Gigs', gigListSchema) } }),
};

export function gigRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await listGigsFor(db, requireUser(c), c.req.valid('query')), 200))
    .openapi(routes.create, async (c) => c.json(await createGig(db, requireUser(c), c.req.valid('json')), 201))
    .openapi(routes.read, async (c) => c.json(await readGig(db, requireUser(c), c.req.valid('param').id), 200))
    .openapi(routes.update, async (c) => c.json(await updateGig(db, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(routes.close, async (c) => c.json(await closeGig(db, requireUser(c), c.req.valid('param').id), 200))
    .openapi(routes.apply, async (c) => c.json(await applyToGig(db, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 201))
    .openapi(routes.pick, async (c) => c.json(await pickApplicant(db, requireUser(c), c.req.valid('param').id, c.req.valid('json').applicationId), 200))
    .openapi(routes.remove, async (c) => c.json(await removeGig(db, requireUser(c), c.req.valid('param').id, c.req.valid('json').reason), 200))
    .openapi(routes.adminList, async (c) => c.json(await listAllGigs(db, requireUser(c), c.req.valid('query').page), 200));
}
