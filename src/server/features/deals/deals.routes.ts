import { adminDealListSchema, adminDealSchema, dealCreateSchema, dealListSchema, dealRedemptionSchema, dealUpdateSchema } from '#shared/schemas/deals.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, declareRoutes, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { changeDeal, createDeal, listAdminDeals, listDeals, revealDeal } from './deals.service.ts';

const tags = ['Deals'];
const staff = { 401: notSignedIn, 403: errorResponse('ADMIN_ACCESS_REQUIRED: staff who publish content') };
const route = declareRoutes({ tags, errors: {} });
const memberRoute = declareRoutes({ tags, errors: { 401: notSignedIn } });
const adminRoute = declareRoutes({ tags, errors: staff });

const routes = {
  list: route('get', '/deals', 'The deals directory: every listed deal; its code and link only for a member whose plan has it and who asked for them',
    { responses: { 200: jsonResponse('Deals', dealListSchema) } }),
  reveal: memberRoute('post', '/deals/{id}/reveal', "A deal's code and redeem link, for a plan that has the deal (recorded once per member)",
    {
      request: { params: idParamSchema },
      responses: {
        200: jsonResponse('The code and the link', dealRedemptionSchema),
        403: errorResponse('FEATURE_LOCKED: partner deals come with Community, exclusive deals with Master Builder'),
        404: errorResponse('No such deal in the directory'),
      },
    }),
  adminList: adminRoute('get', '/admin/deals', 'Every deal with how many members asked for its code',
    { responses: { 200: jsonResponse('Deals', adminDealListSchema) } }),
  create: adminRoute('post', '/admin/deals', 'Add a deal to the directory',
    { request: { body: jsonBody(dealCreateSchema) }, responses: { 201: jsonResponse('The deal', adminDealSchema), 400: errorResponse('A field is missing or wrong') } }),
  update: adminRoute('patch', '/admin/deals/{id}', 'Change a deal, retire it or bring it back',
    {
      request: { params: idParamSchema, body: jsonBody(dealUpdateSchema) },
      responses: { 200: jsonResponse('The deal', adminDealSchema), 400: errorResponse('A field is wrong'), 404: errorResponse('No such deal') },
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
