import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderWithShell, signedIn } from '../testing/render-with-shell.tsx';
import { AdminGate } from './admin-gate.tsx';
import { SignInGate } from './sign-in-gate.tsx';

const page = <p>The page itself</p>;

describe('the sign-in gate', () => {
  it('asks a visitor to sign in with the page message and a way back to it', () => {
    renderWithShell(<SignInGate message="You need to be signed in to view your dashboard.">{page}</SignInGate>, { path: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Authentication Required');
    expect(screen.getByText('You need to be signed in to view your dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toContain(encodeURIComponent('/dashboard'));
    expect(screen.queryByText('The page itself')).toBeNull();
  });

  it('shows the page to a member and nothing while the session is read', () => {
    const { unmount } = renderWithShell(<SignInGate message="m">{page}</SignInGate>, { auth: fakeAuth({ status: 'loading' }) });
    expect(screen.queryByText('The page itself')).toBeNull();
    unmount();
    renderWithShell(<SignInGate message="m">{page}</SignInGate>, { auth: signedIn() });
    expect(screen.getByText('The page itself')).toBeInTheDocument();
  });
});

describe('the admin gate', () => {
  it('refuses a paying member and an editor a users page, and lets an administrator in', () => {
    const gate = <AdminGate entry="users">{page}</AdminGate>;
    const paying = renderWithShell(gate, { auth: signedIn({ tier: 'legacy_founder' }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin Access Required');
    paying.unmount();
    const editor = renderWithShell(gate, { auth: signedIn({ adminRole: 'editor' }) });
    expect(screen.queryByText('The page itself')).toBeNull();
    editor.unmount();
    renderWithShell(gate, { auth: signedIn({ adminRole: 'administrator' }) });
    expect(screen.getByText('The page itself')).toBeInTheDocument();
  });

  it('offers a visitor to sign in', () => {
    renderWithShell(<AdminGate entry="dashboard">{page}</AdminGate>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin Access Required');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
