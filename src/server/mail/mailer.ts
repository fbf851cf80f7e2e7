import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/accounts.ts';
import { queueEvent } from '../jobs/queue.ts';
import { sealer, type StoredMessage } from './sealing.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries (verification, reset, ...). */
  links: string[];
};

/** An e-mail queued in the outbox is to be sent; the row holds the message. */
export type MailSendEvent = { type: 'mail.send'; actorId?: null; payload: { outboxId: string } };

type Transaction = Pick<Database, 'insert' | 'execute' | '_'>;

export type Mailer = {
  /**
   * Queues the message for the event worker, in the caller's transaction when given (so it goes
   * out exactly when the change it reports commits), else in one of its own.
   */
  queue(message: MailMessage, tx?: Transaction): Promise<void>;
};

/**
 * Records the message in the outbox as 'pending' with a `mail.send` event in the caller's
 * transaction; the event worker's mail handler (mail.handler.ts) sends it, retries it and marks
 * it. `seal` encrypts what waits: a message for SMTP whose links sign someone in or reset a
 * password. Messages queued without it carry no secret link (receipts, notices).
 */
export async function queueMail(tx: Transaction, message: MailMessage, seal: (stored: StoredMessage) => StoredMessage = (stored) => stored): Promise<void> {
  const stored = seal({ textBody: message.text, htmlBody: message.html, links: message.links });
  const [row] = await tx
    .insert(emailOutbox)
    .values({ recipient: message.to, subject: message.subject, ...stored, deliveredVia: 'smtp', status: 'pending' })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('e-mail not recorded');
  const event: MailSendEvent = { type: 'mail.send', payload: { outboxId: row.id } };
  await queueEvent(tx, event);
}

/**
 * Queues e-mails for the event worker. With `sealWith` (the auth secret, given when SMTP is
 * set) a waiting message is stored encrypted, so a copy of the table holds no usable link;
 * without SMTP the outbox is the delivery and keeps its links readable.
 */
export function createMailer(options: { db: Database; sealWith?: string }): Mailer {
  const { sealMessage } = sealer(options.sealWith);
  return {
    queue: (message, tx) => (tx ? queueMail(tx, message, sealMessage) : options.db.transaction((own) => queueMail(own, message, sealMessage))),
  };
}
