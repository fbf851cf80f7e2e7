import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { AdminAnalyticsPage } from '#web/features/analytics/components/admin-analytics-page.tsx';
import { AdminGate } from '../gates/admin-gate.tsx';

export function AdminAnalyticsRoute() {
  usePageMeta(pageMeta('/admin/analytics'));
  return (
    <AdminGate entry="analytics">
      <AdminAnalyticsPage />
    </AdminGate>
  );
}
