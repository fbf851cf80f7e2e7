import { createRoute, type z } from '@hono/zod-openapi';
import { ideaCardSchema, ideaCountersSchema, ideaListQuerySchema, ideaListSchema, ideaPatchSchema, ideaWriteSchema } from '#shared/schemas/ideas.ts';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { clientAddress } from '../../auth/client-ip.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponseSchema } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { browseIdeas, createIdea, recordView, setSaved, updateIdea } from './ideas.service.ts';

const tags = ['Ideas'];
const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...errorResponseSchema });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/ideas',
    tags,
    summary: 'The ideas of /ideas, searched and sorted (popularity, newest, most discussed), with the viewer\'s saves',
    request: { query: ideaListQuerySchema },
    responses: { 200: json(ideaListSchema, 'The matching ideas'), 400: error('Bad search or sort') },
  }),
  view: createRoute({
    method: 'post',
    path: '/ideas/{id}/view',
    tags,
    summary: 'Record that the viewer opened an idea (counted once per viewer and day)',
    request: { params: idParamSchema },
    responses: { 200: json(ideaCountersSchema, 'The idea\'s counters'), 404: error('No such idea') },
  }),
  save: createRoute({
    method: 'put',
    path: '/ideas/{id}/save',
    tags,
    summary: 'Save an idea (idempotent)',
    request: { params: idParamSchema },
    responses: { 200: json(ideaCountersSchema, 'The idea\'s counters'), 401: error('Not signed in'), 404: error('No such idea') },
  }),
  unsave: createRoute({
    method: 'delete',
    path: '/ideas/{id}/save',
    tags,
    summary: 'Remove a saved idea (idempotent)',
    request: { params: idParamSchema },
    responses: { 200: json(ideaCountersSchema, 'The idea\'s counters'), 401: error('Not signed in'), 404: error('No such idea') },
  }),
  create: createRoute({
    method: 'post',
    path: '/ideas',
    tags,
    summary: 'Create an idea, public at once (editors, administrators, super_admins)',
    request: { body: { required: true, content: { 'application/json': { schema: ideaWriteSchema } } } },
    responses: {
      201: json(ideaCardSchema, 'The new idea'),
      400: error('Invalid idea'),
      401: error('Not signed in'),
      403: error('Admin Access Required: not an editor, administrator or super_admin'),
    },
  }),
  update: createRoute({
    method: 'patch',
    path: '/ideas/{id}',
    tags,
    summary: 'Edit an idea, public at once (editors, administrators, super_admins)',
    request: { params: idParamSchema, body: { required: true, content: { 'application/json': { schema: ideaPatchSchema } } } },
    responses: {
      200: json(ideaCardSchema, 'The edited idea'),
      400: error('Invalid change'),
      401: error('Not signed in'),
      403: error('Admin Access Required: not an editor, administrator or super_admin'),
      404: error('No such idea'),
    },
  }),
};

export function ideaRoutes({ db, config }: AppDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await browseIdeas(db, c.req.valid('query'), c.get('user')?.id ?? null), 200))
    .openapi(routes.view, async (c) => {
      const { id } = c.req.valid('param');
      const user = c.get('user');
      const viewer = user ? { userId: user.id } : { address: clientAddress(c, config.trustProxy) };
      return c.json(await recordView(db, id, viewer, user?.id ?? null), 200);
    })
    .openapi(routes.save, async (c) => {
      const user = requireUser(c);
      return c.json(await setSaved(db, c.req.valid('param').id, user.id, true), 200);
    })
    .openapi(routes.unsave, async (c) => {
      const user = requireUser(c);
      return c.json(await setSaved(db, c.req.valid('param').id, user.id, false), 200);
    })
    .openapi(routes.create, async (c) => {
      const user = requireUser(c);
      authorize(user, 'publish');
      return c.json(await createIdea(db, user.id, c.req.valid('json')), 201);
    })
    .openapi(routes.update, async (c) => {
      const user = requireUser(c);
      authorize(user, 'publish');
      return c.json(await updateIdea(db, user.id, c.req.valid('param').id, c.req.valid('json')), 200);
    });
}
