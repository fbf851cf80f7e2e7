import { Navigate, useParams, useSearchParams } from 'react-router';
import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { TestCheckoutPage } from '#web/features/billing/components/test-checkout-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { SignInGate } from '../gates/sign-in-gate.tsx';

/** /checkout/{session}: the test-mode payment page; /checkout alone goes to the plans to choose one. */
export function CheckoutRoute() {
  const { session } = useParams();
  const [params] = useSearchParams();
  const { refresh } = useAuth();
  usePageMeta(pageMeta('/checkout'));
  if (!session) return <Navigate to={`/upgrade${params.size ? `?${params.toString()}` : ''}`} replace />;
  return (
    <SignInGate message="Please log in to complete your checkout.">
      <TestCheckoutPage sessionId={session} onPaid={refresh} />
    </SignInGate>
  );
}
