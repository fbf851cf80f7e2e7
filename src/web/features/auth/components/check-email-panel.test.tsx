import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resendVerificationEmail, signUpWithEmail } from '../api/auth-api.ts';
import { renderRouteAt } from '#web/lib/testing/render-page.tsx';
import { AuthCard } from './auth-card.tsx';

vi.mock('../api/auth-api.ts', () => ({
  signUpWithEmail: vi.fn(),
  signInWithEmail: vi.fn(),
  signInWithProvider: vi.fn(),
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
  resendVerificationEmail: vi.fn(),
  fetchSocialProviders: vi.fn(async () => []),
}));

const renderSignUp = () => renderRouteAt(<AuthCard onSignedIn={vi.fn()} />, '/auth', '/auth?tab=signup');

async function signUpAs(email: string) {
  await userEvent.type(screen.getByLabelText('Display Name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'launch-day-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

beforeEach(() => {
  vi.mocked(signUpWithEmail).mockResolvedValue(null);
  vi.mocked(resendVerificationEmail).mockResolvedValue(null);
});
afterEach(() => {
  vi.clearAllMocks();
  toast.dismiss();
});

describe('after sign-up', () => {
  it('shows "Check Your Email" naming the address, instead of the form', async () => {
    renderSignUp();
    await signUpAs('ada@example.com');
    const heading = await screen.findByRole('heading', { name: 'Check Your Email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(await screen.findByText('Check your email for verification link')).toBeInTheDocument();
  });

  it('sends the verification e-mail again on request, and says when the server limits it', async () => {
    renderSignUp();
    await signUpAs('ada@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(resendVerificationEmail).toHaveBeenCalledWith('ada@example.com');
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();

    vi.mocked(resendVerificationEmail).mockResolvedValue({ status: 429, message: 'Too many requests. Please try again later.' });
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Too many requests. Please wait a moment before trying again.')).toBeInTheDocument();
    // Still on the confirmation: a refusal to resend does not lose it.
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
  });

  it('goes back to an empty sign-up form to use a different e-mail', async () => {
    renderSignUp();
    await signUpAs('ada@exmaple.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Use a different email' }));
    const form = screen.getByRole('form', { name: 'Sign up' });
    expect(within(form).getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });
});
