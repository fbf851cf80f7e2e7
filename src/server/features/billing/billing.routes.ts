import { createRoute, z } from '@hono/zod-openapi';
import {
  billingHistorySchema,
  changePlanRequestSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutSummarySchema,
  invoiceViewSchema,
  payRequestSchema,
  promoViewSchema,
  subscriptionPageSchema,
  subscriptionViewSchema,
  testPaymentResultSchema,
} from '#shared/schemas/billing.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { isTrustedOrigin } from '../../lib/request-guards.ts';
import { getInvoice, listHistory } from './billing.history.ts';
import { presentPromotion } from './billing.promotions.ts';
import { findUsablePromotion } from './billing.quote.ts';
import type { PaymentProvider } from './billing.provider.ts';
import { cancelAtPeriodEnd, createCheckout, getCheckoutSummary, getSubscription, payTestCheckout, scheduleDowngrade, undoScheduledChange } from './billing.service.ts';

const TAG = 'Billing';

const routes = {
  checkout: createRoute({
    method: 'post', path: '/billing/checkout', tags: [TAG],
    summary: 'Start a checkout for a plan or a bootcamp seat; answers the page to pay on (the test-mode page or Stripe Checkout)',
    request: { body: jsonBody(checkoutRequestSchema) },
    responses: {
      200: jsonResponse('Where to pay', checkoutResponseSchema),
      400: errorResponse('Not for sale, or a promo code that cannot be used'),
      401: notSignedIn,
      404: errorResponse('No such bootcamp'),
      409: errorResponse('Already on this plan, a downgrade, or a seat already taken'),
      502: errorResponse('The payment provider refused: nothing changed'),
      503: errorResponse('The payment provider could not be reached: nothing changed'),
    },
  }),
  session: createRoute({
    method: 'get', path: '/billing/checkout/{id}', tags: [TAG],
    summary: "The signed-in member's checkout session: what it buys and costs",
    request: { params: idParamSchema },
    responses: { 200: jsonResponse('The checkout', checkoutSummarySchema), 401: notSignedIn, 404: errorResponse("No such checkout of this member's") },
  }),
  pay: createRoute({
    method: 'post', path: '/billing/checkout/{id}/pay', tags: [TAG],
    summary: 'Pay a test-mode checkout with a test card (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined)',
    request: { params: idParamSchema, body: jsonBody(payRequestSchema) },
    responses: { 200: jsonResponse('Paid and fulfilled', testPaymentResultSchema), 400: errorResponse('Not a test card'), 401: notSignedIn, 402: errorResponse('Declined: nothing changed'), 404: errorResponse('No such checkout'), 409: errorResponse('Expired or closed (with the reason), a Stripe checkout, or the amount changed (CHECKOUT_REPRICED: nothing charged, the checkout shows the new amount)') },
  }),
  subscription: createRoute({
    method: 'get', path: '/billing/subscription', tags: [TAG],
    summary: "The signed-in member's subscription: plan, state, period, next charge and card",
    responses: { 200: jsonResponse('The subscription', subscriptionPageSchema), 401: notSignedIn },
  }),
  cancel: createRoute({
    method: 'post', path: '/billing/subscription/cancel', tags: [TAG],
    summary: 'Cancel at the end of the paid period (access stays until then)',
    responses: { 200: jsonResponse('The subscription', subscriptionViewSchema), 401: notSignedIn, 409: errorResponse('No renewing subscription'), 502: errorResponse('Stripe refused or could not be reached: nothing changed') },
  }),
  undo: createRoute({
    method: 'post', path: '/billing/subscription/undo', tags: [TAG],
    summary: 'Undo a cancellation or downgrade before the period ends',
    responses: { 200: jsonResponse('The subscription', subscriptionViewSchema), 401: notSignedIn, 409: errorResponse('Nothing scheduled'), 502: errorResponse('Stripe refused or could not be reached: nothing changed') },
  }),
  change: createRoute({
    method: 'post', path: '/billing/subscription/change', tags: [TAG],
    summary: 'Move to a lower plan (or another billing cycle) from the next period; upgrades go through checkout',
    request: { body: jsonBody(changePlanRequestSchema) },
    responses: { 200: jsonResponse('The subscription', subscriptionViewSchema), 400: errorResponse('Not a plan to move to'), 401: notSignedIn, 409: errorResponse('An upgrade, the same plan, or no subscription'), 502: errorResponse('Stripe refused or could not be reached: nothing changed') },
  }),
  history: createRoute({
    method: 'get', path: '/billing/history', tags: [TAG],
    summary: "The signed-in member's charges and refunds, newest first",
    responses: { 200: jsonResponse('The billing history', billingHistorySchema), 401: notSignedIn },
  }),
  invoice: createRoute({
    method: 'get', path: '/billing/invoices/{id}', tags: [TAG],
    summary: "One of the signed-in member's invoices",
    request: { params: idParamSchema },
    responses: { 200: jsonResponse('The invoice', invoiceViewSchema), 401: notSignedIn, 404: errorResponse("No such invoice of this member's") },
  }),
  promo: createRoute({
    method: 'get', path: '/billing/promotions/{code}', tags: [TAG],
    summary: 'A promo code that can be used now, for the pricing page',
    request: { params: z.object({ code: z.string().max(64).openapi({ param: { name: 'code', in: 'path' } }) }) },
    responses: { 200: jsonResponse('The promo code', promoViewSchema), 400: errorResponse('Unknown, expired or used up') },
  }),
};

/** Checkout, the test-mode payment, the member's subscription, history and invoices. */
export function billingRoutes(deps: AppDeps, provider: PaymentProvider) {
  const { db } = deps;
  const returnOrigin = (origin: string | undefined) => (origin && isTrustedOrigin(origin, deps.config.trustedOrigins()) ? origin : deps.config.publicUrl);
  return createRouter()
    .openapi(routes.checkout, async (c) => {
      const user = requireUser(c);
      return c.json(await createCheckout(db, provider, user, c.req.valid('json'), returnOrigin(c.req.header('origin'))), 200);
    })
    .openapi(routes.session, async (c) => {
      const user = requireUser(c);
      return c.json(await getCheckoutSummary(db, user.id, c.req.valid('param').id), 200);
    })
    .openapi(routes.pay, async (c) => {
      const user = requireUser(c);
      return c.json(await payTestCheckout(db, provider, user.id, c.req.valid('param').id, c.req.valid('json').cardNumber), 200);
    })
    .openapi(routes.subscription, async (c) => c.json(await getSubscription(db, requireUser(c)), 200))
    .openapi(routes.cancel, async (c) => c.json(await cancelAtPeriodEnd(db, provider, requireUser(c)), 200))
    .openapi(routes.undo, async (c) => c.json(await undoScheduledChange(db, provider, requireUser(c)), 200))
    .openapi(routes.change, async (c) => {
      const user = requireUser(c);
      const { plan, cycle } = c.req.valid('json');
      return c.json(await scheduleDowngrade(db, provider, user, plan, cycle), 200);
    })
    .openapi(routes.history, async (c) => c.json({ items: await listHistory(db, requireUser(c).id) }, 200))
    .openapi(routes.invoice, async (c) => c.json(await getInvoice(db, requireUser(c).id, c.req.valid('param').id), 200))
    .openapi(routes.promo, async (c) => {
      const promo = await findUsablePromotion(db, c.req.valid('param').code, null);
      const { code, applicablePlans, discountType, discountValue } = presentPromotion(promo);
      return c.json({ code, applicablePlans, discountType, discountValue }, 200);
    });
}
