import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import type { Me } from '#shared/schemas/me.ts';
import { memberOf } from '#web/lib/testing/render-page.tsx';
import { AuthContext, type AuthState } from '#web/session/components/auth-provider.tsx';

export const testUser: Me = memberOf('explorer');

/** A session value for tests, instead of talking to the auth server. */
export function fakeAuth(overrides: Partial<AuthState> = {}): AuthState {
  return {
    status: 'signed-out',
    user: null,
    signOut: async () => {},
    refresh: async () => {},
    ...overrides,
  };
}

/** A signed-in session; the abilities are the policy's for the given tier and role, as /api/me would send them. */
export function signedIn(user: Partial<Me> & { tier?: SubscriptionTier; adminRole?: AdminRole | null } = {}, overrides: Partial<AuthState> = {}) {
  const { tier = 'explorer', adminRole = null, ...rest } = user;
  return fakeAuth({ status: 'signed-in', user: { ...memberOf(tier, adminRole), ...rest }, ...overrides });
}

/** Shows the current path, so tests can assert where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders UI inside a router at `path` with the given session (and a query client that never retries). */
export function renderWithShell(ui: ReactElement, { auth = fakeAuth(), path = '/' }: { auth?: AuthState; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
    <AuthContext value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </AuthContext>
    </QueryClientProvider>,
  );
}
