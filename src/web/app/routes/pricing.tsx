import { usePageMeta } from '#web/components/page-meta.tsx';
import { PRICING_HERO, PricingPage } from '#web/features/membership/components/pricing-page.tsx';
import { useAuth } from '#web/features/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';

export function PricingRoute() {
  const { status, user } = useAuth();
  usePageMeta({ title: 'Pricing', description: `${PRICING_HERO}: compare the Explorer, Community, Master Builder and Legacy Founder plans.` });
  if (status === 'loading') return <PageLoading />;
  return <PricingPage currentTier={user?.tier ?? null} />;
}
