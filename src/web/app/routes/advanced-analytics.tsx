import { AdvancedAnalyticsPage } from '#web/features/analytics/components/advanced-analytics-page.tsx';
import { useAbility } from '#web/session/hooks/use-ability.ts';
import { SignInGate } from '../gates/sign-in-gate.tsx';
import type { PageLoader } from '../page-loader.ts';
import { contentPerformanceQuery } from '#web/features/analytics/api/analytics.ts';

export function AdvancedAnalyticsRoute() {
  const canExport = useAbility('ANALYTICS_EXPORT');
  return (
    <SignInGate message="Sign in to access detailed analytics and insights.">
      <AdvancedAnalyticsPage canExport={canExport} />
    </SignInGate>
  );
}

export const loadPage: PageLoader = ({ queryClient }) => queryClient.fetchQuery(contentPerformanceQuery('7d'));
