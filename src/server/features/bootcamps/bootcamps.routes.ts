import type { z } from '@hono/zod-openapi';
import { createRoute } from '@hono/zod-openapi';
import { bootcampListSchema, waitlistPageSchema, waitlistQuerySchema, waitlistRequestSchema, waitlistResponseSchema } from '#shared/schemas/bootcamps.ts';
import type { AppDeps } from '../../app-context.ts';
import { clientAddress } from '../../auth/client-ip.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponseSchema } from '../../lib/openapi.ts';
import { getBootcamps, getWaitlist, joinWaitlist } from './bootcamps.service.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const err = (description: string) => ({ description, ...errorResponseSchema });
const TAG = ['Bootcamps'];

const routes = {
  list: createRoute({
    method: 'get',
    path: '/bootcamps',
    tags: TAG,
    summary: 'The bootcamps with seats bought, status from seats and dates, and the viewer’s price',
    responses: { 200: json(bootcampListSchema, 'Bootcamps in order') },
  }),
  join: createRoute({
    method: 'post',
    path: '/waitlist',
    tags: TAG,
    summary: 'Join the new-bootcamps waitlist (one entry per address; a repeat answers the same)',
    request: { body: { required: true, content: { 'application/json': { schema: waitlistRequestSchema } } } },
    responses: { 200: json(waitlistResponseSchema, 'On the list'), 400: err('No or an invalid e-mail address'), 429: err('Too many sign-ups from this client, or to this address, this hour') },
  }),
  admin: createRoute({
    method: 'get',
    path: '/admin/waitlist',
    tags: TAG,
    summary: 'The waitlist, newest first (ADMIN_CONTENT)',
    request: { query: waitlistQuerySchema },
    responses: { 200: json(waitlistPageSchema, 'A page of entries'), 401: err('Not signed in'), 403: err('Without ADMIN_CONTENT') },
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
