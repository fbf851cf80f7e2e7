import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderWithShell, signedIn } from '../testing/render-with-shell.tsx';
import { isNavItemActive } from './nav-items.ts';
import { SiteHeader } from './site-header.tsx';

describe('the active nav link rule', () => {
  it('makes Home active only on / itself', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/case-studies', '/')).toBe(false);
    expect(isNavItemActive('/pricing', '/')).toBe(false);
  });

  it('makes another link active on its path and every path below it', () => {
    expect(isNavItemActive('/case-studies', '/case-studies')).toBe(true);
    expect(isNavItemActive('/case-studies/42', '/case-studies')).toBe(true);
    expect(isNavItemActive('/profile', '/case-studies')).toBe(false);
  });

  it('does not match a longer sibling name', () => {
    expect(isNavItemActive('/ideas-archive', '/ideas')).toBe(false);
  });
});

describe('the header navigation', () => {
  it('marks the current section with aria-current="page"', () => {
    renderWithShell(<SiteHeader />, { path: '/case-studies/tidepool' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Case Studies' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows Dashboard, Profile, Upgrade and the account menu only when signed in', async () => {
    const { unmount } = renderWithShell(<SiteHeader />, { auth: fakeAuth() });
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?tab=signin');
    expect(screen.getByRole('link', { name: 'Start Free' })).toHaveAttribute('href', '/auth?tab=signup');
    unmount();

    renderWithShell(<SiteHeader />, { auth: signedIn() });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    // The account menu is a lazily loaded chunk: its first import in a test worker can take seconds.
    expect(await screen.findByRole('button', { name: 'Account menu for Ada' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('leaves the plan pages to the dashboard, whatever the plan', () => {
    renderWithShell(<SiteHeader />, { auth: signedIn({ tier: 'legacy_founder' }) });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Case Studies', 'Tactics', 'Ideas', 'Academy', 'Community', 'Pricing', 'Dashboard', 'Profile']);
  });

  it('shows neither set of auth buttons while the session loads', () => {
    renderWithShell(<SiteHeader />, { auth: fakeAuth({ status: 'loading' }) });
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});
