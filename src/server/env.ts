import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_WORKER_OPTIONS } from './jobs/worker.ts';
import type { S3StorageConfig } from './lib/object-storage.ts';

/** "1.1.1.1", "1.1.1.1:53", "::1" or "[::1]:53". */
function isDnsServer(server: string): boolean {
  const bracketed = /^\[(.+)\](?::(\d{1,5}))?$/.exec(server);
  const [host, port] = bracketed ? [bracketed[1]!, bracketed[2]] : isIP(server) ? [server, undefined] : server.split(':');
  return isIP(host ?? '') !== 0 && (port === undefined || (Number(port) > 0 && Number(port) <= 65535));
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))
  .optional();

const PORT_MESSAGE = 'must be a whole number from 0 to 65535';
const LEASE_MESSAGE = 'must be a number of seconds from 0.1 to 3600';
const PROCESSES_MESSAGE = 'must be a whole number of processes from 1 to 64';
const METRICS_TOKEN_MESSAGE = 'must be at least 16 characters';
const POOL_MESSAGE = 'must be a whole number of connections from 2 to 100';
const PIPELINES_MESSAGE = 'must be a whole number of connections from 0 to 8';

/** An optional URL with one of the given schemes; the message says which. */
const urlOf = (protocol: RegExp, message: string) => z.url({ protocol, error: message }).optional();

/** The S3 storage settings that come as a set: all or none. */
const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(0, PORT_MESSAGE).max(65535, PORT_MESSAGE).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText.pipe(urlOf(/^postgres(ql)?$/, 'must be a postgres:// or postgresql:// URL')),
    /** Connections each server process opens to DATABASE_URL at most (one is kept for a schema change's lock while others work). */
    DATABASE_POOL_SIZE: z.coerce.number({ error: POOL_MESSAGE }).int(POOL_MESSAGE).min(2, POOL_MESSAGE).max(100, POOL_MESSAGE).default(10),
    /** Pipelined connections each server process opens for its prepared statements besides the pool (decision 097); 0 sends them through the pool. */
    DATABASE_PIPELINES: z.coerce.number({ error: PIPELINES_MESSAGE }).int(PIPELINES_MESSAGE).min(0, PIPELINES_MESSAGE).max(8, PIPELINES_MESSAGE).default(1),
    PUBLIC_URL: optionalText.pipe(urlOf(/^https?$/, 'must be an http:// or https:// URL')),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalText.pipe(urlOf(/^smtps?$/, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: z.string().default('Flightdeck <no-reply@flightdeck.local>'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    // Defaults for settings staff can change at run time (src/server/settings/site-settings.ts).
    SUPPORT_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
    COMPANY_NAME: optionalText,
    COMPANY_ADDRESS: optionalText,
    COMMUNITY_URL: optionalText.pipe(urlOf(/^https?$/, 'must be an http:// or https:// URL')),
    LLM_BASE_URL: optionalText.pipe(urlOf(/^https?$/, 'must be an http:// or https:// URL')),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    /** The name generator's DNS resolvers, comma-separated ("1.1.1.1, 9.9.9.9:53"); the system's when unset. */
    DNS_SERVERS: optionalText.pipe(
      z
        .string()
        .transform((value) => value.split(',').map((server) => server.trim()).filter(Boolean))
        .refine((servers) => servers.every(isDnsServer), 'must be IP addresses, each with an optional :port, separated by commas')
        .optional(),
    ),
    /** An S3-compatible bucket for uploaded files (profile photos); all five or none. DATA_DIR/uploads when unset. */
    S3_ENDPOINT: optionalText.pipe(urlOf(/^https?$/, 'must be an http:// or https:// URL')),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Where browsers can read the bucket's objects (a CDN or public bucket address); the app serves them when unset. */
    S3_PUBLIC_URL: optionalText.pipe(urlOf(/^https?$/, 'must be an http:// or https:// URL')),
    /** Addresses made super_admin once their account's address is verified, comma-separated (decision 076). */
    ADMIN_EMAILS: optionalText.pipe(
      z
        .string()
        .transform((value) => value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))
        .refine((emails) => emails.every((email) => z.email().safeParse(email).success), 'must be e-mail addresses separated by commas')
        .optional(),
    ),
    SEED_DEMO: booleanFlag,
    TRUST_PROXY: booleanFlag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** How long an instance's claim on an event lasts: events of an instance that stopped mid-way are handled by others after it. */
    EVENT_LEASE_SECONDS: z.coerce
      .number({ error: LEASE_MESSAGE })
      .min(0.1, LEASE_MESSAGE)
      .max(3_600, LEASE_MESSAGE)
      .default(DEFAULT_WORKER_OPTIONS.leaseMs / 1_000),
    /**
     * What answers case-study lists and search (decision 053): `memory`, each instance's browse
     * index once read (SQL until then), or `postgres`, SQL alone with no index held.
     */
    SEARCH_INDEX: z.enum(['memory', 'postgres'], { error: 'must be memory or postgres' }).default('memory'),
    /** A port of its own (on HOST) serving the Prometheus metrics at /metrics, for the scraper alone (decision 077). */
    METRICS_PORT: optionalText.pipe(
      z.coerce.number<string | undefined>({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(0, PORT_MESSAGE).max(65535, PORT_MESSAGE).optional(),
    ),
    /** A bearer token that opens /metrics on the main port (decision 077); without it and METRICS_PORT there is no metrics endpoint. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, METRICS_TOKEN_MESSAGE).optional()),
    /** Server processes sharing the port, one per core at most (decision 039); more than one needs DATABASE_URL. */
    WEB_CONCURRENCY: z.coerce.number({ error: PROCESSES_MESSAGE }).int(PROCESSES_MESSAGE).min(1, PROCESSES_MESSAGE).max(64, PROCESSES_MESSAGE).default(1),
  })
  .superRefine((env, ctx) => {
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'above 1 needs DATABASE_URL: the embedded database belongs to one process',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT (metrics on the main port are served at /metrics with METRICS_TOKEN)' });
    }
    const s3Given = S3_VARIABLES.filter((name) => env[name] !== undefined);
    if (s3Given.length > 0) {
      for (const name of S3_VARIABLES.filter((n) => env[n] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${s3Given[0]} is set (S3 storage needs all of ${S3_VARIABLES.join(', ')})` });
      }
    } else if (env.S3_PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['S3_PUBLIC_URL'], message: `is only used with S3 storage: set ${S3_VARIABLES.join(', ')} too` });
    }
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when DATABASE_URL is set',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** The S3 storage the environment configures, or undefined for the local disk. */
export function s3ConfigOf(env: Env): S3StorageConfig | undefined {
  if (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_REGION || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    ...(env.S3_PUBLIC_URL && { publicUrl: env.S3_PUBLIC_URL }),
  };
}

/** Whether a metrics endpoint is served at all: never unless the operator set its port or token. */
export const metricsEnabled = (env: Env): boolean => env.METRICS_PORT !== undefined || env.METRICS_TOKEN !== undefined;

export class InvalidEnvironmentError extends Error {}

/** Parses the process environment once; a bad value names the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  throw new InvalidEnvironmentError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
