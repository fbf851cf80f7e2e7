import { BASE_ERROR_CODES, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { z } from 'zod';
import {
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SIGN_IN_ATTEMPTS_PER_WINDOW,
  SIGN_IN_WINDOW_SECONDS,
} from '#shared/limits.ts';
import {
  AUTH_MESSAGES,
  passwordResetRequestSchema,
  sanitizeDisplayName,
  signInSchema,
  signUpSchema,
  type SocialProvider,
} from '#shared/schemas/auth.ts';
import { APP_NAME } from '#shared/constants.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/auth.ts';
import { profiles, subscribers } from '../db/schema/accounts.ts';
import type { Mailer } from '../mail/mailer.ts';
import { existingAccountSignUpEmail, passwordResetEmail, verificationEmail } from '../mail/templates.ts';
import type { BackgroundTasks } from './background-tasks.ts';
import { CLIENT_IP_HEADER } from './client-ip.ts';

export type SocialCredentials = Partial<Record<SocialProvider, { clientId: string; clientSecret: string }>>;

export type AuthOptions = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  /** The origin users see, e.g. https://flightdeck.example */
  publicUrl: string;
  social: SocialCredentials;
  /** Where e-mails are sent from without holding up the answer (see background-tasks.ts). */
  backgroundTasks: BackgroundTasks;
  /** Origins trusted besides publicUrl, e.g. a development web server on another port. */
  extraTrustedOrigins?: string[];
};

const RATE_LIMIT_WINDOW_SECONDS = 60;
/** Any auth endpoint without a rule of its own. */
const AUTH_REQUESTS_PER_WINDOW = 100;
const SIGN_UPS_PER_WINDOW = 10;
const RESET_REQUESTS_PER_WINDOW = 5;
/** The reset e-mail promises one hour. */
const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

/** The web app's page that takes the token from a reset link and asks for the new password. */
const RESET_PASSWORD_PAGE = '/reset-password';

const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

type Body = Record<string, unknown>;

const invalid = (message: string) => new APIError('BAD_REQUEST', { message, code: 'VALIDATION_FAILED' });

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * better-auth checks an e-mail's format in its request schema, answering with a raw
 * "[body.email] Invalid email address"; this gives its own INVALID_EMAIL instead,
 * the answer the web maps to the spec's message.
 */
function checkEmailFormat(email: unknown) {
  if (!z.email().safeParse(email).success) throw APIError.from('BAD_REQUEST', BASE_ERROR_CODES.INVALID_EMAIL);
}

/**
 * Sign-up checks in the form's order: every field present, then the display name.
 * The e-mail format and password length are left to better-auth, whose INVALID_EMAIL
 * and PASSWORD_TOO_SHORT answers the web maps to the spec's messages.
 */
function checkSignUp(body: Body): Body {
  const parsed = signUpSchema.safeParse({ email: body.email, password: body.password, displayName: body.name });
  const issues = parsed.success ? [] : parsed.error.issues;
  if (issues.some((issue) => issue.message === AUTH_MESSAGES.allFieldsRequired)) throw invalid(AUTH_MESSAGES.allFieldsRequired);
  const nameIssue = issues.find((issue) => issue.path[0] === 'displayName');
  if (nameIssue) throw invalid(nameIssue.message);
  const email = trimmed(body.email);
  checkEmailFormat(email);
  // The avatar is part of the profile, edited there; sign-up takes none. A hook's result is
  // merged into the request and cannot remove a field, so it is removed from the body itself.
  delete body.image;
  return { ...body, email, name: sanitizeDisplayName(body.name as string) };
}

/** A valid display name from whatever a provider sent: cleaned, cut to length, else from the e-mail. */
export function displayNameFor(name: string | null | undefined, email: string): string {
  const fromName = sanitizeDisplayName(name ?? '').slice(0, DISPLAY_NAME_MAX).trim();
  if (fromName.length >= DISPLAY_NAME_MIN) return fromName;
  const fromEmail = sanitizeDisplayName(email.split('@')[0] ?? '').slice(0, DISPLAY_NAME_MAX).trim();
  return fromEmail.length >= DISPLAY_NAME_MIN ? fromEmail : 'Member';
}

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** better-auth's own messages go to the server's log, at the server's log level. */
function authLogger(logger: Logger) {
  const levels: Record<string, AuthLogLevel> = { trace: 'debug', debug: 'debug', info: 'info', warn: 'warn' };
  return {
    disabled: logger.level === 'silent',
    level: levels[logger.level] ?? 'error',
    log(level: AuthLogLevel, message: string, ...args: unknown[]) {
      const err = args.find((arg) => arg instanceof Error);
      const details = args.filter((arg) => arg !== err);
      logger[level]({ component: 'auth', ...(err !== undefined && { err }), ...(details.length > 0 && { details }) }, message);
    },
  };
}

export function createAuth({ db, mailer, logger, secret, publicUrl, social, backgroundTasks, extraTrustedOrigins = [] }: AuthOptions) {
  return betterAuth({
    appName: APP_NAME,
    logger: authLogger(logger),
    onAPIError: {
      // Refusals (bad input, wrong password, rate limits) are answers, not server faults.
      onError: (error) => {
        if (isAPIError(error) && error.status !== 'INTERNAL_SERVER_ERROR') {
          logger.debug({ component: 'auth', status: error.status, code: error.body?.code }, error.message);
        } else {
          logger.error({ component: 'auth', err: error }, 'auth request failed');
        }
      },
    },
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [publicUrl, ...extraTrustedOrigins],
    // Names and avatars are profile fields, changed through the profile API with its own rules.
    disabledPaths: ['/update-user'],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: publicUrl.startsWith('https://'),
      backgroundTasks: { handler: backgroundTasks.handler },
      // better-auth skips its origin (CSRF) check when NODE_ENV is test; tests must see production behaviour.
      disableOriginCheck: false,
    },
    // Counted per client address (client-ip.ts) in the database, so every instance shares them.
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: RATE_LIMIT_WINDOW_SECONDS,
      max: AUTH_REQUESTS_PER_WINDOW,
      customRules: {
        '/sign-in/email': { window: SIGN_IN_WINDOW_SECONDS, max: SIGN_IN_ATTEMPTS_PER_WINDOW },
        '/sign-up/email': { window: RATE_LIMIT_WINDOW_SECONDS, max: SIGN_UPS_PER_WINDOW },
        '/request-password-reset': { window: RATE_LIMIT_WINDOW_SECONDS, max: RESET_REQUESTS_PER_WINDOW },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      // Whoever knew the old password is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetEmail(user.email, user.name, url));
      },
      // A duplicate sign-up answers exactly like a new one; the owner hears about it instead.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(
          existingAccountSignUpEmail(user.email, `${publicUrl}/auth?tab=signin`, `${publicUrl}/auth?tab=signin&mode=forgot`),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user.email, user.name, url));
      },
    },
    socialProviders: {
      ...(social.google && { google: social.google }),
      ...(social.facebook && { facebook: social.facebook }),
    },
    databaseHooks: {
      user: {
        create: {
          // Names from Google or Facebook obey the sign-up rule too (sign-up names already do).
          before: async (user) => ({ data: { ...user, name: displayNameFor(user.name, user.email) } }),
          after: async (user) => {
            await db.insert(profiles).values({ userId: user.id, displayName: user.name }).onConflictDoNothing();
            await db
              .insert(subscribers)
              .values({ userId: user.id, email: user.email, subscriptionTier: 'explorer' })
              .onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Body;
        switch (ctx.path) {
          case '/sign-up/email':
            return { context: { body: checkSignUp(body) } };
          case '/sign-in/email': {
            if (!signInSchema.safeParse(body).success) throw invalid(AUTH_MESSAGES.emailAndPasswordRequired);
            const email = trimmed(body.email);
            checkEmailFormat(email);
            return { context: { body: { ...body, email } } };
          }
          case '/request-password-reset': {
            if (!passwordResetRequestSchema.safeParse(body).success) throw invalid(AUTH_MESSAGES.emailRequired);
            const email = trimmed(body.email);
            checkEmailFormat(email);
            // Without a page to land on, the e-mailed link would end on better-auth's error page.
            return { context: { body: { ...body, email, redirectTo: body.redirectTo || RESET_PASSWORD_PAGE } } };
          }
          case '/sign-in/social': {
            const provider = body.provider as SocialProvider | undefined;
            if (provider && Object.hasOwn(PROVIDER_LABELS, provider) && !social[provider]) {
              throw new APIError('BAD_REQUEST', {
                message: `${PROVIDER_LABELS[provider]} authentication is not configured. Please contact support or sign up with your email.`,
                code: 'PROVIDER_NOT_CONFIGURED',
              });
            }
            return undefined;
          }
          default:
            return undefined;
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
