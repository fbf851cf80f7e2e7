import { AdvancedAnalyticsPage } from '#web/features/analytics/components/advanced-analytics-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { SignInGate } from '../gates/sign-in-gate.tsx';
import type { PageLoader } from '../page-loader.ts';
import { contentPerformanceQuery } from '#web/features/analytics/api/analytics.ts';

export function AdvancedAnalyticsRoute() {
  const { user } = useAuth();
  return (
    <SignInGate message="Sign in to access detailed analytics and insights.">
      <AdvancedAnalyticsPage canExport={Boolean(user?.abilities.features.includes('ANALYTICS_EXPORT'))} />
    </SignInGate>
  );
}

export const loadPage: PageLoader = ({ queryClient }) => queryClient.fetchQuery(contentPerformanceQuery('7d'));
