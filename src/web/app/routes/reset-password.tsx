import { useSearchParams } from 'react-router';
import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { ResetPasswordCard } from '#web/features/auth/components/reset-password-card.tsx';

/** /reset-password?token=... (or ?error=INVALID_TOKEN): where the e-mailed reset link lands. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  usePageMeta(pageMeta('/reset-password'));
  return <ResetPasswordCard token={params.get('token')} error={params.get('error')} />;
}
