import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useMemo, type ReactNode } from 'react';
import type { Me } from '#shared/schemas/me.ts';
import { authClient } from '#web/lib/auth-client.ts';
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

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const queryClient = useQueryClient();
  const userId = session.data?.user.id;
  const me = useQuery(meQueryOptions(userId));

  const value = useMemo<AuthState>(() => {
    const sessionUser = session.data?.user;
    const status: AuthState['status'] =
      session.isPending || (sessionUser && me.isPending) ? 'loading' : sessionUser ? 'signed-in' : 'signed-out';
    const user: Me | null = sessionUser
      ? (me.data ?? { id: sessionUser.id, email: sessionUser.email, displayName: sessionUser.name, avatarUrl: sessionUser.image ?? null, tier: 'visitor', adminRole: null })
      : null;
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
  }, [session, me.data, me.isPending, queryClient]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
