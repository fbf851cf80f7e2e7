import { AdvertisePage } from '#web/features/legal/components/advertise-page.tsx';
import type { PageLoader } from '../page-loader.ts';
import { reachQueryOptions } from '#web/features/legal/api/legal-api.ts';

export function AdvertiseRoute() {
  return <AdvertisePage />;
}

export const loadPage: PageLoader = ({ queryClient }) => queryClient.fetchQuery(reachQueryOptions());
