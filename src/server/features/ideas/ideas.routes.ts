import { ideaCardSchema, ideaCountersSchema, ideaListQuerySchema, ideaListSchema, ideaPatchSchema, ideaWriteSchema } from '#shared/schemas/ideas.ts';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { clientAddress } from '../../auth/client-ip.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, declareRoutes, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { browseIdeas, createIdea, recordView, setSaved, updateIdea } from './ideas.service.ts';

const tags = ['Ideas'];
const route = declareRoutes({ tags, errors: {} });
const memberRoute = declareRoutes({ tags, errors: { 401: notSignedIn } });
const adminRoute = declareRoutes({ tags, errors: { 401: notSignedIn, 403: errorResponse('Admin Access Required: not an editor, administrator or super_admin') } });

const routes = {
  list: route('get', '/ideas', 'The ideas of /ideas, searched and sorted (popularity, newest, most discussed), with the viewer\'s saves',
    { request: { query: ideaListQuerySchema }, responses: { 200: jsonResponse('The matching ideas', ideaListSchema), 400: errorResponse('Bad search or sort') } }),
  view: route('post', '/ideas/{id}/view', 'Record that the viewer opened an idea (counted once per viewer and day)',
    { request: { params: idParamSchema }, responses: { 200: jsonResponse('The idea\'s counters', ideaCountersSchema), 404: errorResponse('No such idea') } }),
  save: memberRoute('put', '/ideas/{id}/save', 'Save an idea (idempotent)',
    { request: { params: idParamSchema }, responses: { 200: jsonResponse('The idea\'s counters', ideaCountersSchema), 404: errorResponse('No such idea') } }),
  unsave: memberRoute('delete', '/ideas/{id}/save', 'Remove a saved idea (idempotent)',
    { request: { params: idParamSchema }, responses: { 200: jsonResponse('The idea\'s counters', ideaCountersSchema), 404: errorResponse('No such idea') } }),
  create: adminRoute('post', '/ideas', 'Create an idea, public at once (editors, administrators, super_admins)',
    { request: { body: jsonBody(ideaWriteSchema) }, responses: { 201: jsonResponse('The new idea', ideaCardSchema), 400: errorResponse('Invalid idea') } }),
  update: adminRoute('patch', '/ideas/{id}', 'Edit an idea, public at once (editors, administrators, super_admins)',
    {
      request: { params: idParamSchema, body: jsonBody(ideaPatchSchema) },
      responses: { 200: jsonResponse('The edited idea', ideaCardSchema), 400: errorResponse('Invalid change'), 404: errorResponse('No such idea') },
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
