import { z } from 'zod';
import { BILLING_CYCLES, CHECKOUT_PROVIDERS, CHECKOUT_STATUSES, DISCOUNT_TYPES, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '../constants.ts';
import { requiredText } from './text-fields.ts';

// Contracts of the billing API (checkout, subscription, invoices, refunds, promo codes).

export const BILLING_MESSAGES = {
  checkoutFailed: 'Failed to create checkout session',
  providerUnavailable: 'The payment provider could not be reached. Nothing changed; please try again.',
  plan: 'Choose a plan',
  cycle: 'Billing cycle must be monthly, annual or one_time',
  bootcamp: 'Choose a bootcamp',
  explorerIsFree: 'Explorer is free: no payment is needed.',
  cycleNotOffered: 'This plan is not sold with that billing cycle.',
  alreadyOnPlan: 'You are already on this plan.',
  downgradeViaSubscription: 'Downgrades take effect at the end of your billing period: change your plan on the subscription page.',
  upgradeViaCheckout: 'Upgrades take effect immediately: choose the plan on the pricing page.',
  bootcampNotFound: 'Bootcamp not found',
  bootcampEnrolled: 'You already have a seat in this bootcamp.',
  bootcampFull: 'This bootcamp is full.',
  promoInvalid: 'This promo code is not valid.',
  promoExpired: 'This promo code has expired.',
  promoExhausted: 'This promo code has been used the maximum number of times.',
  promoWrongPlan: (plan: string) => `This promo code does not apply to the ${plan} plan.`,
  promoBootcamp: 'Promo codes apply to plans only.',
  sessionNotFound: 'Checkout session not found',
  sessionExpired: 'This checkout has expired. Please start again from the pricing page.',
  notTestMode: 'This checkout is paid with Stripe.',
  providerChanged: 'Payments on this site are now taken by another provider, so this checkout can no longer be paid. Nothing was charged; please start again from the pricing page.',
  checkoutReplaced: 'A newer checkout replaced this one.',
  cardRequired: 'Enter a card number',
  cardUnknown: 'This is test mode: use card 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).',
  cardDeclined: 'Your card was declined. No payment was taken and nothing changed; try another card.',
  noSubscription: 'You have no subscription to cancel.',
  nothingToUndo: 'There is no scheduled change to undo.',
  invoiceNotFound: 'Invoice not found',
  paymentNotFound: 'Payment not found',
  alreadyRefunded: 'This payment has already been refunded.',
  promoCode: 'Promo code must be 3-32 letters, digits, dashes or underscores',
  promoCodeTaken: 'A promo code with this name already exists.',
  promoPlans: 'Choose at least one plan',
  promoValue: 'Discount must be greater than 0',
  promoPercent: 'A percentage discount must be at most 100',
  promoEndsAt: 'Expiry must be a date in the future',
  promoLimit: 'Redemption limit must be a whole number of at least 1',
} as const;

export const PAID_TIERS = ['community', 'master_builder', 'legacy_founder'] as const;

const tier = z.enum(SUBSCRIPTION_TIERS, { error: BILLING_MESSAGES.plan });

export const checkoutRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('plan'),
      plan: tier,
      cycle: z.enum(['monthly', 'annual', 'one_time'], { error: BILLING_MESSAGES.cycle }),
      promoCode: z.string().trim().max(64, BILLING_MESSAGES.promoInvalid).optional(),
    }),
    z.object({ kind: z.literal('bootcamp'), bootcampId: z.string({ error: BILLING_MESSAGES.bootcamp }).min(1, BILLING_MESSAGES.bootcamp) }),
  ],
  { error: 'Kind must be plan or bootcamp' },
);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.string() });

export const payRequestSchema = z.object({ cardNumber: requiredText(BILLING_MESSAGES.cardRequired).max(40, BILLING_MESSAGES.cardUnknown) });

export const changePlanRequestSchema = z.object({
  plan: tier,
  cycle: z.enum(['monthly', 'annual'], { error: 'Billing cycle must be monthly or annual' }).optional(),
});

export const promotionCreateSchema = z
  .object({
    code: z.string({ error: BILLING_MESSAGES.promoCode }).trim().regex(/^[A-Za-z0-9_-]{3,32}$/, BILLING_MESSAGES.promoCode),
    applicablePlans: z.array(z.enum(PAID_TIERS, { error: BILLING_MESSAGES.promoPlans }), { error: BILLING_MESSAGES.promoPlans }).min(1, BILLING_MESSAGES.promoPlans),
    discountType: z.enum(DISCOUNT_TYPES, { error: 'Discount type must be percentage or fixed' }),
    discountValue: z.number({ error: BILLING_MESSAGES.promoValue }).positive(BILLING_MESSAGES.promoValue).max(100_000, BILLING_MESSAGES.promoValue),
    endsAt: z.iso.datetime({ offset: true, error: BILLING_MESSAGES.promoEndsAt }).nullable().optional(),
    maxRedemptions: z.number({ error: BILLING_MESSAGES.promoLimit }).int(BILLING_MESSAGES.promoLimit).min(1, BILLING_MESSAGES.promoLimit).nullable().optional(),
  })
  .refine((value) => value.discountType !== 'percentage' || value.discountValue <= 100, { message: BILLING_MESSAGES.promoPercent, path: ['discountValue'] });
export type PromotionCreate = z.infer<typeof promotionCreateSchema>;

/** Where to go once a test-mode checkout is paid (or was paid already). */
export const testPaymentResultSchema = z.object({ status: z.literal('completed'), redirectTo: z.string() });
export type TestPaymentResult = z.infer<typeof testPaymentResultSchema>;

const invoiceLineSchema = z.object({ label: z.string(), amount: z.string() });

/** One row of the billing history (access-admin-pricing §3), money in cents. */
export const billingHistoryItemSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  kind: z.enum(['charge', 'refund']),
  subscriptionPlan: z.enum(SUBSCRIPTION_TIERS).nullable(),
  description: z.string(),
  datePurchased: z.string(),
  priceCents: z.number().int(),
  nextBillingDate: z.string().nullable(),
  refunded: z.boolean(),
});
export type BillingHistoryItem = z.infer<typeof billingHistoryItemSchema>;

export const billingHistorySchema = z.object({ items: z.array(billingHistoryItemSchema) });

/** A charge as staff see it to refund it: with the member's e-mail address, when there is one. */
export const adminPaymentSchema = billingHistoryItemSchema.extend({ email: z.string().nullable() });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListSchema = z.object({ items: z.array(adminPaymentSchema) });

/** The admin's refund answer: the refund row, the invoice it refunds and a sentence saying what changed. */
export const refundResultSchema = billingHistoryItemSchema.extend({ refundedInvoiceNumber: z.string(), summary: z.string() });
export type RefundResult = z.infer<typeof refundResultSchema>;

export const invoiceViewSchema = billingHistoryItemSchema.extend({
  company: z.object({ name: z.string(), address: z.string() }),
  billedTo: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  creditCents: z.number().int(),
  amountPaidCents: z.number().int(),
  currency: z.string(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** The subscription as a plan change (cancel, undo, downgrade) answers it. */
export const subscriptionViewSchema = z.object({
  tier: z.enum(SUBSCRIPTION_TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  cycle: z.enum(BILLING_CYCLES).nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  pendingTier: z.enum(SUBSCRIPTION_TIERS).nullable(),
  pendingCycle: z.enum(BILLING_CYCLES).nullable(),
  nextCharge: z.object({ amountCents: z.number().int(), date: z.string() }).nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  pastDueSince: z.string().nullable(),
  /** When the plan ended because its payment was refunded: which plan and when. */
  refund: z.object({ tier: z.enum(SUBSCRIPTION_TIERS), date: z.string() }).nullable(),
});

/** The subscription as GET /billing/subscription answers it: with where to ask billing questions. */
export const subscriptionPageSchema = subscriptionViewSchema.extend({
  /** Help for billing questions (site settings). */
  supportEmail: z.string(),
});
export type SubscriptionPage = z.infer<typeof subscriptionPageSchema>;

/** The subscription page's data: a plan change's answer replaces it and has no supportEmail. */
export type SubscriptionView = z.infer<typeof subscriptionViewSchema> & { supportEmail?: string };

export const checkoutSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['plan', 'bootcamp']),
  status: z.enum(CHECKOUT_STATUSES),
  provider: z.enum(CHECKOUT_PROVIDERS),
  description: z.string(),
  lines: z.array(invoiceLineSchema),
  amountCents: z.number().int(),
  expiresAt: z.string(),
  /** Why a checkout closed before it was paid, when it did. */
  closedReason: z.string().nullable(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

/** A promo code that can be used now, as the pricing page shows it. */
export const promoViewSchema = z.object({
  code: z.string(),
  applicablePlans: z.array(z.enum(SUBSCRIPTION_TIERS)),
  discountType: z.enum(DISCOUNT_TYPES),
  /** A percentage, or a fixed amount in dollars. */
  discountValue: z.number(),
});
export type PromoView = z.infer<typeof promoViewSchema>;

/** A promo code as staff manage it, with its use. */
export const adminPromotionSchema = promoViewSchema.extend({
  id: z.string(),
  active: z.boolean(),
  endsAt: z.string().nullable(),
  /** Null: no limit. */
  maxRedemptions: z.number().int().nullable(),
  redemptionCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const adminPromotionListSchema = z.object({ items: z.array(adminPromotionSchema) });
