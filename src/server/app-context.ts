import type Stripe from 'stripe';
import type { StripeConfig } from './features/billing/stripe.provider.ts';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import type { AuthLoader } from './auth/lazy-auth.ts';
import type { BackupSource } from './backup/backup.routes.ts';
import type { Database } from './db/client.ts';
import type { ServingSearch } from './search/search.ts';
import type { EventWorker } from './jobs/worker.ts';
import type { Logger } from './lib/logger.ts';
import type { S3StorageConfig } from './lib/object-storage.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AppMetrics } from './metrics/metrics-setup.ts';
import type { RealtimeHub } from './realtime/hub.ts';

/** What every feature may use; built once at start-up (or per test). */
export type AppDeps = {
  db: Database;
  /** Sign-in (better-auth), loaded at first use. */
  auth: AuthLoader;
  mailer: Mailer;
  logger: Logger;
  /** Picks case-study lists and search: the instance's browse index or PostgreSQL (SEARCH_INDEX). */
  search: ServingSearch;
  /** This instance's event worker; readiness asks whether it runs. */
  worker: Pick<EventWorker, 'isRunning'>;
  /** Fans notifications out to this instance's open event streams. */
  realtime?: RealtimeHub;
  /** Request metrics, and `/metrics` on the main port with METRICS_TOKEN; absent unless metrics are switched on (decision 077). */
  metrics?: AppMetrics;
  /** The Stripe client when Stripe's keys are set (config.stripe); checkouts use the test-mode provider without. */
  stripe?: Stripe;
  config: {
    publicUrl: string;
    /** The origins sign-in and state-changing requests accept (known once the server listens). */
    trustedOrigins: () => readonly string[];
    trustProxy: boolean;
    /** Folder of the built web app; absent in API-only tests. */
    webDistDir?: string;
    development: boolean;
    /** Stripe keys; without them checkouts use the built-in test-mode provider. */
    stripe?: StripeConfig;
    /** Where uploaded files (profile photos) are kept: `DATA_DIR/uploads` on a server. */
    uploadsDir: string;
    /** An S3-compatible bucket for uploaded files instead of `uploadsDir` (S3_* variables). */
    s3?: S3StorageConfig;
    /** The name generator's DNS resolvers (DNS_SERVERS); the system's when absent. */
    dnsServers?: readonly string[];
    /** How long one DNS look-up may take before its answer is "unknown". */
    dnsTimeoutMs?: number;
    /** The embedded database's backup for `npm run backup`, asked for with the token in DATA_DIR (decision 076). */
    backup?: BackupSource;
    /** An OpenAI-compatible model for the idea tools' summaries (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
    llm?: { baseUrl: string; apiKey: string; model: string; timeoutMs?: number };
  };
};

/** The signed-in user with the tier and staff role every access decision of the request uses. */
export type SessionUser = { id: string; email: string; name: string; tier: SubscriptionTier; adminRole: AdminRole | null };

/** The session a request came with: its event streams end with it. */
export type RequestSession = { id: string; expiresAt: Date };

/** Hono variables set by the session middleware. */
export type AppEnv = {
  Variables: {
    user: SessionUser | null;
    session: RequestSession | null;
    requestId: string;
  };
};
