import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRouteAt } from '#web/lib/testing/render-page.tsx';
import { AuthCard } from './auth-card.tsx';

/** The auth card at `path` in a memory router, with the toaster the app uses. */
function renderAuthCard(path: string) {
  const onSignedIn = vi.fn();
  const router = renderRouteAt(<AuthCard onSignedIn={onSignedIn} />, '/auth', path);
  return { router, onSignedIn };
}

/** The social providers the fake server says are configured. */
let configuredProviders: string[];
// Client-side checks must stop a submission before anything reaches the server.
let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  configuredProviders = [];
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input).endsWith('/api/auth/social-providers')) return Response.json({ providers: configuredProviders });
    return Response.json({ message: 'unexpected request' }, { status: 500 });
  });
});
/** Requests other than the page asking which providers are configured. */
const submissions = () => fetchSpy.mock.calls.filter(([input]: [RequestInfo | URL]) => !String(input).endsWith('/api/auth/social-providers'));
afterEach(() => {
  fetchSpy.mockRestore();
  // sonner keeps toasts in module state and replays active ones to a new Toaster.
  toast.dismiss();
});

describe('the auth card', () => {
  it('opens the Sign In tab by default', () => {
    renderAuthCard('/auth');
    expect(screen.getByRole('heading', { level: 1, name: 'Flightdeck' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('opens the tab named by ?tab=', () => {
    renderAuthCard('/auth?tab=signup');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByLabelText('Display Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('falls back to Sign In for an unknown ?tab=', () => {
    renderAuthCard('/auth?tab=admin');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches tabs by replacing the URL, not adding history', async () => {
    const { router } = renderAuthCard('/auth?tab=signin');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=signup');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers Google and Facebook when the server has them configured', async () => {
    configuredProviders = ['google', 'facebook'];
    renderAuthCard('/auth');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
  });

  it('offers only the configured provider, and none (not even the divider) when none is', async () => {
    configuredProviders = ['google'];
    renderAuthCard('/auth');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
    cleanup();

    configuredProviders = [];
    renderAuthCard('/auth');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or continue with')).not.toBeInTheDocument();
  });

  it('opens the forgot-password form from the link and from ?mode=forgot, with a way back', async () => {
    const { router } = renderAuthCard('/auth');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.search).toBe('?mode=forgot');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ties labels to inputs and sets autocomplete hints', () => {
    renderAuthCard('/auth?tab=signup');
    expect(screen.getByLabelText('Display Name')).toHaveAttribute('autocomplete', 'nickname');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAttribute('minlength', '6');
  });

  it('shows and hides the password', async () => {
    renderAuthCard('/auth');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the sign-up form', () => {
  it('refuses a one-character display name with the spec message', async () => {
    renderAuthCard('/auth?tab=signup');
    await userEvent.type(screen.getByLabelText('Display Name'), 'A');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'launch-day');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Display name must be between 2 and 50 characters.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText('Display Name')).toHaveAttribute('aria-invalid', 'true');
    expect(submissions()).toEqual([]);
  });

  it('checks the name after stripping <, > and " and trimming', async () => {
    renderAuthCard('/auth?tab=signup');
    await userEvent.type(screen.getByLabelText('Display Name'), ' <"> B ');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'launch-day');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Display name must be between 2 and 50 characters.')).toBeInTheDocument();
    expect(submissions()).toEqual([]);
  });

  it('requires every field', async () => {
    renderAuthCard('/auth?tab=signup');
    await userEvent.type(screen.getByLabelText('Display Name'), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('All fields are required.')).toBeInTheDocument();
    expect(submissions()).toEqual([]);
  });
});

describe('the sign-in and reset-request forms', () => {
  it('require an e-mail and a password', async () => {
    renderAuthCard('/auth');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email and password are required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(submissions()).toEqual([]);
  });

  it('require an e-mail for a reset link', async () => {
    renderAuthCard('/auth?mode=forgot');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(submissions()).toEqual([]);
  });
});
