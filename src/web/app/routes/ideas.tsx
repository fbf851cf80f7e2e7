import { IdeasPage } from '#web/features/ideas/components/ideas-page.tsx';

export function IdeasRoute() {
  return <IdeasPage />;
}
