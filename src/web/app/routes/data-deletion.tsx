import { DataDeletionPage } from '#web/features/legal/components/data-deletion-page.tsx';
import type { PageLoader } from '../page-loader.ts';
import { companyContactQueryOptions } from '#web/features/legal/api/legal-api.ts';

export function DataDeletionRoute() {
  return <DataDeletionPage />;
}

export const loadPage: PageLoader = ({ queryClient }) => queryClient.fetchQuery(companyContactQueryOptions());
