import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Logger } from './logger.ts';
import { users } from '../db/schema/auth.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.ts';

/** What someone who just ran `npm start` needs to know, in one place. */
export type StartupSummary = {
  /** The address to open. */
  url: string;
  /** The same server under 127.0.0.1, when that address is trusted too (no PUBLIC_URL). */
  loopbackUrl?: string;
  /** The address the server listens on, on this machine. */
  localUrl: string;
  /** Server processes sharing the port, when more than one (WEB_CONCURRENCY). */
  processes?: number;
  database: string;
  mail: string;
  /** Demo accounts present in the database, and their shared password. */
  demoAccounts?: { emails: string[]; password: string };
};

/** Where the database is, without the password of a connection string. */
export function describeDatabase(options: { databaseUrl?: string; pgliteDir?: string }): string {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  }
  return `embedded PostgreSQL (PGlite) in ${options.pgliteDir}`;
}

/** Where e-mails (verification, password reset) go. */
export function describeMail(options: { smtpUrl?: string; development: boolean; url: string }): string {
  if (options.smtpUrl) return `sent through the SMTP server at ${new URL(options.smtpUrl).host}`;
  const where = options.development ? `the outbox, readable at ${options.url}/api/dev/outbox` : 'the outbox table and this log';
  return `not sent (SMTP_URL is not set): kept in ${where}`;
}

/** The demo accounts that exist in this database, whether this start created them or an earlier one. */
export async function findDemoAccounts(db: Database): Promise<StartupSummary['demoAccounts']> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const present = new Set((await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((row) => row.email));
  const found = emails.filter((email) => present.has(email));
  return found.length > 0 ? { emails: found, password: DEMO_PASSWORD } : undefined;
}

/** The block printed at the end of start-up on a terminal. */
export function formatStartupSummary(summary: StartupSummary): string {
  const row = (label: string, value: string) => `  ${label.padEnd(15)}${value}`;
  const lines = [
    '',
    '  Flightdeck is ready',
    '',
    row('Open', summary.loopbackUrl ? `${summary.url}  (or ${summary.loopbackUrl})` : summary.url),
    row('Database', summary.database),
    row('E-mails', summary.mail),
  ];
  if (summary.processes) lines.push(row('Processes', `${summary.processes}, sharing the port`));
  if (summary.demoAccounts) {
    lines.push(row('Demo accounts', `password ${summary.demoAccounts.password} for each of`));
    for (const email of summary.demoAccounts.emails) lines.push(row('', email));
  }
  lines.push('', '  Stop with Ctrl+C.', '');
  return `${lines.join('\n')}\n`;
}

/** A person at a terminal gets one readable block; a log collector gets the same as one JSON entry. */
export function announceReady(logger: Logger, summary: StartupSummary, readableOutput: boolean): void {
  if (readableOutput && logger.isLevelEnabled('info')) process.stdout.write(formatStartupSummary(summary));
  else {
    const { localUrl, ...rest } = summary;
    logger.info({ ...rest, publicUrl: summary.url, url: localUrl }, 'Flightdeck is ready');
  }
}
