import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '#web/session/components/auth-provider.tsx';
import { fakeAuth, renderWithShell, signedIn } from '../testing/render-with-shell.tsx';
import { ProfileRoute } from './profile.tsx';

const profile = {
  userId: 'user-1', email: 'ada@example.com', displayName: 'Ada', avatarUrl: null, bio: null, websiteUrl: null, twitterUrl: null, linkedinUrl: null,
  jobTitle: null, company: null, companyWebsite: null, companySize: null, businessType: null, businessCategory: null, city: null, state: null,
  country: null, aboutMe: null, timeZone: null, publicFields: [], createdAt: '2026-01-05T00:00:00Z', updatedAt: '2026-01-05T00:00:00Z',
};
const activity = { stats: { bookmarks: 0, ratingsGiven: 0, votesCast: 0, averageRating: null }, bookmarks: [], ratings: [] };

/** The API as it answers a member who asks for deletion: afterwards every session of the account has ended. */
function serve() {
  let deleted = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (deleted) return json({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } }, 401);
      if (url === '/api/me/deletion-request' && init?.method === 'POST') {
        deleted = true;
        return json({ id: 'r1', status: 'deactivated', eraseAfter: '2026-12-04T12:00:00Z' }, 202);
      }
      if (url === '/api/me/profile') return json(profile);
      if (url === '/api/me/profile/activity') return json(activity);
      return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    }),
  );
}

/** The session as the app holds it: reading it again after the deletion finds no session. */
function SessionThatEnds() {
  const [signedOut, setSignedOut] = useState(false);
  const auth = signedOut ? fakeAuth() : signedIn({}, { refresh: async () => setSignedOut(true) });
  return (
    <AuthContext value={auth}>
      <p>{auth.status}</p>
      <ProfileRoute />
    </AuthContext>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/profile', () => {
  it('links to the profile settings and the subscription', async () => {
    serve();
    renderWithShell(<ProfileRoute />, { auth: signedIn(), path: '/profile' });
    const account = await screen.findByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: /Profile settings/ })).toHaveAttribute('href', '/account/profile');
    expect(within(account).getByRole('link', { name: /Subscription/ })).toHaveAttribute('href', '/account/subscription');
  });

  it('confirms a deletion request on the page and signs the member out', async () => {
    serve();
    renderWithShell(<SessionThatEnds />, { path: '/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request Data Deletion' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account has been deactivated and you have been signed out.');
    expect(screen.getByRole('status')).toHaveTextContent('December 4, 2026');
    expect(screen.getByRole('heading', { name: 'Deletion requested' })).toHaveFocus();
    expect(screen.getByText('signed-out')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(screen.queryByText('Failed to load profile data.')).not.toBeInTheDocument();
  });
});
