import { AdvancedAnalyticsPage } from '#web/features/analytics/components/advanced-analytics-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { SignInGate } from '../gates/sign-in-gate.tsx';

export function AdvancedAnalyticsRoute() {
  const { user } = useAuth();
  return (
    <SignInGate message="Sign in to access detailed analytics and insights.">
      <AdvancedAnalyticsPage canExport={Boolean(user?.abilities.features.includes('ANALYTICS_EXPORT'))} />
    </SignInGate>
  );
}
