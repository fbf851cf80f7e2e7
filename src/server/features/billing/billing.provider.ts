import type { CheckoutProvider } from '#shared/constants.ts';

export type RecurringInterval = 'month' | 'year';

export type ProviderSessionInput = {
  /** Our checkout session id. */
  id: string;
  amountCents: number;
  description: string;
  email: string;
  /** The member's customer at the provider from an earlier purchase, so their cards and invoices stay together. */
  customerId?: string | null;
  /** The site's address the member came from, for the provider's return links. */
  origin: string;
  successPath: string;
  /** When the checkout's hold ends: the provider's page stops taking payment then. */
  expiresAt: Date;
  /**
   * A plan renewed every month or year: the provider keeps charging the list price each period;
   * the first payment is amountCents (after a promo code or an upgrade's credit).
   */
  recurring?: { interval: RecurringInterval; listPriceCents: number };
};

/** What a renewing subscription at the provider does next: stop at the period end, or renew at another price. */
export type SubscriptionChange = {
  cancelAtPeriodEnd: boolean;
  /** A downgrade: from the next period on, this price instead of the current one. */
  nextPrice?: { amountCents: number; interval: RecurringInterval; description: string } | null;
};

/** Where a checkout is paid: the built-in test-mode page, or Stripe Checkout. Both end in fulfilCheckout. */
export type PaymentProvider = {
  name: CheckoutProvider;
  createSession(input: ProviderSessionInput): Promise<{ url: string; providerSessionId?: string }>;
  /** Gives a Stripe payment back; the test mode has nothing to give back. */
  refund(providerPaymentId: string | null, amountCents: number): Promise<void>;
  /**
   * A subscription held at the provider (Stripe Billing): cancel at period end, undo, or
   * downgrade from the next period. The test mode renews its own subscriptions and has none.
   */
  updateSubscription?(subscriptionId: string, change: SubscriptionChange): Promise<void>;
};

/** The test-mode provider: its page is /checkout/{session}, labelled "Test mode — no real payment". */
export const testModeProvider: PaymentProvider = {
  name: 'test',
  async createSession(input) {
    return { url: `/checkout/${input.id}` };
  },
  async refund() {},
};
