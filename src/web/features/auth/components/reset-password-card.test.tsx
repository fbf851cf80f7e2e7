import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordCard } from './reset-password-card.tsx';

function renderCard(props: { token: string | null; error: string | null }) {
  render(
    <MemoryRouter>
      <ResetPasswordCard {...props} />
      <Toaster />
    </MemoryRouter>,
  );
}

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  // sonner keeps toasts in module state and replays active ones to a new Toaster.
  toast.dismiss();
});

describe('the reset-password page', () => {
  it('asks for the new password twice', () => {
    renderCard({ token: 'abc', error: null });
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeInTheDocument();
  });

  it('refuses a short password', async () => {
    renderCard({ token: 'abc', error: null });
    await userEvent.type(screen.getByLabelText('New Password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses passwords that do not match', async () => {
    renderCard({ token: 'abc', error: null });
    await userEvent.type(screen.getByLabelText('New Password'), 'second-password');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'second-passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers a new link when the link was invalid or expired', () => {
    renderCard({ token: null, error: 'INVALID_TOKEN' });
    expect(screen.getByRole('heading', { name: 'Reset Link Invalid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/auth?mode=forgot');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('treats a visit without a token as an invalid link', () => {
    renderCard({ token: null, error: null });
    expect(screen.getByRole('heading', { name: 'Reset Link Invalid' })).toBeInTheDocument();
  });
});
