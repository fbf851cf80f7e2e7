import { PrivacyRequestPage } from '#web/features/legal/components/privacy-request-page.tsx';

export function PrivacyRequestRoute() {
  return <PrivacyRequestPage />;
}
