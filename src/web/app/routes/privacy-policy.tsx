import { PrivacyPolicyPage } from '#web/features/legal/components/privacy-policy-page.tsx';
import type { PageLoader } from '../page-loader.ts';
import { companyContactQueryOptions } from '#web/features/legal/api/legal-api.ts';

export function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage />;
}

export const loadPage: PageLoader = ({ queryClient }) => queryClient.fetchQuery(companyContactQueryOptions());
