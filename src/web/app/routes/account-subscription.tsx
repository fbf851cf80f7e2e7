import { useQueryClient } from '@tanstack/react-query';
import { staticPageMeta } from '#shared/seo.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { billingKeys } from '#web/features/billing/api/billing.ts';
import { SubscriptionPage } from '#web/features/billing/components/subscription-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { SignInGate } from '../gates/sign-in-gate.tsx';

export function AccountSubscriptionRoute() {
  const { user, refresh } = useAuth();
  const queryClient = useQueryClient();
  usePageMeta(staticPageMeta('/account/subscription'));
  return (
    <SignInGate message="Please log in to access your subscription.">
      <SubscriptionPage
        upgradeTiers={user?.abilities.upgradeTiers ?? []}
        onChanged={async () => {
          await queryClient.invalidateQueries({ queryKey: billingKeys.all });
          await refresh();
        }}
      />
    </SignInGate>
  );
}
