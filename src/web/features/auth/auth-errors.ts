import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import type { SocialProvider } from '#shared/schemas/auth.ts';

/** What an auth call failed with: better-auth's `{ code, message, status }` or a network failure. */
export type AuthFailure = { code?: string; message?: string; status?: number };

/** A toast's title and description. */
export type ToastMessage = { title: string; description: string };

/** The spec's toast texts for the auth screens. */
export const AUTH_TOASTS = {
  errorTitle: 'Error',
  signUpFailed: 'Sign Up Failed',
  signInFailed: 'Sign In Failed',
  resetFailed: 'Reset Failed',
  accountExists: 'An account with this email already exists. Please sign in instead.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a moment before trying again.',
  signUpSuccess: { title: 'Success', description: 'Check your email for verification link' },
  resetEmailSent: { title: 'Reset Email Sent', description: 'Check your email for password reset instructions.' },
  passwordUpdated: { title: 'Password updated', description: 'You can now sign in with your new password.' },
  passwordsDoNotMatch: 'Passwords do not match.',
  verificationResent: { title: 'Verification email sent', description: 'Check your email for verification link' },
  resendFailed: 'Could Not Resend',
  tooManyRequests: 'Too many requests. Please wait a moment before trying again.',
  socialCallbackFailed: 'We could not complete sign-in with that provider. Please try again or use your email and password.',
  unknown: 'Something went wrong. Please try again.',
  offline: 'Could not reach Flightdeck. Check your connection and try again.',
} as const;

export const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

const USER_EXISTS_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);
const INVALID_RESET_TOKEN_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

const rawMessage = (failure: AuthFailure) => failure.message?.trim() || AUTH_TOASTS.unknown;

const isRateLimited = (failure: AuthFailure) =>
  failure.status === 429 || failure.code === 'RATE_LIMITED' || /too many requests/i.test(failure.message ?? '');

/** Sign-up failures, mapped as the spec's catalogue says; anything unmapped shows the server's words. */
export function signUpFailureToast(failure: AuthFailure): ToastMessage {
  const message = failure.message ?? '';
  const title = AUTH_TOASTS.signUpFailed;
  if ((failure.code && USER_EXISTS_CODES.has(failure.code)) || message.includes('User already registered')) {
    return { title, description: AUTH_TOASTS.accountExists };
  }
  if (failure.code === 'INVALID_EMAIL' || message.includes('Invalid email')) {
    return { title, description: AUTH_MESSAGES.invalidEmail };
  }
  // "at least 6 characters" would be wrong for an over-long password, so that one keeps its own words.
  if (failure.code === 'PASSWORD_TOO_LONG' || failure.code === 'PASSWORD_TOO_COMMON') return { title, description: rawMessage(failure) };
  if (failure.code === 'PASSWORD_TOO_SHORT' || failure.code === 'INVALID_PASSWORD' || message.includes('Password')) {
    return { title, description: AUTH_MESSAGES.passwordTooShort };
  }
  return { title, description: rawMessage(failure) };
}

/** Sign-in failures: wrong credentials, unverified e-mail and the rate limit get the spec's words. */
export function signInFailureToast(failure: AuthFailure): ToastMessage {
  const message = failure.message ?? '';
  const title = AUTH_TOASTS.signInFailed;
  if (isRateLimited(failure)) return { title, description: AUTH_TOASTS.tooManyAttempts };
  if (failure.code === 'INVALID_EMAIL_OR_PASSWORD' || message.includes('Invalid login credentials')) {
    return { title, description: AUTH_TOASTS.invalidCredentials };
  }
  if (failure.code === 'EMAIL_NOT_VERIFIED' || message.includes('Email not confirmed')) {
    return { title, description: AUTH_TOASTS.emailNotConfirmed };
  }
  if (failure.code === 'INVALID_EMAIL') return { title, description: AUTH_MESSAGES.invalidEmail };
  return { title, description: rawMessage(failure) };
}

/** Google or Facebook sign-in failures; the server explains when a provider is not configured. */
export function socialSignInFailureToast(provider: SocialProvider, failure: AuthFailure): ToastMessage {
  const label = PROVIDER_LABELS[provider];
  const notConfigured = `${label} authentication is not configured. Please contact support or sign up with your email.`;
  const description =
    failure.code === 'PROVIDER_NOT_CONFIGURED' ? failure.message?.trim() || notConfigured : rawMessage(failure);
  return { title: `${label} Sign In Failed`, description };
}

/** Sending the verification e-mail again failed; the server's limit gets plain words. */
export function resendFailureToast(failure: AuthFailure): ToastMessage {
  return { title: AUTH_TOASTS.resendFailed, description: isRateLimited(failure) ? AUTH_TOASTS.tooManyRequests : rawMessage(failure) };
}

/** Reset-link requests and new-password submissions show the server's message under "Reset Failed". */
export function resetFailureToast(failure: AuthFailure): ToastMessage {
  return { title: AUTH_TOASTS.resetFailed, description: rawMessage(failure) };
}

/** A reset token that is unknown, used or expired: the page offers a new link instead of a retry. */
export function isInvalidResetToken(failure: AuthFailure): boolean {
  return Boolean(failure.code && INVALID_RESET_TOKEN_CODES.has(failure.code));
}

const FIELD_OF_CODE: Record<string, 'email' | 'password'> = {
  INVALID_EMAIL: 'email',
  USER_ALREADY_EXISTS: 'email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_TOO_COMMON: 'password',
  INVALID_PASSWORD: 'password',
};

/**
 * The field a refused auth request is about, marked invalid beside its toast: better-auth names no
 * field, so it is read from the code (and from the message for the display name's rule).
 */
export function authFailureField(failure: AuthFailure): 'email' | 'password' | 'displayName' | null {
  if (failure.code && FIELD_OF_CODE[failure.code]) return FIELD_OF_CODE[failure.code] ?? null;
  if (failure.message === AUTH_MESSAGES.displayNameLength) return 'displayName';
  return null;
}
