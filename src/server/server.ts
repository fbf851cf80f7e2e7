import http from 'node:http';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { createBackgroundTasks } from './auth/background-tasks.ts';
import { loadOrCreateAuthSecret } from './auth/secret.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { seedDatabase } from './db/seed/seed.ts';
import type { Env } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer } from './mail/mailer.ts';

export type RunningServer = { url: string; close(): Promise<void> };

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../dist/web');
/** How long open requests (and long-lived streams) get to finish when the server stops. */
const SHUTDOWN_GRACE_MS = 3_000;

/** Opens the database, applies migrations, seeds an empty database and starts listening. */
export async function startServer(env: Env): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL);
  const handle: DatabaseHandle = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(path.resolve(env.DATA_DIR));
  try {
    const secret = env.AUTH_SECRET ?? (await loadOrCreateAuthSecret(path.resolve(env.DATA_DIR)));
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
    const mailer = createMailer({ db: handle.db, logger, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, secret });
    const backgroundTasks = createBackgroundTasks(logger);
    // In development the web app runs on Vite's own port and sends that origin through its proxy.
    const trustedOrigins = [publicUrl, ...(env.NODE_ENV === 'development' ? ['http://localhost:*', 'http://127.0.0.1:*'] : [])];
    const auth = createAuth({
      db: handle.db,
      mailer,
      logger,
      secret,
      publicUrl,
      backgroundTasks,
      // The same list the API's cross-site guard uses (publicUrl is in it; auth adds it again harmlessly).
      extraTrustedOrigins: trustedOrigins,
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
      if (seedDemo) await seedDatabase({ db: handle.db, auth, logger });
    });

    const webDistDir = existsSync(path.join(WEB_DIST_DIR, 'index.html')) ? WEB_DIST_DIR : undefined;
    if (!webDistDir) logger.warn('the web app is not built (run `npm run build`); serving the API only');
    const app = createApp({
      db: handle.db,
      auth,
      mailer,
      logger,
      config: { publicUrl, trustedOrigins, trustProxy: env.TRUST_PROXY ?? false, webDistDir, development: env.NODE_ENV === 'development' },
    });

    const server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
        s.off('error', reject);
        resolve(s);
      });
      // A port already taken fails here, not as an unhandled 'error' event.
      s.once('error', reject);
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const url = `http://localhost:${port}`;
    // E-mails SMTP refused are retried from the outbox; every instance runs the loop.
    mailer.start();
    logger.info({ url, database: handle.kind }, 'Flightdeck is ready');
    return {
      url,
      async close() {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Streams such as server-sent events never end by themselves.
        const forceClose = setTimeout(() => {
          if (server instanceof http.Server) server.closeAllConnections();
        }, SHUTDOWN_GRACE_MS);
        forceClose.unref();
        await closed;
        clearTimeout(forceClose);
        // E-mails still being sent write to the outbox: let them finish before the database closes.
        await backgroundTasks.settle();
        await mailer.stop();
        await handle.close();
      },
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
