import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import { signUpWithEmail } from '../api/auth-api.ts';
import { SignUpForm } from './sign-up-form.tsx';

vi.mock('../api/auth-api.ts', () => ({ signUpWithEmail: vi.fn() }));

afterEach(() => toast.dismiss());

describe('the sign-up form', () => {
  it("reports the server's refusal as the spec's toast and marks the field it is about", async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue({ code: 'INVALID_EMAIL', message: 'Invalid email', status: 400 });
    const onRegistered = vi.fn();
    render(
      <>
        <SignUpForm onRegistered={onRegistered} />
        <Toaster />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Display Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'launch-day-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(AUTH_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText('Sign Up Failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
