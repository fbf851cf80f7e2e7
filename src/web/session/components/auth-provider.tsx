import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { abilitiesOf } from '#shared/domain/policy.ts';
import type { Me } from '#shared/schemas/me.ts';
import { authClient } from '#web/lib/auth-client.ts';
import { drawnPageData } from '#web/lib/page-data.ts';
import { meQueryKey, meQueryOptions } from '../api/me.ts';

export type AuthState = {
  /** loading until the stored session has been read, then signed-out or signed-in. */
  status: 'loading' | 'signed-out' | 'signed-in';
  /** The signed-in user with profile details; null while loading or signed out. */
  user: Me | null;
  signOut(): Promise<void>;
  /** Re-reads the session after sign-in or a profile change. */
  refresh(): Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

/** After a failed session read (rate limit, server or network trouble), how long until it is read again. */
export const SESSION_RETRY_MS = 5_000;

/** Only a 401 says "no session"; any other failure (a 429, a 5xx, no network) says nothing about it. */
const UNAUTHORIZED = 401;

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const queryClient = useQueryClient();
  // better-auth reports every re-read of a signed-out session as pending; only the first read is
  // "loading" here, so a screen (such as the sign-up confirmation) is not replaced by a spinner.
  // A page the server drew for a visitor was asked for without a session cookie: signed out until a read says otherwise.
  // A page drawn for a member (decision 068) names them: signed in as them until the first read answers.
  const [drawn] = useState(drawnPageData);
  const [firstReadDone, setFirstReadDone] = useState(() => drawn?.visitor === true);
  const handed: Me | null = !firstReadDone && drawn && !drawn.visitor ? drawn.member : null;
  const userId = session.data?.user.id ?? handed?.id;
  const me = useQuery(meQueryOptions(userId));
  const readSettled = !session.isPending && (session.data !== null || session.error === null || session.error?.status === UNAUTHORIZED);
  if (readSettled && !firstReadDone) setFirstReadDone(true);

  // A failed read leaves the session unknown, never "signed out"; read it again shortly.
  const readFailed = !session.isPending && session.data === null && session.error !== null && session.error?.status !== UNAUTHORIZED;
  const { refetch } = session;
  useEffect(() => {
    if (!readFailed) return;
    const timer = setTimeout(() => void refetch(), SESSION_RETRY_MS);
    return () => clearTimeout(timer);
  }, [readFailed, refetch]);

  const value = useMemo<AuthState>(() => {
    const sessionUser = session.data?.user;
    const status: AuthState['status'] = sessionUser
      ? me.isPending
        ? 'loading'
        : 'signed-in'
      : handed
        ? 'signed-in'
        : firstReadDone && !readFailed
          ? 'signed-out'
          : 'loading';
    // Until /me answers, the member is shown as a visitor-tier member without staff rights.
    const fallback = (id: string): Me => ({
      id,
      email: sessionUser!.email,
      displayName: sessionUser!.name,
      avatarUrl: sessionUser!.image ?? null,
      displayTier: 'visitor',
      displayRole: null,
      abilities: abilitiesOf({ id, tier: 'visitor', adminRole: null }),
    });
    const user: Me | null = sessionUser ? (me.data ?? fallback(sessionUser.id)) : handed ? (me.data ?? handed) : null;
    return {
      status,
      user: status === 'signed-in' ? user : null,
      async signOut() {
        await authClient.signOut();
        queryClient.removeQueries({ queryKey: meQueryKey });
        await session.refetch();
      },
      async refresh() {
        await session.refetch();
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
      },
    };
  }, [session, me.data, me.isPending, queryClient, firstReadDone, readFailed, handed]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
