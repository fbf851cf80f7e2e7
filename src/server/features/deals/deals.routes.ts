import { createRoute, z } from '@hono/zod-openapi';
import { dealCreateSchema, dealUpdateSchema } from '#shared/schemas/deals.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponseSchema } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { changeDeal, createDeal, listAdminDeals, listDeals, revealDeal } from './deals.service.ts';

const tags = ['Deals'];
const error = (description: string) => ({ description, ...errorResponseSchema });
const json = (description: string) => ({ description, content: { 'application/json': { schema: z.any() } } });
const staff = { 401: error('Not signed in'), 403: error('ADMIN_ACCESS_REQUIRED: staff who publish content') };

const routes = {
  list: createRoute({
    method: 'get',
    path: '/deals',
    tags,
    summary: 'The deals directory: every listed deal; its code and link only for a member whose plan has it and who asked for them',
    responses: { 200: json('Deals') },
  }),
  reveal: createRoute({
    method: 'post',
    path: '/deals/{id}/reveal',
    tags,
    summary: "A deal's code and redeem link, for a plan that has the deal (recorded once per member)",
    request: { params: idParamSchema },
    responses: {
      200: json('The code and the link'),
      401: error('Not signed in'),
      403: error('FEATURE_LOCKED: partner deals come with Community, exclusive deals with Master Builder'),
      404: error('No such deal in the directory'),
    },
  }),
  adminList: createRoute({ method: 'get', path: '/admin/deals', tags, summary: 'Every deal with how many members asked for its code', responses: { 200: json('Deals'), ...staff } }),
  create: createRoute({
    method: 'post',
    path: '/admin/deals',
    tags,
    summary: 'Add a deal to the directory',
    request: { body: { required: true, content: { 'application/json': { schema: dealCreateSchema } } } },
    responses: { 201: json('The deal'), 400: error('A field is missing or wrong'), ...staff },
  }),
  update: createRoute({
    method: 'patch',
    path: '/admin/deals/{id}',
    tags,
    summary: 'Change a deal, retire it or bring it back',
    request: { params: idParamSchema, body: { required: true, content: { 'application/json': { schema: dealUpdateSchema } } } },
    responses: { 200: json('The deal'), 400: error('A field is wrong'), ...staff, 404: error('No such deal') },
  }),
};

export function dealRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await listDeals(db, c.get('user')), 200))
    .openapi(routes.reveal, async (c) => c.json(await revealDeal(db, requireUser(c), c.req.valid('param').id), 200))
    .openapi(routes.adminList, async (c) => c.json(await listAdminDeals(db, requireUser(c)), 200))
    .openapi(routes.create, async (c) => c.json(await createDeal(db, requireUser(c), c.req.valid('json')), 201))
    .openapi(routes.update, async (c) => c.json(await changeDeal(db, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 200));
}
