import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abilitiesOf } from '#shared/domain/policy.ts';
import type { Me } from '#shared/schemas/me.ts';
import { PAGE_DATA_ID, type PageData } from '#shared/page-data.ts';
import type { AuthState } from './auth-provider.tsx';

/** Every status the app showed, in order. */
let seen: AuthState['status'][];
let current: AuthState;

/**
 * The provider over a fresh auth client: better-auth keeps the session in module state and takes
 * `fetch` when it loads, so each test loads the modules anew after stubbing fetch.
 */
async function renderProvider() {
  vi.resetModules();
  const { AuthProvider } = await import('./auth-provider.tsx');
  const { useAuth } = await import('../hooks/use-auth.ts');
  function Probe() {
    current = useAuth();
    seen.push(current.status);
    return (
      <p>
        {current.status}
        {current.user && ` as ${current.user.displayName}`}
      </p>
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let sessionAnswers: Response[];
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.includes('/get-session')) return sessionAnswers.shift() ?? json(null);
  return json(null);
});
beforeEach(() => {
  seen = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(PAGE_DATA_ID)?.remove();
});

const MEMBER: Me = { id: 'm-1', email: 'morgan@example.com', displayName: 'Morgan', avatarUrl: null, displayTier: 'master_builder', displayRole: null, abilities: abilitiesOf({ id: 'm-1', tier: 'master_builder', adminRole: null }) };
const SESSION = { session: { id: 's-1', userId: MEMBER.id, expiresAt: '2099-01-01T00:00:00.000Z', token: 't' }, user: { id: MEMBER.id, email: MEMBER.email, name: 'Morgan', image: null, emailVerified: true } };

/** The page data the server embeds in a page it drew for `member` (decision 068). */
function drawnFor(member: Me) {
  const data: PageData = { visitor: false, member, queries: [], views: { endpoint: '/api/analytics/events', sessionKey: 'k', events: [] }, code: [] };
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ID;
  element.textContent = JSON.stringify(data);
  document.body.append(element);
}

const sessionReads = () => fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/get-session')).length;

describe('the session provider', () => {
  it('never shows a visitor as signed out when reading the session was refused with 429', async () => {
    sessionAnswers = [json({ message: 'Too many requests. Please try again later.' }, 429)];
    await renderProvider();
    await waitFor(() => expect(sessionReads()).toBe(1));
    // Give the answer time to arrive and be rendered.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(seen).not.toContain('signed-out');
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('shows signed out once the session is read and there is none', async () => {
    sessionAnswers = [json(null)];
    await renderProvider();
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
  });

  it('does not go back to loading while the session is read again, so the page is not replaced by a spinner', async () => {
    sessionAnswers = [json(null), json(null)];
    await renderProvider();
    await screen.findByText('signed-out');
    seen = [];
    await act(() => current.refresh());
    expect(sessionReads()).toBe(2);
    expect(seen).not.toContain('loading');
  });

  it('starts signed in as the member a drawn page names, with no loading state while the session is read', async () => {
    drawnFor(MEMBER);
    sessionAnswers = [json(SESSION)];
    await renderProvider();
    await waitFor(() => expect(sessionReads()).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(seen[0]).toBe('signed-in');
    expect(seen).not.toContain('loading');
    expect(screen.getByText('signed-in as Morgan')).toBeInTheDocument();
  });

  it('shows signed out when the session a drawn page was drawn for has ended since', async () => {
    drawnFor(MEMBER);
    sessionAnswers = [json(null)];
    await renderProvider();
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
  });
});
