import { ContactPage } from '#web/features/legal/components/contact-page.tsx';
import type { PageLoader } from '../page-loader.ts';
import { companyContactQueryOptions } from '#web/features/legal/api/legal-api.ts';

export function ContactRoute() {
  return <ContactPage />;
}

export const loadPage: PageLoader = ({ queryClient }) => queryClient.fetchQuery(companyContactQueryOptions());
