import type { CheckoutProvider } from '#shared/constants.ts';

export type ProviderSessionInput = {
  /** Our checkout session id. */
  id: string;
  amountCents: number;
  description: string;
  email: string;
  /** The site's address the member came from, for the provider's return links. */
  origin: string;
  successPath: string;
};

/** Where a checkout is paid: the built-in test-mode page, or Stripe Checkout. Both end in fulfilCheckout. */
export type PaymentProvider = {
  name: CheckoutProvider;
  createSession(input: ProviderSessionInput): Promise<{ url: string; providerSessionId?: string }>;
  /** Gives a Stripe payment back; the test mode has nothing to give back. */
  refund(providerPaymentId: string | null, amountCents: number): Promise<void>;
};

/** The test-mode provider: its page is /checkout/{session}, labelled "Test mode — no real payment". */
export const testModeProvider: PaymentProvider = {
  name: 'test',
  async createSession(input) {
    return { url: `/checkout/${input.id}` };
  },
  async refund() {},
};
