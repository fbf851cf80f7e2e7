import { TermsPage } from '#web/features/legal/components/terms-page.tsx';

export function TermsOfServiceRoute() {
  return <TermsPage />;
}
