import { describe, expect, it } from 'vitest';
import {
  isInvalidResetToken,
  resetFailureToast,
  signInFailureToast,
  signUpFailureToast,
  socialSignInFailureToast,
} from './auth-errors.ts';

describe('sign-up failures', () => {
  const description = (failure: Parameters<typeof signUpFailureToast>[0]) => {
    const toast = signUpFailureToast(failure);
    expect(toast.title).toBe('Sign Up Failed');
    return toast.description;
  };

  it('say an existing account should sign in instead', () => {
    const expected = 'An account with this email already exists. Please sign in instead.';
    expect(description({ code: 'USER_ALREADY_EXISTS', message: 'User already exists.', status: 422 })).toBe(expected);
    expect(description({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' })).toBe(expected);
    expect(description({ message: 'User already registered' })).toBe(expected);
  });

  it('ask for a valid e-mail address', () => {
    const expected = 'Please enter a valid email address.';
    expect(description({ code: 'INVALID_EMAIL', message: 'Invalid email', status: 400 })).toBe(expected);
    expect(description({ message: 'Invalid email format' })).toBe(expected);
  });

  it('explain the password length for password problems', () => {
    const expected = 'Password must be at least 6 characters long.';
    expect(description({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short', status: 400 })).toBe(expected);
    expect(description({ code: 'INVALID_PASSWORD', message: 'Invalid password' })).toBe(expected);
    expect(description({ message: 'Password should be stronger' })).toBe(expected);
    expect(description({ code: 'VALIDATION_FAILED', message: 'Password must be at least 6 characters long.' })).toBe(expected);
  });

  it('keep the words of an over-long password, which "at least 6" would contradict', () => {
    expect(description({ code: 'PASSWORD_TOO_LONG', message: 'Password too long' })).toBe('Password too long');
  });

  it("show the server's own message for anything else", () => {
    expect(description({ code: 'VALIDATION_FAILED', message: 'Display name must be between 2 and 50 characters.', status: 400 })).toBe(
      'Display name must be between 2 and 50 characters.',
    );
    expect(description({ code: 'VALIDATION_FAILED', message: 'All fields are required.' })).toBe('All fields are required.');
    expect(description({ message: 'Too many requests. Please try again later.', status: 429 })).toBe('Too many requests. Please try again later.');
    expect(description({ status: 500 })).toBe('Something went wrong. Please try again.');
  });
});

describe('sign-in failures', () => {
  const description = (failure: Parameters<typeof signInFailureToast>[0]) => {
    const toast = signInFailureToast(failure);
    expect(toast.title).toBe('Sign In Failed');
    return toast.description;
  };

  it('say wrong credentials without telling which one is wrong', () => {
    const expected = 'Invalid email or password. Please check your credentials and try again.';
    expect(description({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password', status: 401 })).toBe(expected);
    expect(description({ message: 'Invalid login credentials' })).toBe(expected);
  });

  it('ask for the confirmation link when the e-mail is not verified', () => {
    const expected = 'Please check your email and click the confirmation link before signing in.';
    expect(description({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified', status: 403 })).toBe(expected);
    expect(description({ message: 'Email not confirmed' })).toBe(expected);
  });

  it('ask the user to wait when the rate limit is hit', () => {
    const expected = 'Too many sign-in attempts. Please wait a moment before trying again.';
    expect(description({ message: 'Too many requests. Please try again later.', status: 429 })).toBe(expected);
    expect(description({ code: 'RATE_LIMITED', message: 'Slow down' })).toBe(expected);
    expect(description({ message: 'Too many requests' })).toBe(expected);
  });

  it('ask for a valid e-mail address when the address is malformed', () => {
    expect(description({ code: 'INVALID_EMAIL', message: 'Invalid email', status: 400 })).toBe('Please enter a valid email address.');
  });

  it("show the server's own message for anything else", () => {
    expect(description({ code: 'FAILED_TO_CREATE_SESSION', message: 'Failed to create session', status: 500 })).toBe('Failed to create session');
    expect(description({})).toBe('Something went wrong. Please try again.');
  });
});

describe('Google and Facebook failures', () => {
  it("name the provider and pass on the server's not-configured message", () => {
    const message = 'Google authentication is not configured. Please contact support or sign up with your email.';
    expect(socialSignInFailureToast('google', { code: 'PROVIDER_NOT_CONFIGURED', message, status: 400 })).toEqual({
      title: 'Google Sign In Failed',
      description: message,
    });
  });

  it('say the provider is not configured even if the server gave no words', () => {
    expect(socialSignInFailureToast('facebook', { code: 'PROVIDER_NOT_CONFIGURED' })).toEqual({
      title: 'Facebook Sign In Failed',
      description: 'Facebook authentication is not configured. Please contact support or sign up with your email.',
    });
  });

  it('show any other failure as it came', () => {
    expect(socialSignInFailureToast('facebook', { code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' })).toEqual({
      title: 'Facebook Sign In Failed',
      description: 'Provider not found',
    });
  });
});

describe('password reset failures', () => {
  it('show the raw message under "Reset Failed"', () => {
    expect(resetFailureToast({ message: 'Too many requests. Please try again later.', status: 429 })).toEqual({
      title: 'Reset Failed',
      description: 'Too many requests. Please try again later.',
    });
  });

  it('recognise an unknown, used or expired token', () => {
    expect(isInvalidResetToken({ code: 'INVALID_TOKEN', message: 'Invalid token', status: 400 })).toBe(true);
    expect(isInvalidResetToken({ code: 'TOKEN_EXPIRED' })).toBe(true);
    expect(isInvalidResetToken({ code: 'PASSWORD_TOO_SHORT' })).toBe(false);
    expect(isInvalidResetToken({ message: 'offline' })).toBe(false);
  });
});
