import { useQueryClient } from '@tanstack/react-query';
import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { billingKeys } from '#web/features/billing/api/billing.ts';
import { SubscriptionPage } from '#web/features/billing/components/subscription-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { SignInGate } from '../gates/sign-in-gate.tsx';
import type { PageLoader } from '../page-loader.ts';
import { billingHistoryQueryOptions, subscriptionQueryOptions } from '#web/features/billing/api/billing.ts';

export function AccountSubscriptionRoute() {
  const { user, refresh } = useAuth();
  const queryClient = useQueryClient();
  usePageMeta(pageMeta('/account/subscription'));
  return (
    <SignInGate message="Please log in to access your subscription.">
      <SubscriptionPage
        abilities={user?.abilities ?? null}
        onChanged={async () => {
          await queryClient.invalidateQueries({ queryKey: billingKeys.all });
          await refresh();
        }}
      />
    </SignInGate>
  );
}

export const loadPage: PageLoader = ({ queryClient }) => Promise.all([queryClient.fetchQuery(subscriptionQueryOptions()), queryClient.fetchQuery(billingHistoryQueryOptions())]);
