import { AboutPage } from '#web/features/legal/components/about-page.tsx';
import type { PageLoader } from '../page-loader.ts';
import { reachQueryOptions } from '#web/features/legal/api/legal-api.ts';

export function AboutRoute() {
  return <AboutPage />;
}

export const loadPage: PageLoader = ({ queryClient }) => queryClient.fetchQuery(reachQueryOptions());
