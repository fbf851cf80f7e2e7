import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HomeRoute } from '../routes/home.tsx';
import { fakeAuth, renderWithShell, signedIn } from '../testing/render-with-shell.tsx';
import { displayNameOf, welcomeLine } from './welcome-name.ts';

describe('the welcome name', () => {
  it('uses the display name, else the e-mail, else "User"', () => {
    expect(displayNameOf({ displayName: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayNameOf({ displayName: null, email: 'ada@example.com' })).toBe('ada@example.com');
    expect(displayNameOf({ displayName: '  ', email: 'ada@example.com' })).toBe('ada@example.com');
    expect(displayNameOf({ displayName: null, email: null })).toBe('User');
    expect(displayNameOf(null)).toBe('User');
  });

  it('strips angle brackets and quotes', () => {
    expect(welcomeLine({ displayName: '<script>"Ada"</script>', email: 'a@b.c' })).toBe('Welcome back, scriptAda/script!');
    // A name made only of stripped characters falls back to the e-mail.
    expect(displayNameOf({ displayName: '<>""', email: 'ada@example.com' })).toBe('ada@example.com');
  });
});

describe('the home page', () => {
  it('shows a loading state while the session loads', () => {
    renderWithShell(<HomeRoute />, { auth: fakeAuth({ status: 'loading' }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('says "Welcome" in the first visit after sign-up and "Welcome back" afterwards', () => {
    const { unmount } = renderWithShell(<HomeRoute />, { auth: signedIn({ displayName: 'Ada', firstVisit: true }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome, Ada!$/);
    unmount();
    renderWithShell(<HomeRoute />, { auth: signedIn({ displayName: 'Ada', firstVisit: false }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back, Ada!$/);
  });

  it('greets a signed-in member and offers their shortcuts', () => {
    renderWithShell(<HomeRoute />, { auth: signedIn({ displayName: 'Grace "G" <Hopper>' }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Grace G Hopper!');
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Community', '/community'],
      ['Submit Content', '/submit'],
      ['Analytics', '/analytics'],
      ['Profile', '/profile'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('signs out from the home page and stays on /', async () => {
    const signOut = vi.fn(async () => {});
    renderWithShell(<HomeRoute />, { auth: signedIn({}, { signOut }), path: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the landing page to visitors, with the figures the server counts, each named for what it is', async () => {
    const figures = { caseStudies: 1204, countries: 37, members: 8512, successStories: 931 };
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json(figures));
    vi.stubGlobal('fetch', fetchMock);
    renderWithShell(<HomeRoute />, { auth: fakeAuth() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Launch with Data, Not Doubt');
    expect(screen.getByText('Your Flight Simulator for Entrepreneurial Success')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Free Analysis' })).toHaveAttribute('href', '/auth');
    expect(await screen.findByRole('link', { name: 'Browse 1,204 Cases' })).toHaveAttribute('href', '/case-studies');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/content/landing-figures');
    const strip = screen.getByRole('region', { name: 'Flightdeck in numbers' });
    const pairs = [...strip.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Published case studies', '1,204'],
      ['Countries covered', '37'],
      ['Registered members', '8,512'],
      ['Success stories', '931'],
    ]);
    expect(screen.queryByText(/5,000\+|10,000\+|50\+|\$2B\+|98%/)).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    expect(screen.getByRole('link', { name: 'Access First 5 Cases Free' })).toHaveAttribute('href', '/auth');
    for (const title of ['Case Studies', 'AI Tools', 'Academy', 'Community']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });
});
