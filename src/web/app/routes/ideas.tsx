import { IdeasPage } from '#web/features/ideas/components/ideas-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';

export function IdeasRoute() {
  const { status, user } = useAuth();
  // The ideas show at once; only the AI tools wait until the session is known.
  return <IdeasPage viewerId={user?.id ?? null} sessionKnown={status !== 'loading'} />;
}
