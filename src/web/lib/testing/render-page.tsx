import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import { abilitiesOf } from '#shared/domain/policy.ts';
import type { Me } from '#shared/schemas/me.ts';
import { AuthContext, type AuthState } from '#web/session/components/auth-provider.tsx';

/** A member of the tier (and staff role), with the abilities /api/me would send them. */
export const memberOf = (tier: SubscriptionTier, adminRole: AdminRole | null = null): Me => ({
  id: 'user-1',
  email: 'ada@example.com',
  displayName: 'Ada',
  avatarUrl: null,
  displayTier: tier,
  displayRole: adminRole,
  abilities: abilitiesOf({ id: 'user-1', tier, adminRole }),
});

/** The session as a page sees it: `reader` signed in, or a visitor. */
export const authFor = (reader: Me | null): AuthState => ({
  status: reader ? 'signed-in' : 'signed-out',
  user: reader,
  signOut: async () => {},
  refresh: async () => {},
});

/**
 * Renders a page at `path` inside a router and a query client that never retries, without the
 * site's shell, read by `reader` (a visitor by default).
 */
export function renderPageAt(ui: ReactElement, path: string, reader: Me | null = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={authFor(reader)}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AuthContext>
    </QueryClientProvider>,
  );
}

/**
 * Renders `element` as the one route `routePath` of a memory router opened at `path`, with a query
 * client that never retries and the toaster the app uses; the router tells where the page went.
 */
export function renderRouteAt(element: ReactElement, routePath: string, path: string) {
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}
