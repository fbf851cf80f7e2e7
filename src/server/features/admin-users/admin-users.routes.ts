import { createRoute, z } from '@hono/zod-openapi';
import { adminUserListSchema, adminUsersQuerySchema, roleChangeSchema, tierChangeSchema } from '#shared/schemas/admin-users.ts';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { changeRole, changeTier, getUsers } from './admin-users.service.ts';

const TAG = 'Staff';
const refusals = {
  400: errorResponse('Invalid request'),
  401: notSignedIn,
  403: errorResponse('Not allowed (ADMIN_ACCESS_REQUIRED)'),
};
const okResponse = { 200: jsonResponse('Changed (or already so)', z.object({ ok: z.literal(true) })) };
const notFoundResponse = { 404: errorResponse('No such user') };

const listRoute = createRoute({
  method: 'get', path: '/admin/users', tags: [TAG],
  summary: 'Members with their profile and subscription, searched by name or e-mail, 20 a page (ADMIN_USERS)',
  request: { query: adminUsersQuerySchema },
  responses: { 200: jsonResponse('A page of members, newest first', adminUserListSchema), ...refusals },
});
const roleRoute = createRoute({
  method: 'put', path: '/admin/users/{id}/role', tags: [TAG],
  summary: "Set a member's staff role (super_admin only); audited",
  request: { params: idParamSchema, body: jsonBody(roleChangeSchema) },
  responses: { ...okResponse, ...refusals, ...notFoundResponse, 409: errorResponse('The last super admin') },
});
const tierRoute = createRoute({
  method: 'put', path: '/admin/users/{id}/tier', tags: [TAG],
  summary: "Set a member's subscription tier (super_admin and administrators, for members whose role is none, contributor or editor); audited",
  request: { params: idParamSchema, body: jsonBody(tierChangeSchema) },
  responses: { ...okResponse, ...refusals, ...notFoundResponse },
});

export function adminUserRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const user = requireUser(c);
      authorize(user, 'ADMIN_USERS');
      const { q, page } = c.req.valid('query');
      return c.json(await getUsers(db, user, { query: q, page }), 200);
    })
    .openapi(roleRoute, async (c) => {
      await changeRole(db, requireUser(c), c.req.valid('param').id, c.req.valid('json').role);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(tierRoute, async (c) => {
      await changeTier(db, requireUser(c), c.req.valid('param').id, c.req.valid('json').tier);
      return c.json({ ok: true as const }, 200);
    });
}
