import { z } from 'zod';
import { DISCOUNT_TYPES, SUBSCRIPTION_TIERS, type SubscriptionTier } from '../constants.ts';
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

/** One row of the billing history (access-admin-pricing §3), money in cents. */
export type BillingHistoryItem = {
  id: string;
  invoiceNumber: string;
  kind: 'charge' | 'refund';
  subscriptionPlan: string | null;
  description: string;
  datePurchased: string;
  priceCents: number;
  nextBillingDate: string | null;
  refunded: boolean;
};

/** The admin's refund answer: the refund row, the invoice it refunds and a sentence saying what changed. */
export type RefundResult = BillingHistoryItem & { refundedInvoiceNumber: string; summary: string };

export type InvoiceView = BillingHistoryItem & {
  company: { name: string; address: string };
  billedTo: string | null;
  lines: { label: string; amount: string }[];
  subtotalCents: number;
  discountCents: number;
  creditCents: number;
  amountPaidCents: number;
  currency: string;
};

export type SubscriptionView = {
  tier: string;
  status: 'active' | 'past_due' | 'expired' | null;
  cycle: 'monthly' | 'annual' | 'lifetime' | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  pendingTier: string | null;
  pendingCycle: string | null;
  nextCharge: { amountCents: number; date: string } | null;
  card: { brand: string; last4: string } | null;
  pastDueSince: string | null;
  /** When the plan ended because its payment was refunded: which plan and when. */
  refund: { tier: string; date: string } | null;
  /** Help for billing questions (site settings); sent with GET /billing/subscription. */
  supportEmail?: string;
};

export type CheckoutSummary = {
  id: string;
  kind: 'plan' | 'bootcamp';
  status: 'open' | 'completed' | 'expired' | 'failed';
  provider: 'test' | 'stripe';
  description: string;
  lines: { label: string; amount: string }[];
  amountCents: number;
  expiresAt: string;
  /** Why a checkout closed before it was paid, when it did. */
  closedReason: string | null;
};

export type PromoView = { code: string; applicablePlans: SubscriptionTier[]; discountType: 'percentage' | 'fixed'; discountValue: number };
