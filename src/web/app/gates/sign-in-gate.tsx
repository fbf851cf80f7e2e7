import type { ReactNode } from 'react';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import { AccessNotice } from './access-notice.tsx';

export const AUTHENTICATION_REQUIRED = 'Authentication Required';

/**
 * Shows its page only to a signed-in member; a visitor gets the spec's "Authentication Required"
 * notice with the page's own message (e.g. "You need to be signed in to view your dashboard.").
 * The server refuses the page's data to visitors as well; this only shapes the screen.
 */
export function SignInGate({ message, children }: { message: string; children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-out') return <AccessNotice kind="sign-in" title={AUTHENTICATION_REQUIRED} message={message} signIn />;
  return children;
}
