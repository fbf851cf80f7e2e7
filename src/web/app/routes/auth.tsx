import { Navigate, useLocation, useNavigate } from 'react-router';
import { pageMeta } from '#shared/route-table.ts';
import { returnPathFrom } from '#web/lib/return-path.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { useAuthView } from '#web/features/auth/hooks/use-auth-view.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { LogoMark } from '../layout/logo.tsx';

/** /auth: signed-in users are sent back where they came from (?redirect=, e.g. a paywalled article) or home. */
export function AuthRoute() {
  const { status, refresh } = useAuth();
  const { params } = useAuthView();
  const navigate = useNavigate();
  // The same title and description as the server's HTML for this address.
  usePageMeta(pageMeta('/auth', params));
  const returnTo = returnPathFrom(useLocation().search);

  if (status === 'signed-in') return <Navigate to={returnTo} replace />;
  if (status === 'loading') return <Spinner className="min-h-[50vh]" />;

  return (
    <AuthCard
      logo={<LogoMark className="mb-1 size-11" />}
      onSignedIn={async () => {
        // Re-read the session so the header shows the user before the home page renders.
        await refresh();
        await navigate(returnTo, { replace: true });
      }}
    />
  );
}
