import path from 'node:path';
import { existsSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { loadOrCreateAuthSecret } from './auth/secret.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { seedDatabase } from './db/seed/seed.ts';
import type { Env } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer } from './mail/mailer.ts';

export type RunningServer = { url: string; close(): Promise<void> };

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../dist/web');

/** Opens the database, applies migrations, seeds an empty database and starts listening. */
export async function startServer(env: Env): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL);
  const handle: DatabaseHandle = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(path.resolve(env.DATA_DIR));
  try {
    await handle.migrate();
    const secret = env.AUTH_SECRET ?? (await loadOrCreateAuthSecret(path.resolve(env.DATA_DIR)));
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
    const mailer = createMailer({ db: handle.db, logger, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL });
    const auth = createAuth({
      db: handle.db,
      mailer,
      secret,
      publicUrl,
      social: {
        ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET && { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }),
        ...(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET && { facebook: { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET } }),
      },
    });
    // Demo content goes into an empty embedded database unless switched off; on PostgreSQL only when asked.
    const seedDemo = env.SEED_DEMO ?? handle.kind === 'pglite';
    if (seedDemo) await seedDatabase({ db: handle.db, auth, logger });

    const webDistDir = existsSync(path.join(WEB_DIST_DIR, 'index.html')) ? WEB_DIST_DIR : undefined;
    if (!webDistDir) logger.warn('the web app is not built (run `npm run build`); serving the API only');
    const app = createApp({
      db: handle.db,
      auth,
      mailer,
      logger,
      config: { publicUrl, trustProxy: env.TRUST_PROXY ?? false, webDistDir, development: env.NODE_ENV === 'development' },
    });

    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const url = `http://localhost:${port}`;
    logger.info({ url, database: handle.kind }, 'Flightdeck is ready');
    return {
      url,
      async close() {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await handle.close();
      },
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
