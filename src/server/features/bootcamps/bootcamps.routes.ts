import { createRoute } from '@hono/zod-openapi';
import { bootcampListSchema, waitlistPageSchema, waitlistQuerySchema, waitlistRequestSchema, waitlistResponseSchema } from '#shared/schemas/bootcamps.ts';
import type { AppDeps } from '../../app-context.ts';
import { clientAddress } from '../../auth/client-ip.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { getBootcamps, getWaitlist, joinWaitlist } from './bootcamps.service.ts';
const TAG = ['Bootcamps'];

const routes = {
  list: createRoute({
    method: 'get', path: '/bootcamps', tags: TAG,
    summary: 'The bootcamps with seats bought, status from seats and dates, and the viewer’s price',
    responses: { 200: jsonResponse('Bootcamps in order', bootcampListSchema) },
  }),
  join: createRoute({
    method: 'post', path: '/waitlist', tags: TAG,
    summary: 'Join the new-bootcamps waitlist (one entry per address; a repeat answers the same)',
    request: { body: jsonBody(waitlistRequestSchema) },
    responses: { 200: jsonResponse('On the list', waitlistResponseSchema), 400: errorResponse('No or an invalid e-mail address'), 429: errorResponse('Too many sign-ups from this client, or to this address, this hour') },
  }),
  admin: createRoute({
    method: 'get', path: '/admin/waitlist', tags: TAG,
    summary: 'The waitlist, newest first (ADMIN_CONTENT)',
    request: { query: waitlistQuerySchema },
    responses: { 200: jsonResponse('A page of entries', waitlistPageSchema), 401: notSignedIn, 403: errorResponse('Without ADMIN_CONTENT') },
  }),
};

export function bootcampRoutes({ db, config }: AppDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await getBootcamps(db, c.get('user')), 200))
    .openapi(routes.join, async (c) =>
      c.json(await joinWaitlist({ db, publicUrl: config.publicUrl }, c.req.valid('json').email, c.get('user'), clientAddress(c, config.trustProxy)), 200),
    )
    .openapi(routes.admin, async (c) => c.json(await getWaitlist(db, requireUser(c), c.req.valid('query').page), 200));
}
