import { DataDeletionPage } from '#web/features/legal/components/data-deletion-page.tsx';

export function DataDeletionRoute() {
  return <DataDeletionPage />;
}
