import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuthContext, AuthProvider, type AuthState } from '#web/session/components/auth-provider.tsx';
import { useTheme } from '#web/features/theme/hooks/use-theme.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/** The browser's one query cache. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/**
 * The providers around every page. The server draws a page with the reader it was asked for
 * (`auth`); the browser reads the session (AuthProvider), starting from the same reader, so the
 * two render the same markup (decision 075).
 */
export function AppProviders({ client = queryClient, auth, children }: { client?: QueryClient; auth?: AuthState; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {auth ? <AuthContext value={auth}>{children}</AuthContext> : <AuthProvider>{children}</AuthProvider>}
      <ThemedToaster />
    </QueryClientProvider>
  );
}

// Toasts come after the first paint: their code is not part of the first download.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Toasts follow the page's light or dark theme; none are drawn by the server or while hydrating. */
function ThemedToaster() {
  const { theme } = useTheme();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} richColors closeButton position="top-right" />
    </Suspense>
  );
}
