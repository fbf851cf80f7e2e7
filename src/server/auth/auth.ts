import { AsyncLocalStorage } from 'node:async_hooks';
import { eq } from 'drizzle-orm';
import { BASE_ERROR_CODES, betterAuth, type AuthContext, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint, createAuthMiddleware, isAPIError } from 'better-auth/api';
import {
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_ACCOUNT_WINDOW_SECONDS,
  RESET_ADDRESS_WINDOW_SECONDS,
  RESET_REQUESTS_PER_ACCOUNT,
  RESET_REQUESTS_PER_ADDRESS,
  SIGN_IN_ACCOUNT_WINDOW_SECONDS,
  SIGN_IN_ATTEMPTS_PER_WINDOW,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_WINDOW_SECONDS,
  VERIFICATION_RESEND_WINDOW_SECONDS,
  VERIFICATION_RESENDS_PER_WINDOW,
} from '#shared/limits.ts';
import {
  AUTH_MESSAGES,
  emailAddressSchema,
  passwordResetRequestSchema,
  sanitizeDisplayName,
  signInSchema,
  signUpSchema,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '#shared/schemas/auth.ts';
import { APP_NAME } from '#shared/constants.ts';
import { PRIVACY_MESSAGES } from '#shared/schemas/privacy.ts';
import { isDeactivated } from './account-deletion.ts';
import type { Database } from '../db/client.ts';
import { redactSecrets, type Logger } from '../lib/logger.ts';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/auth.ts';
import { profiles, subscribers } from '../db/schema/accounts.ts';
import type { Mailer } from '../mail/mailer.ts';
import { existingAccountSignUpEmail, passwordResetEmail, verificationEmail } from '../mail/templates.ts';
import type { BackgroundTasks } from './background-tasks.ts';
import { accountKey, addressKey, createAuthThrottle, deviceKey, type AuthThrottle, type ThrottledKey, type ThrottleRule } from './auth-throttle.ts';
import { CLIENT_IP_HEADER } from './client-ip.ts';
import { isCommonPassword } from './common-passwords.ts';
import { grantAdminEmails } from './staff-grants.ts';
import { createEmailLinks } from './email-links.ts';
import { createKnownDevices, KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_COOKIE_PATH, KNOWN_DEVICE_MAX_AGE_SECONDS } from './known-device.ts';

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
  /** Origins whose requests may change state (better-auth's CSRF check); by default publicUrl only. */
  trustedOrigins?: string[] | (() => string[]);
  /** ADMIN_EMAILS: addresses made super_admin once verified (staff-grants.ts). */
  adminEmails?: readonly string[];
};

const RATE_LIMIT_WINDOW_SECONDS = 60;
/** Any auth endpoint without a rule of its own. */
const AUTH_REQUESTS_PER_WINDOW = 100;
const SIGN_UPS_PER_WINDOW = 10;
/**
 * Checking a signed-in member's password, to change it or only to confirm it: better-auth's own
 * rule for changing it (3 in 10 seconds per client address), named here for both so they stay one.
 */
const PASSWORD_CHECK_RULE = { window: 10, max: 3 };

const SIGN_IN_PER_ADDRESS: ThrottleRule = { max: SIGN_IN_ATTEMPTS_PER_WINDOW, windowSeconds: SIGN_IN_WINDOW_SECONDS };
const SIGN_IN_PER_ACCOUNT: ThrottleRule = { max: SIGN_IN_FAILURES_PER_ACCOUNT, windowSeconds: SIGN_IN_ACCOUNT_WINDOW_SECONDS };
/** A browser known to the account has a counter of its own, with the account's limit. */
const SIGN_IN_PER_KNOWN_DEVICE = SIGN_IN_PER_ACCOUNT;
const RESET_PER_ADDRESS: ThrottleRule = { max: RESET_REQUESTS_PER_ADDRESS, windowSeconds: RESET_ADDRESS_WINDOW_SECONDS };
const RESET_PER_ACCOUNT: ThrottleRule = { max: RESET_REQUESTS_PER_ACCOUNT, windowSeconds: RESET_ACCOUNT_WINDOW_SECONDS };
/**
 * Account e-mails to one address in a window, per way of asking: verification links asked for
 * again (the resend endpoint and signing in to an unverified account share the resend
 * endpoint's budget), and those a sign-up sends (the first link, or the notice to an existing account).
 */
const ACCOUNT_MAIL_PER_RECIPIENT: ThrottleRule = { max: VERIFICATION_RESENDS_PER_WINDOW, windowSeconds: VERIFICATION_RESEND_WINDOW_SECONDS };
/** Links a client's sign-ins to unverified accounts may send: as many as the sign-ups it may make. */
const ACCOUNT_MAIL_PER_CLIENT: ThrottleRule = { max: SIGN_UPS_PER_WINDOW, windowSeconds: RATE_LIMIT_WINDOW_SECONDS };
type AccountMailKind = 'verification-again' | 'sign-up';
const accountMailKey = (kind: AccountMailKind, email: string) => accountKey(`${kind}-mail`, email);
const RESEND_VERIFICATION_PATH = '/send-verification-email';

/** better-auth's own answer when a limit is reached; the web maps it to the spec's message. */
const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';
/** What a reset request answers, whether or not the address has an account (better-auth's words). */
const RESET_REQUESTED_MESSAGE = 'If this email exists in our system, check your email for the reset link';
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
 * the answer the web maps to the spec's message. It also refuses addresses too long to deliver to.
 */
function checkEmailFormat(email: unknown) {
  if (!emailAddressSchema.safeParse(email).success) throw APIError.from('BAD_REQUEST', BASE_ERROR_CODES.INVALID_EMAIL);
}

/** Refuses the passwords attackers try first; a short one is left to better-auth's length rule. */
function checkPasswordNotCommon(password: unknown) {
  if (typeof password === 'string' && password.length >= PASSWORD_MIN && isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', { message: AUTH_MESSAGES.passwordTooCommon, code: 'PASSWORD_TOO_COMMON' });
  }
}

function tooManyRequests(retryAfterSeconds: number) {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { message: TOO_MANY_REQUESTS_MESSAGE, code: 'RATE_LIMITED' },
    { 'X-Retry-After': String(retryAfterSeconds) },
  );
}

/** Counts one attempt against each key; over any limit, refuses the request with 429. */
async function takeAttempts(throttle: AuthThrottle, keys: ThrottledKey[]) {
  const verdict = await throttle.takeAll(keys);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
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
  checkPasswordNotCommon(body.password);
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

/**
 * Messages better-auth logs at error level about a request's own fault (a foreign origin or
 * callback URL, an unknown provider): a refusal, not a server fault, so they are warnings.
 */
const CLIENT_FAULT_MESSAGES = [/^Invalid /, /Blocked cross-site/, /Provider not found/, /does not support id token/];

/** better-auth's own messages go to the server's log, at the server's log level. */
function authLogger(logger: Logger) {
  const levels: Record<string, AuthLogLevel> = { trace: 'debug', debug: 'debug', info: 'info', warn: 'warn' };
  return {
    disabled: logger.level === 'silent',
    level: levels[logger.level] ?? 'error',
    log(level: AuthLogLevel, message: string, ...args: unknown[]) {
      const err = args.find((arg) => arg instanceof Error);
      const clientFault = level === 'error' && err === undefined && CLIENT_FAULT_MESSAGES.some((pattern) => pattern.test(message));
      // Details of a refused request are the request's own data: left out rather than risk a secret.
      const details = clientFault ? [] : args.filter((arg) => arg !== err);
      logger[clientFault ? 'warn' : level](
        {
          component: 'auth',
          ...(err !== undefined && { err }),
          ...(details.length > 0 && { details: JSON.parse(redactSecrets(JSON.stringify(details))) as unknown }),
        },
        redactSecrets(message),
      );
    },
  };
}

/** Tells the web which social sign-in buttons to show: only providers with credentials. */
function socialProvidersEndpoint(social: SocialCredentials): BetterAuthPlugin {
  const configured = SOCIAL_PROVIDERS.filter((provider) => social[provider] !== undefined);
  return {
    id: 'flightdeck-social-providers',
    endpoints: {
      socialProviders: createAuthEndpoint('/social-providers', { method: 'GET' }, async (ctx) =>
        ctx.json({ providers: configured }),
      ),
    },
  };
}

export function createAuth({ db, mailer, logger, secret, publicUrl, social, backgroundTasks, trustedOrigins = [publicUrl], adminEmails = [] }: AuthOptions) {
  const throttle = createAuthThrottle(db);
  const knownDevices = createKnownDevices(secret);
  const emailLinks = createEmailLinks(publicUrl, typeof trustedOrigins === 'function' ? trustedOrigins : () => trustedOrigins);
  // A reset link is sent by the server's own call, which carries no request: the origin of the
  // request that asked for it travels with that call.
  const resetLinkOrigin = new AsyncLocalStorage<string>();
  // Set once the instance exists: a reset request hands the real work to it in the background.
  let sendResetLink: (email: string) => Promise<unknown> = () => Promise.resolve();

  /**
   * Every attempt counts against its client address. Failures from a browser that signed in to the
   * account before count against that browser alone; all others share the account's counter, so
   * guesses from anywhere else cannot lock the owner's own browser out (OWASP's device cookies).
   */
  const signInKeys = (address: string, email: unknown, deviceCookie: string | null | undefined): ThrottledKey[] => {
    const perAddress = { key: addressKey('sign-in', address), rule: SIGN_IN_PER_ADDRESS };
    if (typeof email !== 'string' || email.trim() === '') return [perAddress];
    const device = knownDevices.recognise(deviceCookie, email);
    return [
      perAddress,
      device ? { key: deviceKey('sign-in', device), rule: SIGN_IN_PER_KNOWN_DEVICE } : { key: accountKey('sign-in', email), rule: SIGN_IN_PER_ACCOUNT },
    ];
  };
  const knownDeviceCookie = (ctx: { context: Pick<AuthContext, 'createAuthCookie'> }) =>
    ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, { maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS, path: KNOWN_DEVICE_COOKIE_PATH });

  /**
   * Whether an account e-mail asked for on sign-up or sign-in stays within its per-address budget
   * and, for a sign-in's link, a per-client one (sign-ups have better-auth's per-client limit).
   * Over either, nothing is sent and the answer stays the same: it must not tell whether the
   * address has an account, and a sign-in's answer does not wait for the e-mail.
   */
  async function mayMailAccount(kind: AccountMailKind, email: string, request: Request | undefined): Promise<boolean> {
    const keys: ThrottledKey[] = [{ key: accountMailKey(kind, email), rule: ACCOUNT_MAIL_PER_RECIPIENT }];
    if (kind === 'verification-again') {
      keys.push({ key: addressKey('account-mail', request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown'), rule: ACCOUNT_MAIL_PER_CLIENT });
    }
    const verdict = await throttle.takeAll(keys);
    if (!verdict.allowed) logger.info({ component: 'auth', retryAfterSeconds: verdict.retryAfterSeconds }, 'an account e-mail was not sent: too many in a short time');
    return verdict.allowed;
  }

  /** An address just proved: ADMIN_EMAILS may make its account super_admin (at start-up otherwise). */
  async function addressVerified(userId: string) {
    const promoted = await grantAdminEmails(db, adminEmails, userId);
    if (promoted.length > 0) logger.info({ component: 'auth', userId }, 'ADMIN_EMAILS: a verified address was made super_admin');
  }

  const auth = betterAuth({
    appName: APP_NAME,
    logger: authLogger(logger),
    plugins: [socialProvidersEndpoint(social)],
    onAPIError: {
      // Refusals (bad input, wrong password, rate limits) are answers, not server faults.
      onError: (error) => {
        if (isAPIError(error) && error.status !== 'INTERNAL_SERVER_ERROR') {
          logger.info({ component: 'auth', status: error.statusCode, code: error.body?.code }, 'auth request refused');
        } else {
          logger.error({ component: 'auth', err: error }, 'auth request failed');
        }
      },
    },
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
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
        // Reading the session is what every page does; it is not an attempt at anything.
        '/get-session': false,
        '/social-providers': false,
        // Sign-in and reset requests are counted per address and per account by our own throttle (hooks below).
        '/sign-in/email': false,
        '/request-password-reset': false,
        '/sign-up/email': { window: RATE_LIMIT_WINDOW_SECONDS, max: SIGN_UPS_PER_WINDOW },
        '/send-verification-email': { window: VERIFICATION_RESEND_WINDOW_SECONDS, max: VERIFICATION_RESENDS_PER_WINDOW },
        '/change-password': PASSWORD_CHECK_RULE,
        '/verify-password': PASSWORD_CHECK_RULE,
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
      // A reset link reaches a person only through the address (or by the operator's hand, for the
      // account `npm run admin -- create` made): using it proves the address as the verification link does.
      onPasswordReset: async ({ user }) => {
        if (user.emailVerified) return;
        await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
        await addressVerified(user.id);
      },
      sendResetPassword: async ({ user, url }, request) => {
        const origin = resetLinkOrigin.getStore() ?? emailLinks.originFor(request);
        await mailer.queue(passwordResetEmail(user.email, user.name, emailLinks.moveTo(url, origin)));
      },
      // A duplicate sign-up answers exactly like a new one; the owner hears about it instead.
      onExistingUserSignUp: async ({ user }, request) => {
        if (!(await mayMailAccount('sign-up', user.email, request))) return;
        const origin = emailLinks.originFor(request);
        await mailer.queue(existingAccountSignUpEmail(user.email, `${origin}/auth?tab=signin`, `${origin}/auth?tab=signin&mode=forgot`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      afterEmailVerification: (user) => addressVerified(user.id),
      sendVerificationEmail: async ({ user, url }, request) => {
        // The resend endpoint counted its e-mail before answering (before-hook); sign-up and sign-in count here.
        const path = request ? new URL(request.url).pathname : '';
        const counted = path.endsWith(RESEND_VERIFICATION_PATH);
        if (!counted && !(await mayMailAccount(path.endsWith('/sign-up/email') ? 'sign-up' : 'verification-again', user.email, request))) return;
        await mailer.queue(verificationEmail(user.email, user.name, emailLinks.moveTo(url, emailLinks.originFor(request))));
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
            // Google and Facebook vouch for the address they give.
            if (user.emailVerified) await addressVerified(user.id);
          },
        },
      },
      session: {
        create: {
          // A deactivated account (a deletion request) never gets a session again, by any sign-in path.
          before: async (session) => {
            if (await isDeactivated(db, session.userId)) {
              throw new APIError('FORBIDDEN', { message: PRIVACY_MESSAGES.accountDeactivated, code: 'ACCOUNT_DEACTIVATED' });
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Body;
        // The client address app.ts put there; calls made by the server itself carry none.
        const address = ctx.request ? (ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown') : undefined;
        switch (ctx.path) {
          case '/sign-up/email':
            return { context: { body: checkSignUp(body) } };
          case '/sign-in/email': {
            // Counted before anything else, and given back after a correct password (after-hook).
            if (address !== undefined) await takeAttempts(throttle, signInKeys(address, body.email, ctx.getCookie(knownDeviceCookie(ctx).name)));
            if (!signInSchema.safeParse(body).success) throw invalid(AUTH_MESSAGES.emailAndPasswordRequired);
            const email = trimmed(body.email);
            checkEmailFormat(email);
            return { context: { body: { ...body, email } } };
          }
          case '/request-password-reset': {
            // The server's own call from below: do the work.
            if (address === undefined) return undefined;
            if (!passwordResetRequestSchema.safeParse(body).success) throw invalid(AUTH_MESSAGES.emailRequired);
            const email = trimmed(body.email) as string;
            checkEmailFormat(email);
            await takeAttempts(throttle, [
              { key: addressKey('reset', address), rule: RESET_PER_ADDRESS },
              { key: accountKey('reset', email), rule: RESET_PER_ACCOUNT },
            ]);
            // Looking the address up, writing a token and sending happen after the answer, so a
            // registered and an unknown address cost the same before it: nothing to time.
            backgroundTasks.handler(resetLinkOrigin.run(emailLinks.originFor(ctx.request), () => sendResetLink(email)));
            return ctx.json({ status: true, message: RESET_REQUESTED_MESSAGE });
          }
          case '/reset-password':
            checkPasswordNotCommon(body.newPassword);
            return undefined;
          case RESEND_VERIFICATION_PATH:
            // Counted whether or not the address has an unverified account, so a refusal tells nothing.
            if (address !== undefined && typeof body.email === 'string' && body.email.trim() !== '') {
              await takeAttempts(throttle, [{ key: accountMailKey('verification-again', body.email), rule: ACCOUNT_MAIL_PER_RECIPIENT }]);
            }
            return undefined;
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
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email' || !ctx.request) return;
        const returned = ctx.context.returned;
        // Only wrong credentials (and malformed attempts) count: a correct password gives its attempt back,
        // including one whose e-mail is not verified yet.
        const correctPassword = !isAPIError(returned) || returned.body?.code === 'EMAIL_NOT_VERIFIED';
        if (!correctPassword) return;
        const address = ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
        const email = (ctx.body as Body | undefined)?.email;
        const cookie = knownDeviceCookie(ctx);
        await Promise.all(signInKeys(address, email, ctx.getCookie(cookie.name)).map(({ key }) => throttle.giveBack(key)));
        // Signed in: this browser is known to the account from now on (a new id each time).
        if (!isAPIError(returned) && typeof email === 'string') ctx.setCookie(cookie.name, knownDevices.issue(email), cookie.attributes);
      }),
    },
  });

  sendResetLink = (email) =>
    // The link always lands on our own page: a redirect chosen by the requester could carry the token away.
    auth.api.requestPasswordReset({ body: { email, redirectTo: RESET_PASSWORD_PAGE } });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
