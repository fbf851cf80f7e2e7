import { hasFeature } from '#shared/domain/entitlements.ts';
import { AdvancedAnalyticsPage } from '#web/features/analytics/components/advanced-analytics-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { SignInGate } from '../gates/sign-in-gate.tsx';

export function AdvancedAnalyticsRoute() {
  const { user } = useAuth();
  return (
    <SignInGate message="Sign in to access detailed analytics and insights.">
      <AdvancedAnalyticsPage canExport={Boolean(user && hasFeature({ tier: user.tier, adminRole: user.adminRole }, 'ANALYTICS_EXPORT'))} />
    </SignInGate>
  );
}
