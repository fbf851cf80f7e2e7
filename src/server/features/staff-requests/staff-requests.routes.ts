import { createRoute, z } from '@hono/zod-openapi';
import { requestStatusQuerySchema, staffRequestsSchema } from '#shared/schemas/privacy.ts';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponseSchema } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { eraseNow, listStaffRequests, markHandled } from './staff-requests.service.ts';

const tags = ['Admin'];
const staffErrors = {
  401: { description: 'Not signed in', ...errorResponseSchema },
  403: { description: 'Not staff with ADMIN_USERS', ...errorResponseSchema },
};
const doneSchema = z.object({ status: z.literal('done') });
const erasedSchema = z.object({ status: z.literal('completed') });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/requests',
  tags,
  summary: 'Enquiries, privacy requests and deletion requests to work through (status=open) or handled (status=done)',
  request: { query: requestStatusQuerySchema },
  responses: { 200: { description: 'The lists', content: { 'application/json': { schema: staffRequestsSchema } } }, 400: { description: 'Unknown status', ...errorResponseSchema }, ...staffErrors },
});

const handledRoute = (path: string, noun: string) =>
  createRoute({
    method: 'post',
    path,
    tags,
    summary: `Mark an open ${noun} as handled`,
    request: { params: idParamSchema },
    responses: {
      200: { description: 'Handled', content: { 'application/json': { schema: doneSchema } } },
      ...staffErrors,
      404: { description: `No open ${noun} with this id`, ...errorResponseSchema },
    },
  });

const eraseRoute = createRoute({
  method: 'post',
  path: '/admin/deletion-requests/{id}/erase',
  tags,
  summary: "Erase a deletion request's account now instead of after its 7 days",
  request: { params: idParamSchema },
  responses: {
    200: { description: 'Erased', content: { 'application/json': { schema: erasedSchema } } },
    ...staffErrors,
    404: { description: 'No deletion request with this id', ...errorResponseSchema },
    409: { description: 'Already erased or cancelled', ...errorResponseSchema },
  },
});

/** /admin/requests: staff with ADMIN_USERS work through enquiries and privacy requests. */
export function staffRequestRoutes({ db }: AppDeps) {
  const staff = (c: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(c);
    authorize(user, 'ADMIN_USERS');
    return user;
  };
  return createRouter()
    .openapi(listRoute, async (c) => {
      staff(c);
      return c.json(await listStaffRequests(db, c.req.valid('query').status), 200);
    })
    .openapi(handledRoute('/admin/enquiries/{id}/done', 'enquiry'), async (c) => {
      const user = staff(c);
      await markHandled(db, user.id, 'enquiry', c.req.valid('param').id);
      return c.json({ status: 'done' as const }, 200);
    })
    .openapi(handledRoute('/admin/privacy-requests/{id}/done', 'privacy request'), async (c) => {
      const user = staff(c);
      await markHandled(db, user.id, 'privacy_request', c.req.valid('param').id);
      return c.json({ status: 'done' as const }, 200);
    })
    .openapi(eraseRoute, async (c) => {
      const user = staff(c);
      await eraseNow(db, user.id, c.req.valid('param').id);
      return c.json({ status: 'completed' as const }, 200);
    });
}
