import { createRoute, z } from '@hono/zod-openapi';
import { requestStatusQuerySchema, staffRequestsSchema } from '#shared/schemas/privacy.ts';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { eraseNow, listStaffRequests, markHandled } from './staff-requests.service.ts';

const tags = ['Admin'];
const staffErrors = {
  401: notSignedIn,
  403: errorResponse('Not staff with ADMIN_USERS'),
};
const doneSchema = z.object({ status: z.literal('done') });
const erasedSchema = z.object({ status: z.literal('completed') });

const listRoute = createRoute({
  method: 'get', path: '/admin/requests', tags,
  summary: 'Enquiries, privacy requests and deletion requests to work through (status=open) or handled (status=done)',
  request: { query: requestStatusQuerySchema },
  responses: { 200: jsonResponse('The lists', staffRequestsSchema), 400: errorResponse('Unknown status'), ...staffErrors },
});

const handledRoute = (path: string, noun: string) =>
  createRoute({
    method: 'post', path, tags,
    summary: `Mark an open ${noun} as handled`,
    request: { params: idParamSchema },
    responses: { 200: jsonResponse('Handled', doneSchema), ...staffErrors, 404: errorResponse(`No open ${noun} with this id`) },
  });

const eraseRoute = createRoute({
  method: 'post', path: '/admin/deletion-requests/{id}/erase', tags,
  summary: "Erase a deletion request's account now instead of after its 7 days",
  request: { params: idParamSchema },
  responses: {
    200: jsonResponse('Erased', erasedSchema),
    ...staffErrors,
    404: errorResponse('No deletion request with this id'),
    409: errorResponse('Already erased or cancelled'),
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
