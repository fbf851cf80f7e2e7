import { AnalyticsPage } from '#web/features/analytics/components/analytics-page.tsx';

export function AnalyticsRoute() {
  return <AnalyticsPage />;
}
