import { and, eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/accounts.ts';
import type { StoredEvent } from '../jobs/queue.ts';
import type { EventHandler } from '../jobs/worker.ts';
import type { Logger } from '../lib/logger.ts';
import { redacted, sealer } from './sealing.ts';

/** Waits before the 2nd, 3rd, ... attempt (an SMTP server down for hours still gets the message); the worker gives up after its last attempt. */
export const MAIL_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 6 * 3_600_000];
/**
 * An SMTP conversation ends well within the worker's lease (60 s by default), so no other
 * instance takes the event over and sends the message a second time while this one still talks.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export type MailHandlerOptions = {
  logger: Logger;
  from: string;
  /** Without it the outbox table is the delivery (development, tests). */
  smtpUrl?: string;
  /** The auth secret, which opens the messages sealed while they wait. */
  secret?: string;
  retryDelaysMs?: readonly number[];
};

const payloadSchema = z.object({ outboxId: z.uuid() });
const isPending = (id: string) => and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending'));
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends the outbox message of a `mail.send` event (queued by mail/mailer.ts) through SMTP, or
 * keeps it in the outbox without SMTP; the event worker's claim, lease and retries are its
 * queue. The conversation runs outside any transaction, and only a message still 'pending' is
 * sent, so a repeated event sends nothing twice once the message is marked. A sent or given-up
 * message keeps no link.
 */
export function createMailHandler(options: MailHandlerOptions): EventHandler {
  const { logger } = options;
  // nodemailer is loaded with the first message sent, not at start (decision 069).
  const { smtpUrl } = options;
  let transport: Promise<Transporter> | null = null;
  const smtpTransport = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ url, ...SMTP_TIMEOUTS })));
  const retryDelays = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  const { openMessage } = sealer(options.secret);

  async function pendingMessage(db: Database, event: StoredEvent) {
    const { outboxId } = payloadSchema.parse(event.payload);
    // Gone when it was sent already, or erased with its recipient's account.
    const [row] = await db.select().from(emailOutbox).where(isPending(outboxId));
    if (!row) return null;
    try {
      return { row, message: openMessage(row) };
    } catch (error) {
      logger.error({ err: error, mail: { id: row.id, to: row.recipient } }, 'a waiting e-mail cannot be decrypted and was given up');
      await db
        .update(emailOutbox)
        .set({ status: 'failed', lastError: 'cannot be decrypted with the current auth secret', textBody: '', htmlBody: '', links: [] })
        .where(isPending(row.id));
      return null;
    }
  }

  return {
    name: 'mail',
    types: ['mail.send'],
    outsideTransaction: true,
    retryDelayMs: (attempts) => retryDelays[Math.min(attempts, retryDelays.length) - 1] ?? 0,
    async handle(db, event) {
      const pending = await pendingMessage(db, event);
      if (!pending) return;
      const { row, message } = pending;
      if (!smtpUrl) {
        logger.info({ mail: { to: row.recipient, subject: row.subject, links: message.links } }, 'e-mail kept in the local outbox (SMTP_URL is not set)');
        await db
          .update(emailOutbox)
          .set({ status: 'outbox', deliveredVia: 'outbox', ...message })
          .where(isPending(row.id));
        return;
      }
      try {
        await (await smtpTransport(smtpUrl)).sendMail({ from: options.from, to: row.recipient, subject: row.subject, text: message.textBody, html: message.htmlBody });
      } catch (error) {
        await db.update(emailOutbox).set({ attempts: event.attempts, lastError: errorMessage(error) }).where(isPending(row.id));
        throw error;
      }
      await db
        .update(emailOutbox)
        .set({ status: 'sent', deliveredVia: 'smtp', attempts: event.attempts, sentAt: sql`now()`, lastError: null, ...redacted(message) })
        .where(isPending(row.id));
    },
    async onGiveUp(db, event, lastError) {
      const pending = await pendingMessage(db, event);
      if (!pending) return;
      const { row, message } = pending;
      logger.error({ mail: { id: row.id, to: row.recipient, subject: row.subject, attempts: event.attempts }, lastError }, 'an e-mail could not be sent and was given up');
      await db
        .update(emailOutbox)
        .set({ status: 'failed', attempts: event.attempts, lastError: row.lastError ?? lastError, ...redacted(message) })
        .where(isPending(row.id));
    },
  };
}
