import http from 'node:http';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { lazyAuth } from './auth/lazy-auth.ts';
import { createBackgroundTasks } from './auth/background-tasks.ts';
import { loadOrCreateAuthSecret } from './auth/secret.ts';
import { grantAdminEmails } from './auth/staff-grants.ts';
import { localAddressOf, newBackupToken, removeBackupAccess, writeBackupAccess } from './backup/backup-access.ts';
import { listeningOrigins } from './auth/trusted-origins.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { ServingSearch } from './search/search.ts';
import { metricsEnabled, s3ConfigOf, type Env } from './env.ts';
import { answerClientErrorsAsJson } from './lib/client-errors.ts';
import { createLogger, stdoutIsTerminal } from './lib/logger.ts';
import { objectStorageFor } from './lib/object-storage.ts';
import { announceReady, describeDatabase, describeMail, findDemoAccounts, type StartupSummary } from './lib/startup-summary.ts';
import { eventHandlers } from './event-handlers.ts';
import { createStripeClient } from './features/billing/stripe.provider.ts';
import { createScheduler } from './jobs/schedules.ts';
import { createEventWorker, DEFAULT_WORKER_OPTIONS } from './jobs/worker.ts';
import { createMailer } from './mail/mailer.ts';
import { createRealtimeHub } from './realtime/hub.ts';
import { PROJECT_ROOT } from './project-root.ts';

const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export type RunningServer = {
  url: string;
  /** Where METRICS_PORT serves the metrics, when this process serves it. */
  metricsUrl?: string;
  summary: StartupSummary;
  close(): Promise<void>;
};

const WEB_DIST_DIR = path.join(PROJECT_ROOT, 'dist/web');
/** How long open requests (and long-lived streams) get to finish when the server stops. */
const SHUTDOWN_GRACE_MS = 3_000;

/** The worker's lanes: its usual number, one fewer than a database pool that small. */
function workerLanes(env: Env): number {
  return env.DATABASE_URL ? Math.min(DEFAULT_WORKER_OPTIONS.concurrency, env.DATABASE_POOL_SIZE - 1) : DEFAULT_WORKER_OPTIONS.concurrency;
}

/**
 * Opens the database, applies migrations, seeds an empty database and starts listening. It says
 * it is ready unless `announce` is false: one of several processes leaves that to their primary.
 */
export async function startServer(env: Env, { announce = true, oneOfSeveral = false } = {}): Promise<RunningServer> {
  const readableOutput = stdoutIsTerminal();
  const logger = createLogger(env.LOG_LEVEL, { pretty: readableOutput });
  const handle: DatabaseHandle = env.DATABASE_URL ? openPostgres(env.DATABASE_URL, { logger, poolSize: env.DATABASE_POOL_SIZE, pipelines: env.DATABASE_PIPELINES }) : await openPglite(path.resolve(env.DATA_DIR));
  try {
    const secret = env.AUTH_SECRET ?? (await loadOrCreateAuthSecret(path.resolve(env.DATA_DIR)));
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
    // With PUBLIC_URL only that origin; without it, every address the server listens on (known once it listens).
    // Sign-in and the API's cross-site guard read this one list.
    let trustedOrigins: string[] = env.PUBLIC_URL ? [publicUrl] : [];
    // Messages waiting for SMTP are stored encrypted; without SMTP the outbox is the delivery.
    const mailer = createMailer({ db: handle.db, ...(env.SMTP_URL && { sealWith: secret }) });
    const backgroundTasks = createBackgroundTasks(logger);
    const auth = lazyAuth({
      db: handle.db,
      mailer,
      logger,
      secret,
      publicUrl,
      backgroundTasks,
      trustedOrigins: () => trustedOrigins,
      adminEmails: env.ADMIN_EMAILS ?? [],
      social: {
        ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET && { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }),
        ...(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET && { facebook: { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET } }),
      },
    });
    // Demo content goes into an empty embedded database unless switched off; on PostgreSQL only when asked.
    const seedDemo = env.SEED_DEMO ?? handle.kind === 'pglite';
    // Instances starting together migrate and seed one after another; the later ones find nothing to do.
    await handle.withSetupLock(async () => {
      await handle.migrate();
      // The demo content (half a megabyte of modules) is loaded only when it is to be seeded.
      if (seedDemo) {
        const { seedDatabase } = await import('./seed/seed.ts');
        await seedDatabase({ db: handle.db, auth: await auth(), logger });
      }
    });
    // Accounts verified before their address was listed (decision 076); each is promoted once.
    const promoted = await grantAdminEmails(handle.db, env.ADMIN_EMAILS ?? []);
    if (promoted.length > 0) logger.info({ users: promoted }, 'ADMIN_EMAILS: verified accounts were made super_admin');
    // The browse index is read in the background: lists are answered in SQL until it is (ADR 053).
    const search = new ServingSearch(handle.db, env.SEARCH_INDEX, logger);
    const indexRead = search.load();

    const webDistDir = existsSync(path.join(WEB_DIST_DIR, 'index.html')) ? WEB_DIST_DIR : undefined;
    if (!webDistDir) logger.warn('the web app is not built (run `npm run build`); serving the API only');
    const realtime = createRealtimeHub({ listen: handle.listen, logger });
    // prom-client is loaded only when the operator asked for metrics (decision 077).
    const metrics = metricsEnabled(env)
      ? await (
          await import('./metrics/metrics-setup.ts')
        ).setUpMetrics({
          port: env.METRICS_PORT,
          host: env.HOST,
          token: env.METRICS_TOKEN,
          oneOfSeveral,
          sources: { db: handle.db, logger, search, poolStats: handle.poolStats, openStreams: realtime.openStreams },
        })
      : undefined;
    await realtime.start();
    const uploadsDir = path.resolve(env.DATA_DIR, 'uploads');
    // The embedded database is backed up by this process, which holds it (decision 076).
    const dataDir = path.resolve(env.DATA_DIR);
    const dump = handle.dumpDataDir;
    const backup = dump ? { token: newBackupToken(), dataDir, dump } : undefined;
    const stripeConfig = env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET } : undefined;
    const stripe = stripeConfig ? await createStripeClient(stripeConfig) : undefined;
    const worker = createEventWorker({
      db: handle.db,
      handlers: eventHandlers({
        mail: { logger, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, secret },
        stripe,
        storage: objectStorageFor({ s3: s3ConfigOf(env), uploadsDir }, handle.db),
      }),
      logger,
      listen: handle.listen,
      // Its lanes each hold a pooled connection: at least one stays free for requests.
      options: { leaseMs: env.EVENT_LEASE_SECONDS * 1_000, concurrency: workerLanes(env) },
    });
    await worker.start();
    const scheduler = createScheduler({ db: handle.db, logger });
    scheduler.start();
    const app = createApp({
      db: handle.db,
      search,
      worker,
      auth,
      mailer,
      logger,
      realtime,
      ...(stripe && { stripe }),
      ...(metrics && { metrics: metrics.app }),
      config: {
        publicUrl,
        trustedOrigins: () => trustedOrigins,
        trustProxy: env.TRUST_PROXY ?? false,
        webDistDir,
        development: env.NODE_ENV === 'development',
        uploadsDir,
        ...(backup && { backup }),
        ...(stripeConfig && { stripe: stripeConfig }),
        s3: s3ConfigOf(env),
        ...(env.DNS_SERVERS && { dnsServers: env.DNS_SERVERS }),
        ...(env.LLM_BASE_URL && env.LLM_MODEL && { llm: { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY ?? '', model: env.LLM_MODEL } }),
      },
    });

    const server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
        s.off('error', reject);
        resolve(s);
      });
      // A port already taken fails here, not as an unhandled 'error' event.
      s.once('error', reject);
    });
    // Node closes an idle keep-alive connection after 5 s, when a client (or a load balancer with
    // its usual 60 s idle limit) may just be sending its next request on it: that request is then
    // reset. Idle connections stay open longer than such clients keep them.
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    }
    if (server instanceof http.Server) answerClientErrorsAsJson(server);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const url = `http://localhost:${port}`;
    if (!env.PUBLIC_URL) trustedOrigins = listeningOrigins(env.HOST, port);
    if (backup) await writeBackupAccess(dataDir, { url: localAddressOf(env.HOST, port), token: backup.token });

    const summary: StartupSummary = {
      url: env.PUBLIC_URL ? publicUrl : url,
      localUrl: url,
      ...(!env.PUBLIC_URL && { loopbackUrl: `http://127.0.0.1:${port}` }),
      database: describeDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.resolve(env.DATA_DIR, 'pglite') }),
      mail: describeMail({ smtpUrl: env.SMTP_URL, development: env.NODE_ENV === 'development', url }),
      demoAccounts: await findDemoAccounts(handle.db),
    };
    if (announce) announceReady(logger, summary, readableOutput);
    // Sign-in is loaded once the browse index is read (at once without one), off the first
    // answers' path; a request that needs it before then loads it itself.
    void indexRead
      .then(() => auth())
      .catch((error: unknown) => logger.error({ err: error }, 'loading sign-in failed; the next request that needs it tries again'));
    return {
      url,
      ...(metrics?.url && { metricsUrl: metrics.url }),
      summary,
      async close() {
        if (backup) await removeBackupAccess(dataDir);
        await metrics?.close();
        // Open event streams end first, so the server can close; unfinished events wait in the table.
        await realtime.stop();
        await scheduler.stop();
        await worker.stop();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Streams such as server-sent events never end by themselves.
        const forceClose = setTimeout(() => {
          if (server instanceof http.Server) server.closeAllConnections();
        }, SHUTDOWN_GRACE_MS);
        forceClose.unref();
        await closed;
        clearTimeout(forceClose);
        // Auth e-mails still being queued write to the outbox: let them finish before the database closes.
        await backgroundTasks.settle();
        await handle.close();
      },
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
