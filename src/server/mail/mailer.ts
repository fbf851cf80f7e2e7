import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/accounts.ts';
import type { Logger } from '../lib/logger.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries (verification, reset, ...). */
  links: string[];
};

export type Mailer = {
  /** Records the message and, with SMTP, tries to send it at once; a failed send is retried later. */
  send(message: MailMessage): Promise<void>;
  /** Sends the pending messages whose next attempt is due; returns how many were tried. */
  deliverDue(): Promise<number>;
  /** Starts the retry loop (each instance runs one; they never send the same message twice). */
  start(): void;
  /** Stops the retry loop and waits for a round in progress. */
  stop(): Promise<void>;
};

/** Waits before the 2nd, 3rd, ... attempt; after the last one the message is marked failed. */
export const DEFAULT_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 6 * 3_600_000];
const DEFAULT_POLL_INTERVAL_MS = 15_000;
/** How long a sender owns a claimed message: longer than any SMTP conversation takes. */
const CLAIM_LEASE_MS = 120_000;
const MESSAGES_PER_ROUND = 20;
export const REDACTED_LINK = '[link removed after sending]';

type OutboxRow = typeof emailOutbox.$inferSelect;

export type MailerOptions = {
  db: Database;
  logger: Logger;
  from: string;
  smtpUrl?: string;
  /** The auth secret: messages waiting for SMTP are stored encrypted with a key derived from it. */
  secret?: string;
  retryDelaysMs?: number[];
  pollIntervalMs?: number;
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The bodies without their links: what stays stored once a message has left (or never will). */
function redacted(row: Pick<OutboxRow, 'textBody' | 'htmlBody' | 'links'>) {
  let { textBody, htmlBody } = row;
  for (const link of row.links) {
    textBody = textBody.replaceAll(link, REDACTED_LINK);
    htmlBody = htmlBody.replaceAll(escapeHtml(link), REDACTED_LINK).replaceAll(link, REDACTED_LINK);
  }
  return { textBody, htmlBody, links: [] as string[] };
}

const SEALED_PREFIX = 'sealed:v1:';

/** AES-256-GCM with a key derived from the auth secret, for the bodies and links of waiting messages. */
function sealer(secret: string | undefined) {
  const key = secret ? createHash('sha256').update(`flightdeck email outbox\0${secret}`).digest() : null;
  return {
    seal(value: string): string {
      if (!key) return value;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64');
    },
    open(value: string): string {
      if (!key || !value.startsWith(SEALED_PREFIX)) return value;
      const data = Buffer.from(value.slice(SEALED_PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(12, 28));
      return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

const secondsFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Queues a message in the caller's transaction, so it exists exactly when the change it reports
 * does (a receipt and its charge). It carries no secret link, so it is stored in clear; the
 * sending loop of any instance sends it (or, without SMTP, moves it to the outbox).
 */
export async function enqueueMail(tx: Pick<Database, 'insert'>, message: MailMessage): Promise<void> {
  await tx.insert(emailOutbox).values({
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    links: message.links,
    deliveredVia: 'smtp',
    status: 'pending',
    nextAttemptAt: sql`now()`,
  });
}

/**
 * Sends over SMTP when `smtpUrl` is set; every message is recorded in the outbox table.
 * Without SMTP the outbox is where it goes (links kept, shown in the server log). With SMTP a
 * message is 'pending' until sent: a failed send is retried with growing delays by whichever
 * instance claims it first (FOR UPDATE SKIP LOCKED plus a lease, so no message goes twice and
 * no transaction stays open during SMTP), and after the last attempt it is marked 'failed'.
 * A waiting message is stored encrypted with a key derived from the auth secret, and a sent or
 * failed one keeps no link, so no usable token is ever stored in clear.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, logger } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxAttempts = retryDelays.length + 1;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  const { seal, open } = sealer(options.secret);

  async function attempt(sealedRow: OutboxRow): Promise<void> {
    if (!transport) return;
    let row: OutboxRow;
    try {
      row = { ...sealedRow, textBody: open(sealedRow.textBody), htmlBody: open(sealedRow.htmlBody), links: sealedRow.links.map(open) };
    } catch (error) {
      // Sealed under another auth secret: it can never be sent.
      logger.error({ err: error, mail: { id: sealedRow.id, to: sealedRow.recipient } }, 'a waiting e-mail cannot be decrypted and was given up');
      await db
        .update(emailOutbox)
        .set({ status: 'failed', nextAttemptAt: null, lastError: 'cannot be decrypted with the current auth secret', textBody: '', htmlBody: '', links: [] })
        .where(eq(emailOutbox.id, sealedRow.id));
      return;
    }
    const attempts = row.attempts + 1;
    try {
      await transport.sendMail({ from: options.from, to: row.recipient, subject: row.subject, text: row.textBody, html: row.htmlBody });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', attempts, sentAt: sql`now()`, nextAttemptAt: null, lastError: null, ...redacted(row) })
        .where(eq(emailOutbox.id, row.id));
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const mail = { id: row.id, to: row.recipient, subject: row.subject, attempts };
      if (attempts >= maxAttempts) {
        logger.error({ err: error, mail }, 'an e-mail could not be sent and was given up');
        await db
          .update(emailOutbox)
          .set({ status: 'failed', attempts, nextAttemptAt: null, lastError, ...redacted(row) })
          .where(eq(emailOutbox.id, row.id));
        return;
      }
      const delay = retryDelays[attempts - 1] ?? 0;
      logger.warn({ err: error, mail, retryInMs: delay }, 'SMTP refused an e-mail; it will be retried');
      await db.update(emailOutbox).set({ attempts, nextAttemptAt: secondsFromNow(delay), lastError }).where(eq(emailOutbox.id, row.id));
    }
  }

  /** Claims due messages by moving their next attempt past the lease; other senders skip them. */
  async function claimDue(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(MESSAGES_PER_ROUND)
      .for('update', { skipLocked: true });
    return db.update(emailOutbox).set({ nextAttemptAt: secondsFromNow(CLAIM_LEASE_MS) }).where(inArray(emailOutbox.id, due)).returning();
  }

  async function deliverDue(): Promise<number> {
    if (!transport) {
      // Messages queued in a transaction (enqueueMail) are delivered to the outbox when there is no SMTP.
      const kept = await db
        .update(emailOutbox)
        .set({ status: 'outbox', deliveredVia: 'outbox', nextAttemptAt: null })
        .where(eq(emailOutbox.status, 'pending'))
        .returning({ id: emailOutbox.id });
      return kept.length;
    }
    const rows = await claimDue();
    for (const row of rows) await attempt(row);
    return rows.length;
  }

  return {
    async send(message) {
      if (!transport) {
        logger.info({ mail: { to: message.to, subject: message.subject, links: message.links } }, 'e-mail kept in the local outbox (SMTP_URL is not set)');
        await db.insert(emailOutbox).values({
          recipient: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          links: message.links,
          deliveredVia: 'outbox',
          status: 'outbox',
        });
        return;
      }
      // Claimed by this sender from the start, so the retry loop leaves it alone while it goes out.
      // Stored encrypted until it has left: a copy of the table holds no usable link.
      const [row] = await db
        .insert(emailOutbox)
        .values({
          recipient: message.to,
          subject: message.subject,
          textBody: seal(message.text),
          htmlBody: seal(message.html),
          links: message.links.map(seal),
          deliveredVia: 'smtp',
          status: 'pending',
          nextAttemptAt: secondsFromNow(CLAIM_LEASE_MS),
        })
        .returning();
      if (row) await attempt(row);
    },
    deliverDue,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        round = round.then(deliverDue).catch((error: unknown) => logger.error({ err: error }, 'e-mail retry round failed'));
      }, options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await round;
    },
  };
}
