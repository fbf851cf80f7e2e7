import { AnalyticsPage } from '#web/features/analytics/components/analytics-page.tsx';
import type { PageLoader } from '../page-loader.ts';
import { overviewQuery } from '#web/features/analytics/api/analytics.ts';

export function AnalyticsRoute() {
  return <AnalyticsPage />;
}

export const loadPage: PageLoader = ({ queryClient }) => queryClient.fetchQuery(overviewQuery());
