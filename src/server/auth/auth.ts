import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { SIGN_IN_ATTEMPTS_PER_WINDOW, SIGN_IN_WINDOW_SECONDS, PASSWORD_MAX, PASSWORD_MIN } from '#shared/limits.ts';
import { signUpSchema, type SocialProvider } from '#shared/schemas/auth.ts';
import { APP_NAME } from '#shared/constants.ts';
import type { Database } from '../db/client.ts';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/auth.ts';
import { profiles, subscribers } from '../db/schema/accounts.ts';
import type { Mailer } from '../mail/mailer.ts';
import { existingAccountSignUpEmail, passwordResetEmail, verificationEmail } from '../mail/templates.ts';
import { CLIENT_IP_HEADER } from './client-ip.ts';

export type SocialCredentials = Partial<Record<SocialProvider, { clientId: string; clientSecret: string }>>;

export type AuthOptions = {
  db: Database;
  mailer: Mailer;
  secret: string;
  /** The origin users see, e.g. https://flightdeck.example */
  publicUrl: string;
  social: SocialCredentials;
};

const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export function createAuth({ db, mailer, secret, publicUrl, social }: AuthOptions) {
  return betterAuth({
    appName: APP_NAME,
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: publicUrl.startsWith('https://'),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: SIGN_IN_WINDOW_SECONDS, max: SIGN_IN_ATTEMPTS_PER_WINDOW },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
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
        if (ctx.path === '/sign-up/email') {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const parsed = signUpSchema.safeParse({ email: body.email, password: body.password, displayName: body.name });
          if (!parsed.success) {
            const message = parsed.error.issues[0]?.message ?? 'Invalid sign-up details.';
            throw new APIError('BAD_REQUEST', { message, code: 'VALIDATION_FAILED' });
          }
          return { context: { body: { ...body, email: parsed.data.email, name: parsed.data.displayName } } };
        }
        if (ctx.path === '/sign-in/social') {
          const provider = (ctx.body as { provider?: string } | undefined)?.provider as SocialProvider | undefined;
          if (provider && provider in PROVIDER_LABELS && !social[provider]) {
            throw new APIError('BAD_REQUEST', {
              message: `${PROVIDER_LABELS[provider]} authentication is not configured. Please contact support or sign up with your email.`,
              code: 'PROVIDER_NOT_CONFIGURED',
            });
          }
        }
        return undefined;
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
