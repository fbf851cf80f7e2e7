import { z } from 'zod';
import { sanitizeDisplayName } from '../display-name.ts';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, EMAIL_MAX, PASSWORD_MIN } from '../limits.ts';
import { requiredText } from './text-fields.ts';

/** The spec's words for every auth validation rule. */
export const AUTH_MESSAGES = {
  allFieldsRequired: 'All fields are required.',
  displayNameLength: 'Display name must be between 2 and 50 characters.',
  emailAndPasswordRequired: 'Email and password are required.',
  emailRequired: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  // Not in the spec, which has no such rule; worded like its other messages.
  passwordTooCommon: 'This password is too common. Choose a less common one.',
} as const;

/** A well-formed address that mail can be delivered to; longer ones are refused as invalid. */
export const emailAddressSchema = z.email(AUTH_MESSAGES.invalidEmail).max(EMAIL_MAX, AUTH_MESSAGES.invalidEmail);

// Lives in its own module so pages can use it without loading zod.
export { sanitizeDisplayName };

export const signUpSchema = z
  .object({
    email: requiredText(AUTH_MESSAGES.allFieldsRequired),
    password: z.string({ error: AUTH_MESSAGES.allFieldsRequired }).min(1, AUTH_MESSAGES.allFieldsRequired),
    displayName: requiredText(AUTH_MESSAGES.allFieldsRequired).transform(sanitizeDisplayName),
  })
  .pipe(
    z.object({
      email: emailAddressSchema,
      password: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort),
      displayName: z.string().min(DISPLAY_NAME_MIN, AUTH_MESSAGES.displayNameLength).max(DISPLAY_NAME_MAX, AUTH_MESSAGES.displayNameLength),
    }),
  );
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: requiredText(AUTH_MESSAGES.emailAndPasswordRequired),
  password: z.string({ error: AUTH_MESSAGES.emailAndPasswordRequired }).min(1, AUTH_MESSAGES.emailAndPasswordRequired),
});

export const passwordResetRequestSchema = z.object({
  email: requiredText(AUTH_MESSAGES.emailRequired),
});

export const newPasswordSchema = z.object({
  password: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort),
});

/** Which social sign-in providers the server has credentials for. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
