import { createRoute, z } from '@hono/zod-openapi';
import { promotionCreateSchema } from '#shared/schemas/billing.ts';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponseSchema } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { createPromotion, listPromotions } from './billing.promotions.ts';
import type { PaymentProvider } from './billing.provider.ts';
import { listPayments, refundPayment } from './billing.refunds.ts';

const TAG = 'Billing administration';
const json = (description: string) => ({ description, content: { 'application/json': { schema: z.any() } } });
const err = (description: string) => ({ description, ...errorResponseSchema });
const guarded = { 401: err('Not signed in'), 403: err('Needs ADMIN_FINANCIALS') };

const routes = {
  payments: createRoute({ method: 'get', path: '/admin/billing/payments', tags: [TAG], summary: 'The latest charges of all members', responses: { 200: json('Charges'), ...guarded } }),
  refund: createRoute({
    method: 'post',
    path: '/admin/billing/payments/{id}/refund',
    tags: [TAG],
    summary: 'Refund a charge: the member returns to Explorer (a plan) or loses the seat (a bootcamp) and is e-mailed',
    request: { params: idParamSchema },
    responses: { 200: json('The refund'), ...guarded, 404: err('No such charge'), 409: err('Already refunded') },
  }),
  promotions: createRoute({ method: 'get', path: '/admin/billing/promotions', tags: [TAG], summary: 'Every promo code with its use', responses: { 200: json('Promo codes'), ...guarded } }),
  createPromotion: createRoute({
    method: 'post',
    path: '/admin/billing/promotions',
    tags: [TAG],
    summary: 'Create a promo code (plans, percentage or fixed amount, expiry, redemption limit)',
    request: { body: { required: true, content: { 'application/json': { schema: promotionCreateSchema } } } },
    responses: { 201: json('The promo code'), 400: err('Not valid'), ...guarded, 409: err('The code exists') },
  }),
};

/** Refunds and promo codes, for staff with ADMIN_FINANCIALS. */
export function billingAdminRoutes({ db }: AppDeps, provider: PaymentProvider) {
  const staff = (c: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(c);
    authorize(user, 'ADMIN_FINANCIALS');
    return user;
  };
  return createRouter()
    .openapi(routes.payments, async (c) => {
      staff(c);
      return c.json({ items: await listPayments(db) }, 200);
    })
    .openapi(routes.refund, async (c) => {
      const user = staff(c);
      return c.json(await refundPayment(db, provider, user.id, c.req.valid('param').id), 200);
    })
    .openapi(routes.promotions, async (c) => {
      staff(c);
      return c.json({ items: await listPromotions(db) }, 200);
    })
    .openapi(routes.createPromotion, async (c) => {
      const user = staff(c);
      return c.json(await createPromotion(db, user.id, c.req.valid('json')), 201);
    });
}
