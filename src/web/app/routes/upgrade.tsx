import { Navigate, useSearchParams } from 'react-router';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '#shared/constants.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { PlanCheckoutButton } from '#web/features/billing/components/plan-checkout-button.tsx';
import { UpgradePage } from '#web/features/membership/components/upgrade-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { authPath } from '#web/lib/return-path.ts';
import { PageLoading } from '../layout/page-loading.tsx';

const isTier = (value: string | null): value is SubscriptionTier => (SUBSCRIPTION_TIERS as readonly (string | null)[]).includes(value);

/** /upgrade: for signed-in members; visitors sign in first and come back here. */
export function UpgradeRoute() {
  const { status, user } = useAuth();
  const [params] = useSearchParams();
  usePageMeta({ title: 'Upgrade', description: 'Upgrade your plan to unlock every case study, the AI tools and more.' });
  if (status === 'loading') return <PageLoading />;
  if (!user) return <Navigate to={authPath('signin', `/upgrade${params.size ? `?${params.toString()}` : ''}`)} replace />;
  const plan = params.get('plan');
  return <UpgradePage displayTier={user.displayTier} abilities={user.abilities} preferredTier={isTier(plan) ? plan : null} checkoutAction={(tier, cycle, look) => PlanCheckoutButton(tier, cycle, look, null)} />;
}
