import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { createApp } from '#server/app.ts';
import type { AppDeps } from '#server/app-context.ts';
import { createAuth, type SocialCredentials } from '#server/auth/auth.ts';
import { createBackgroundTasks } from '#server/auth/background-tasks.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/accounts.ts';
import { createLogger, type Logger } from '#server/lib/logger.ts';
import { objectStorageFor } from '#server/lib/object-storage.ts';
import { ServingSearch, type SearchIndexMode } from '#server/search/search.ts';
import { eventHandlers } from '#server/event-handlers.ts';
import { createStripeClient, type StripeConfig } from '#server/features/billing/stripe.provider.ts';
import { createEventWorker, type EventHandler } from '#server/jobs/worker.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { createRealtimeHub } from '#server/realtime/hub.ts';
import { setUpMetrics } from '#server/metrics/metrics-setup.ts';
import { fileFixture } from './file-fixture.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_PUBLIC_URL = 'http://localhost:3000';
/** The test apps' auth secret: a server started with it on the same database accepts their members' sessions. */
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth-0123456789';
const TEST_MAIL_FROM = 'Flightdeck <test@flightdeck.local>';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type TestAppOptions = {
  social?: SocialCredentials;
  webDistDir?: string;
  /** Another instance on this database (the caller closes it); by default a fresh database. */
  database?: DatabaseHandle;
  /** A fresh database starting with the demo case studies and tactics. */
  demoContent?: boolean;
  /** Whether each test request waits for the effects of the events it caused (default true). */
  settleEvents?: boolean;
  handlers?: readonly EventHandler[];
  logger?: Logger;
  /** The server's PUBLIC_URL (default TEST_PUBLIC_URL). */
  publicUrl?: string;
  /** The origins the server trusts (default the public URL alone, as with PUBLIC_URL set). */
  trustedOrigins?: string[];
  /** Stripe keys (checkouts then go to Stripe and its webhook is mounted). */
  stripe?: StripeConfig;
  /** Where uploads go (default a fresh temporary folder, removed on close). */
  uploadsDir?: string;
  /** What answers case-study lists and search (SEARCH_INDEX; default memory, its index read before the app is returned). */
  searchIndex?: SearchIndexMode;
  /** ADMIN_EMAILS: addresses made super_admin once verified. */
  adminEmails?: readonly string[];
  /** Metrics switched on, `/metrics` on the app answering with this bearer token (METRICS_TOKEN). */
  metrics?: { token: string };
  /** DNS resolvers, the look-up time-out, the LLM provider and S3 storage, as their configuration sets them. */
  tools?: Pick<AppDeps['config'], 'dnsServers' | 'dnsTimeoutMs' | 'llm' | 's3'>;
};

/**
 * The real app over a fresh real database, with mail kept in the outbox table. Its realtime
 * hub listens like a server's; its event worker runs only when asked (after each request
 * by default), so tests see an action's effects as soon as its request answers.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const handle: DatabaseHandle = options.database ?? (await createTestDatabase({ demoContent: options.demoContent }));
  // TEST_LOG_LEVEL=debug shows the server's log while a test runs.
  const logger = options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const mailer = createMailer({ db: handle.db });
  const backgroundTasks = createBackgroundTasks(logger);
  const publicUrl = options.publicUrl ?? TEST_PUBLIC_URL;
  const trustedOrigins = options.trustedOrigins ?? [publicUrl];
  const auth = createAuth({
    db: handle.db,
    mailer,
    logger,
    secret: TEST_AUTH_SECRET,
    publicUrl,
    social: options.social ?? {},
    backgroundTasks,
    trustedOrigins,
    adminEmails: options.adminEmails ?? [],
  });
  const realtime = createRealtimeHub({ listen: handle.listen, logger });
  await realtime.start();
  const uploadsDir = options.uploadsDir ?? (await mkdtemp(path.join(tmpdir(), 'flightdeck-uploads-')));
  const storage = objectStorageFor({ s3: options.tools?.s3, uploadsDir }, handle.db);
  const stripe = options.stripe ? await createStripeClient(options.stripe) : undefined;
  const worker = createEventWorker({
    db: handle.db,
    handlers: options.handlers ?? eventHandlers({ mail: { logger, from: TEST_MAIL_FROM }, stripe, storage }),
    logger,
  });
  const afterRequest = options.settleEvents === false ? async () => undefined : () => worker.drain();
  const search = new ServingSearch(handle.db, options.searchIndex ?? 'memory', logger);
  await search.load();
  const metrics = options.metrics
    ? await setUpMetrics({
        host: '127.0.0.1',
        token: options.metrics.token,
        oneOfSeveral: false,
        sources: { db: handle.db, logger, search, poolStats: handle.poolStats, openStreams: realtime.openStreams },
      })
    : undefined;
  const app = createApp({
    db: handle.db,
    search,
    worker,
    auth: () => Promise.resolve(auth),
    mailer,
    logger,
    realtime,
    ...(stripe && { stripe }),
    ...(metrics && { metrics: metrics.app }),
    config: { publicUrl, trustedOrigins: () => trustedOrigins, trustProxy: false, development: false, webDistDir: options.webDistDir, stripe: options.stripe, uploadsDir, ...options.tools },
  });

  /** The messages sent to an address, newest first, once the e-mails still being queued are sent (unless events wait to be settled by hand). */
  async function outbox(recipient: string) {
    await backgroundTasks.settle();
    await afterRequest();
    return handle.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient)).orderBy(desc(emailOutbox.createdAt));
  }

  return {
    app,
    db: handle.db,
    handle,
    search,
    auth,
    outbox,
    realtime,
    worker,
    uploadsDir,
    /** Runs the event worker until no event is due (after each write request unless switched off). */
    afterRequest,
    /** Waits for work the server finishes after answering (e-mails). */
    settle: () => backgroundTasks.settle(),
    close: async () => {
      await realtime.stop();
      await worker.stop();
      await backgroundTasks.settle();
      if (!options.database) await handle.close();
      if (!options.uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's app, opened before its tests and closed after them (see fileFixture). Options
 * given as a function are read when it opens, so they can name fixtures declared before it.
 */
export function testAppForFile(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  return fileFixture(
    () => createTestApp(typeof options === 'function' ? options() : options),
    (testApp) => testApp.close(),
  );
}

let clientCounter = 0;

/** A documentation-range address (RFC 5737) not used by an earlier client of this file. */
export function nextClientAddress(): string {
  clientCounter += 1;
  return `203.0.113.${(clientCounter % 254) + 1}`;
}

/**
 * A browser-like client: keeps cookies, sends the Origin better-auth expects and
 * connects from a given address (rate limits are per client address), by default
 * one of its own, so clients do not use up each other's rate limits.
 */
export function createClient(testApp: TestApp, address = nextClientAddress()) {
  const cookies = new Map<string, string>();
  async function request(path: string, init: RequestInit & { json?: unknown } = {}) {
    const { json, headers, ...rest } = init;
    const allHeaders = new Headers(headers);
    if (!allHeaders.has('origin')) allHeaders.set('origin', TEST_PUBLIC_URL);
    if (json !== undefined) allHeaders.set('content-type', 'application/json');
    if (cookies.size > 0) allHeaders.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await testApp.app.request(
      path,
      { ...rest, headers: allHeaders, ...(json !== undefined && { body: JSON.stringify(json) }) },
      { incoming: { socket: { remoteAddress: address } } },
    );
    // Only writes cause events.
    if ((rest.method ?? 'GET') !== 'GET') await testApp.afterRequest();
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }
  return {
    request,
    get: (path: string, init?: RequestInit) => request(path, { ...init, method: 'GET' }),
    post: (path: string, json?: unknown) => request(path, { method: 'POST', json: json ?? {} }),
    put: (path: string, json?: unknown) => request(path, { method: 'PUT', json: json ?? {} }),
    delete: (path: string) => request(path, { method: 'DELETE' }),
    hasSession: () => [...cookies.keys()].some((name) => name.includes('session_token')),
    /** The Cookie header this client sends now (to replay it from elsewhere). */
    cookieHeader: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}
export type TestClient = ReturnType<typeof createClient>;
