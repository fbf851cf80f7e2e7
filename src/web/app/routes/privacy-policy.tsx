import { PrivacyPolicyPage } from '#web/features/legal/components/privacy-policy-page.tsx';

export function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage />;
}
