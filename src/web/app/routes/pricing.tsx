import { useSearchParams } from 'react-router';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { usePromo } from '#web/features/billing/api/billing.ts';
import { PlanCheckoutButton } from '#web/features/billing/components/plan-checkout-button.tsx';
import { PRICING_HERO, PricingPage } from '#web/features/membership/components/pricing-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { promoQueryOptions } from '#web/features/billing/api/billing.ts';

/** /pricing, with ?promo=CODE showing the code's prices struck through (an unusable code is ignored). */
export function PricingRoute() {
  const { status, user } = useAuth();
  const [params] = useSearchParams();
  const code = params.get('promo')?.trim() || null;
  const promo = usePromo(code);
  usePageMeta({ title: 'Pricing', description: `${PRICING_HERO}: compare the Explorer, Community, Master Builder and Legacy Founder plans.` });
  if (status === 'loading' || (code && promo.isPending)) return <PageLoading />;
  const usable = promo.data ?? null;
  return (
    <>
      {code && (
        <p role="status" className="mx-auto mt-6 max-w-3xl rounded-lg border border-border bg-muted px-4 py-2 text-center text-sm">
          {usable ? `Promo code ${usable.code} applied to the plans it covers.` : (promo.error?.message ?? 'This promo code is not valid.')}
        </p>
      )}
      <PricingPage
        abilities={user?.abilities ?? null}
        promo={usable}
        checkoutAction={(tier, cycle, look) => PlanCheckoutButton(tier, cycle, look, usable?.code ?? null)}
      />
    </>
  );
}

export const loadPage: PageLoader = async ({ query, queryClient }) => {
  const code = query.get('promo')?.trim();
  if (code) await queryClient.fetchQuery(promoQueryOptions(code));
};
