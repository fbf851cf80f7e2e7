import type { ReactNode } from 'react';
import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from './page-loading.tsx';

/**
 * A route's page once the session is known: the route table's title and description for `path`,
 * the loading spinner until then, and the page, given the reader's id (null for a visitor) when it
 * asks for it.
 */
export function WhenSessionKnown({ path, children }: { path: string; children: ReactNode | ((viewerId: string | null) => ReactNode) }) {
  const { status, user } = useAuth();
  usePageMeta(pageMeta(path));
  if (status === 'loading') return <PageLoading />;
  return <>{typeof children === 'function' ? children(user?.id ?? null) : children}</>;
}
