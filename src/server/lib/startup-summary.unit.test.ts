import { describe, expect, it } from 'vitest';
import { describeDatabase, describeMail, formatStartupSummary } from './startup-summary.ts';

describe('the start-up summary', () => {
  it('names the database without the password of its connection string', () => {
    expect(describeDatabase({ databaseUrl: 'postgres://app:s3cret@db.internal:5432/flightdeck' })).toBe('PostgreSQL at db.internal:5432/flightdeck');
    expect(describeDatabase({ pgliteDir: '/srv/flightdeck/data/pglite' })).toBe('embedded PostgreSQL (PGlite) in /srv/flightdeck/data/pglite');
  });

  it('says where e-mails go: the SMTP host, or the outbox (readable over HTTP in development)', () => {
    expect(describeMail({ smtpUrl: 'smtp://user:pass@mail.example:587', development: false, url: 'http://localhost:3000' })).toBe(
      'sent through the SMTP server at mail.example:587',
    );
    expect(describeMail({ development: true, url: 'http://localhost:3000' })).toContain('http://localhost:3000/api/dev/outbox');
    expect(describeMail({ development: false, url: 'http://localhost:3000' })).toContain('outbox table and this log');
  });

  it('is one block with the address to open, the 127.0.0.1 address, and the demo accounts only when they exist', () => {
    const base = { url: 'http://localhost:3000', loopbackUrl: 'http://127.0.0.1:3000', localUrl: 'http://localhost:3000', database: 'embedded', mail: 'outbox' };
    const withDemo = formatStartupSummary({ ...base, demoAccounts: { emails: ['explorer@demo.flightdeck.test'], password: 'flightdeck-demo' } });
    expect(withDemo).toContain('http://localhost:3000  (or http://127.0.0.1:3000)');
    expect(withDemo).toContain('explorer@demo.flightdeck.test');
    expect(withDemo).toContain('flightdeck-demo');

    const withoutDemo = formatStartupSummary(base);
    expect(withoutDemo).not.toContain('Demo accounts');
    expect(withoutDemo).not.toContain('flightdeck-demo');
    expect(withoutDemo).not.toContain('Processes');
  });

  it('says how many server processes share the port when there are several', () => {
    const summary = formatStartupSummary({ url: 'http://localhost:3000', localUrl: 'http://localhost:3000', database: 'PostgreSQL', mail: 'outbox', processes: 2 });
    expect(summary).toMatch(/Processes\s+2, sharing the port/);
  });
});
