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

export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Sends over SMTP when `smtpUrl` is set. Every message is also recorded in the outbox
 * table; without SMTP the outbox is where it goes, and the server log shows its links.
 * A message SMTP refused is still recorded (as outbox), so it is not lost, and the
 * failure is logged and thrown.
 */
export function createMailer(options: { db: Database; logger: Logger; from: string; smtpUrl?: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      let failure: unknown;
      if (transport) {
        try {
          await transport.sendMail({
            from: options.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
          });
        } catch (error) {
          failure = error;
          options.logger.error({ err: error, mail: { to: message.to, subject: message.subject } }, 'SMTP refused an e-mail; it is kept in the outbox');
        }
      } else {
        options.logger.info(
          { mail: { to: message.to, subject: message.subject, links: message.links } },
          'e-mail kept in the local outbox (SMTP_URL is not set)',
        );
      }
      await options.db.insert(emailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        links: message.links,
        deliveredVia: transport && failure === undefined ? 'smtp' : 'outbox',
      });
      if (failure !== undefined) throw failure;
    },
  };
}
