import { useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BILLING_MESSAGES } from '#shared/schemas/billing.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { startCheckout, type CheckoutBody } from '../api/billing.ts';

/** The provider's own words for a refusal (4xx); anything else is the spec's generic message. */
export const checkoutErrorMessage = (error: unknown) => (error instanceof ApiError && error.status < 500 ? error.message : BILLING_MESSAGES.checkoutFailed);

type CheckoutButtonProps = Omit<ComponentProps<typeof Button>, 'onClick'> & { checkout: CheckoutBody };

/**
 * Starts a checkout and goes to where it is paid (the test-mode page or Stripe Checkout). Disabled
 * while the checkout is being created; a failure shows the server's message in a toast.
 */
export function CheckoutButton({ checkout, disabled, children, ...props }: CheckoutButtonProps) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  async function go() {
    setPending(true);
    try {
      const { url } = await startCheckout(checkout);
      if (url.startsWith('/')) void navigate(url);
      else window.location.assign(url);
    } catch (error) {
      toast.error('Error', { description: checkoutErrorMessage(error) });
      setPending(false);
    }
  }
  return (
    <Button {...props} disabled={disabled || pending} aria-busy={pending} onClick={() => void go()}>
      {pending ? 'Creating checkout…' : children}
    </Button>
  );
}
