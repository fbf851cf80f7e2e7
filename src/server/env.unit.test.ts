import { describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, metricsEnabled, parseEnv, s3ConfigOf } from './env.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

/** The error parseEnv throws for this environment (fails the test if it throws none). */
function problemWith(source: Record<string, string | undefined>): InvalidEnvironmentError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidEnvironmentError);
    return error as InvalidEnvironmentError;
  }
  throw new Error('parseEnv accepted an invalid environment');
}

describe('parseEnv', () => {
  it('has working defaults for an empty environment (embedded database)', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      MAIL_FROM: 'Flightdeck <no-reply@flightdeck.local>',
      LOG_LEVEL: 'info',
    });
    for (const unset of ['DATABASE_URL', 'AUTH_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'GOOGLE_CLIENT_ID', 'SEED_DEMO', 'TRUST_PROXY'] as const) {
      expect(env[unset], unset).toBeUndefined();
    }
  });

  it('reads the values it is given', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db.internal:5432/flightdeck',
      AUTH_SECRET: SECRET,
      PUBLIC_URL: 'https://flightdeck.example',
      SMTP_URL: 'smtps://user:pass@smtp.example:465',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'yes',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://app@db.internal:5432/flightdeck',
      AUTH_SECRET: SECRET,
      PUBLIC_URL: 'https://flightdeck.example',
      SEED_DEMO: false,
      TRUST_PROXY: true,
    });
  });

  it('treats an empty value as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', AUTH_SECRET: '  ', GOOGLE_CLIENT_ID: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it.each([['abc'], ['-1'], ['70000'], ['80.5']])('refuses PORT=%s, naming PORT', (port) => {
    expect(problemWith({ PORT: port }).message).toMatch(/^\s*PORT: must be a whole number from 0 to 65535$/m);
  });

  it.each([['mysql://app@db/flightdeck'], ['not a url'], ['http://db.example/flightdeck']])(
    'refuses a DATABASE_URL that is not PostgreSQL (%s), naming DATABASE_URL',
    (url) => {
      expect(problemWith({ DATABASE_URL: url, AUTH_SECRET: SECRET }).message).toMatch(
        /^\s*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL$/m,
      );
    },
  );

  it('accepts both postgres:// and postgresql://', () => {
    expect(parseEnv({ DATABASE_URL: 'postgresql://app@db/flightdeck', AUTH_SECRET: SECRET }).DATABASE_URL).toBe('postgresql://app@db/flightdeck');
  });

  it('reads how long a claim on an event lasts, 60 s unless set, and names a bad value', () => {
    expect(parseEnv({}).EVENT_LEASE_SECONDS).toBe(60);
    expect(parseEnv({ EVENT_LEASE_SECONDS: '1.5' }).EVENT_LEASE_SECONDS).toBe(1.5);
    for (const bad of ['0', 'soon', '7200']) {
      expect(problemWith({ EVENT_LEASE_SECONDS: bad }).message).toMatch(/^\s*EVENT_LEASE_SECONDS: must be a number of seconds from 0.1 to 3600$/m);
    }
  });

  it('reads how many server processes share the port, one unless set, more only with DATABASE_URL', () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://app@db.internal/flightdeck', AUTH_SECRET: SECRET }).WEB_CONCURRENCY).toBe(2);
    for (const bad of ['0', 'two', '1.5', '65']) {
      expect(problemWith({ WEB_CONCURRENCY: bad }).message).toMatch(/^\s*WEB_CONCURRENCY: must be a whole number of processes from 1 to 64$/m);
    }
    expect(problemWith({ WEB_CONCURRENCY: '2' }).message).toMatch(/^\s*WEB_CONCURRENCY: above 1 needs DATABASE_URL: the embedded database belongs to one process$/m);
  });

  it('has no metrics unless METRICS_PORT or METRICS_TOKEN is set, and names a bad one', () => {
    expect(metricsEnabled(parseEnv({}))).toBe(false);
    expect(metricsEnabled(parseEnv({ METRICS_PORT: '', METRICS_TOKEN: ' ' }))).toBe(false);
    expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(metricsEnabled(parseEnv({ METRICS_PORT: '9464' }))).toBe(true);
    expect(metricsEnabled(parseEnv({ METRICS_TOKEN: 'a-token-of-sixteen-or-more' }))).toBe(true);
    expect(problemWith({ METRICS_PORT: 'ninety' }).message).toMatch(/^\s*METRICS_PORT: must be a whole number from 0 to 65535$/m);
    expect(problemWith({ METRICS_PORT: '3000' }).message).toMatch(/^\s*METRICS_PORT: must differ from PORT/m);
    expect(problemWith({ METRICS_TOKEN: 'short' }).message).toMatch(/^\s*METRICS_TOKEN: must be at least 16 characters$/m);
  });

  it('reads how many connections each process opens to PostgreSQL, ten unless set', () => {
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(parseEnv({ DATABASE_POOL_SIZE: '3' }).DATABASE_POOL_SIZE).toBe(3);
    for (const bad of ['1', 'many', '2.5', '101']) {
      expect(problemWith({ DATABASE_POOL_SIZE: bad }).message).toMatch(/^\s*DATABASE_POOL_SIZE: must be a whole number of connections from 2 to 100$/m);
    }
  });

  it('reads what answers lists and search, the browse index unless set', () => {
    expect(parseEnv({}).SEARCH_INDEX).toBe('memory');
    expect(parseEnv({ SEARCH_INDEX: 'postgres' }).SEARCH_INDEX).toBe('postgres');
    expect(problemWith({ SEARCH_INDEX: 'sql' }).message).toMatch(/^\s*SEARCH_INDEX: must be memory or postgres$/m);
  });

  it('refuses an AUTH_SECRET shorter than 32 characters, naming AUTH_SECRET', () => {
    const { message } = problemWith({ AUTH_SECRET: 'too-short' });
    expect(message).toMatch(/^\s*AUTH_SECRET: must be at least 32 characters$/m);
  });

  it('reads DNS_SERVERS as a list of addresses with optional ports, and names a bad one', () => {
    expect(parseEnv({ DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,[::1]:53' }).DNS_SERVERS).toEqual(['1.1.1.1', '127.0.0.1:5353', '[::1]:53']);
    expect(parseEnv({ DNS_SERVERS: '' }).DNS_SERVERS).toBeUndefined();
    expect(problemWith({ DNS_SERVERS: 'dns.example, 1.1.1.1' }).message).toMatch(/^\s*DNS_SERVERS: must be IP addresses/m);
    expect(problemWith({ DNS_SERVERS: '1.1.1.1:99999' }).message).toMatch(/DNS_SERVERS/);
  });

  it('reads ADMIN_EMAILS as a list of lower-cased addresses, and names a bad one', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' Owner@Example.com, ops@example.org,' }).ADMIN_EMAILS).toEqual(['owner@example.com', 'ops@example.org']);
    expect(parseEnv({ ADMIN_EMAILS: '' }).ADMIN_EMAILS).toBeUndefined();
    expect(problemWith({ ADMIN_EMAILS: 'owner@example.com; ops' }).message).toMatch(/^\s*ADMIN_EMAILS: must be e-mail addresses separated by commas/m);
  });

  it('takes the S3 storage settings all together or not at all, naming each missing one', () => {
    const s3 = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'photos', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(s3ConfigOf(parseEnv({}))).toBeUndefined();
    expect(s3ConfigOf(parseEnv(s3))).toEqual({ endpoint: 'http://127.0.0.1:9000', bucket: 'photos', region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret' });
    expect(s3ConfigOf(parseEnv({ ...s3, S3_PUBLIC_URL: 'https://cdn.example' }))?.publicUrl).toBe('https://cdn.example');
    const { message } = problemWith({ S3_BUCKET: 'photos', S3_REGION: 'us-east-1' });
    expect(message).toMatch(/^\s*S3_ENDPOINT: is required when S3_BUCKET is set/m);
    expect(message).toMatch(/^\s*S3_ACCESS_KEY_ID: is required/m);
    expect(message).toMatch(/^\s*S3_SECRET_ACCESS_KEY: is required/m);
    expect(message).not.toMatch(/S3_REGION: /);
    expect(problemWith({ ...s3, S3_ENDPOINT: 'ftp://files' }).message).toMatch(/^\s*S3_ENDPOINT: must be an http/m);
    expect(problemWith({ S3_PUBLIC_URL: 'https://cdn.example' }).message).toMatch(/^\s*S3_PUBLIC_URL: is only used with S3 storage/m);
  });

  it('requires AUTH_SECRET with DATABASE_URL', () => {
    const { message } = problemWith({ DATABASE_URL: 'postgres://app@db/flightdeck' });
    expect(message).toMatch(/^\s*AUTH_SECRET: is required when DATABASE_URL is set$/m);
  });

  it('names every bad variable at once, and never prints a secret', () => {
    const { message } = problemWith({ PORT: 'abc', AUTH_SECRET: 'short-secret-value', LOG_LEVEL: 'loud' });
    expect(message).toMatch(/^\s*PORT: /m);
    expect(message).toMatch(/^\s*AUTH_SECRET: /m);
    expect(message).toMatch(/^\s*LOG_LEVEL: /m);
    expect(message).not.toContain('short-secret-value');
  });

  it.each([['PUBLIC_URL', 'ftp://flightdeck.example'], ['SMTP_URL', 'http://smtp.example'], ['SEED_DEMO', 'maybe'], ['NODE_ENV', 'staging']])(
    'refuses %s=%s, naming it',
    (name, value) => {
      expect(problemWith({ [name]: value }).message).toMatch(new RegExp(`^\\s*${name}: `, 'm'));
    },
  );
});
