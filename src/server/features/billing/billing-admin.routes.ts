import { createRoute } from '@hono/zod-openapi';
import { adminPaymentListSchema, adminPromotionListSchema, adminPromotionSchema, promotionCreateSchema, refundResultSchema } from '#shared/schemas/billing.ts';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { createPromotion, listPromotions } from './billing.promotions.ts';
import type { PaymentProvider } from './billing.provider.ts';
import { listPayments, refundPayment } from './billing.refunds.ts';

const TAG = 'Billing administration';
const guarded = { 401: notSignedIn, 403: errorResponse('Needs ADMIN_FINANCIALS') };

const routes = {
  payments: createRoute({ method: 'get', path: '/admin/billing/payments', tags: [TAG], summary: 'The latest charges of all members', responses: { 200: jsonResponse('Charges', adminPaymentListSchema), ...guarded } }),
  refund: createRoute({
    method: 'post', path: '/admin/billing/payments/{id}/refund', tags: [TAG],
    summary: 'Refund a charge: the member returns to Explorer (a plan) or loses the seat (a bootcamp) and is e-mailed',
    request: { params: idParamSchema },
    responses: { 200: jsonResponse('The refund', refundResultSchema), ...guarded, 404: errorResponse('No such charge'), 409: errorResponse('Already refunded') },
  }),
  promotions: createRoute({ method: 'get', path: '/admin/billing/promotions', tags: [TAG], summary: 'Every promo code with its use', responses: { 200: jsonResponse('Promo codes', adminPromotionListSchema), ...guarded } }),
  createPromotion: createRoute({
    method: 'post', path: '/admin/billing/promotions', tags: [TAG],
    summary: 'Create a promo code (plans, percentage or fixed amount, expiry, redemption limit)',
    request: { body: jsonBody(promotionCreateSchema) },
    responses: { 201: jsonResponse('The promo code', adminPromotionSchema), 400: errorResponse('Not valid'), ...guarded, 409: errorResponse('The code exists') },
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
