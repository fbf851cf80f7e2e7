import { SOCIAL_PROVIDERS, type SocialProvider } from '#shared/schemas/auth.ts';
import { authClient } from '#web/lib/auth-client.ts';
import { returnPathFrom } from '#web/lib/return-path.ts';
import { AUTH_TOASTS, type AuthFailure } from '../auth-errors.ts';

/** Where the app lands after verification, OAuth and the links in auth e-mails. */
export const AUTH_PATHS = {
  home: '/',
  auth: '/auth',
  resetPassword: '/reset-password',
} as const;

type Outcome = Promise<{ error?: AuthFailure | null }>;

/** Runs one auth call; resolves to the failure, or null on success. Network errors are failures too. */
async function attempt(call: () => Outcome): Promise<AuthFailure | null> {
  try {
    const { error } = await call();
    return error ? { code: error.code, message: error.message, status: error.status } : null;
  } catch {
    return { message: AUTH_TOASTS.offline };
  }
}

export function signUpWithEmail(input: { email: string; password: string; displayName: string }) {
  return attempt(() =>
    authClient.signUp.email({
      email: input.email,
      password: input.password,
      name: input.displayName,
      // The verification link signs the user in and lands where sign-up started (?redirect=), else home.
      callbackURL: returnPathFrom(window.location.search),
    }),
  );
}

export function signInWithEmail(input: { email: string; password: string }) {
  return attempt(() =>
    authClient.signIn.email({ email: input.email, password: input.password, callbackURL: AUTH_PATHS.home }),
  );
}

/** Starts OAuth; when the provider is configured the browser leaves for the provider's page. */
export function signInWithProvider(provider: SocialProvider) {
  return attempt(() =>
    authClient.signIn.social({ provider, callbackURL: returnPathFrom(window.location.search), errorCallbackURL: AUTH_PATHS.auth }),
  );
}

/** Sends the verification e-mail again; the server limits how often. */
export function resendVerificationEmail(email: string) {
  return attempt(() => authClient.sendVerificationEmail({ email, callbackURL: AUTH_PATHS.home }));
}

/** The social sign-in providers the server has credentials for. */
export async function fetchSocialProviders(): Promise<SocialProvider[]> {
  const response = await fetch('/api/auth/social-providers', { headers: { accept: 'application/json' } });
  if (!response.ok) return [];
  const body = (await response.json()) as { providers?: unknown };
  return Array.isArray(body.providers) ? body.providers.filter((p): p is SocialProvider => SOCIAL_PROVIDERS.includes(p as SocialProvider)) : [];
}

export function requestPasswordReset(email: string) {
  return attempt(() => authClient.requestPasswordReset({ email, redirectTo: AUTH_PATHS.resetPassword }));
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return attempt(() => authClient.resetPassword({ token: input.token, newPassword: input.newPassword }));
}
