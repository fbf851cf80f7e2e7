import type { SubscriptionTier } from '#shared/constants.ts';
import { cyclesFor } from '#shared/domain/billing.ts';
import type { PaidCycle } from '#shared/plans.ts';
import { CheckoutButton } from './checkout-button.tsx';

/** The pricing and upgrade pages' plan button: a checkout of the plan, Legacy Founder as a one-time payment. */
export function PlanCheckoutButton(
  tier: SubscriptionTier,
  cycle: PaidCycle,
  look: { label: string; variant: 'default' | 'outline'; className: string },
  promoCode: string | null,
) {
  return (
    <CheckoutButton
      className={look.className}
      size="lg"
      variant={look.variant}
      checkout={{ kind: 'plan', plan: tier, cycle: cyclesFor(tier).includes('lifetime') ? 'one_time' : cycle, ...(promoCode && { promoCode }) }}
    >
      {look.label}
    </CheckoutButton>
  );
}
