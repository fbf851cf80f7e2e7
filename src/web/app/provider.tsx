import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '#web/session/components/auth-provider.tsx';
import { useTheme } from '#web/features/theme/hooks/use-theme.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Starts the cache from answers the server already embedded in the page (decision 026). */
export function seedQueries(queries: readonly { key: readonly unknown[]; data: unknown }[]) {
  for (const { key, data } of queries) queryClient.setQueryData(key, data);
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <ThemedToaster />
    </QueryClientProvider>
  );
}

// Toasts come after the first paint: their code is not part of the first download.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Toasts follow the page's light or dark theme. */
function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} richColors closeButton position="top-right" />
    </Suspense>
  );
}
