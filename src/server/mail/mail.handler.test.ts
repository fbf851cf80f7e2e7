import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/accounts.ts';
import { events } from '#server/db/schema/events.ts';
import { createEventWorker, type WorkerOptions } from '#server/jobs/worker.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';
import { createMailHandler, type MailHandlerOptions } from './mail.handler.ts';
import { createMailer, type MailMessage } from './mailer.ts';
import { REDACTED_LINK } from './sealing.ts';
import { passwordResetEmail, verificationEmail } from './templates.ts';

const FROM = 'Flightdeck <test@flightdeck.local>';
const SECRET = 'test-secret-that-is-long-enough-for-better-auth-0123456789';
const logger = createLogger('silent');

/** A local SMTP peer that refuses the next `failures` messages (451, try again later), then accepts. */
function smtpPeer() {
  const received: string[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  return {
    received,
    failNext: (count: number) => {
      failures = count;
    },
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let handle: DatabaseHandle;
const peer = smtpPeer();
let smtpUrl: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  smtpUrl = await peer.listen();
});
afterAll(async () => {
  await peer.close();
  await handle.close();
});

async function recorded(to: string) {
  return handle.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to));
}

/** Queues as a server with SMTP does: sealed with the auth secret. */
const queue = (message: MailMessage, secret = SECRET) => createMailer({ db: handle.db, sealWith: secret }).queue(message);

/** An instance's event worker with the mail handler alone. */
function worker(mail: Partial<MailHandlerOptions> = {}, options: Partial<WorkerOptions> = {}) {
  return createEventWorker({ db: handle.db, handlers: [createMailHandler({ logger, from: FROM, smtpUrl, secret: SECRET, ...mail })], logger, options });
}

const sentTo = (token: string) => peer.received.filter((raw) => raw.includes(token)).length;

describe('e-mail through the event worker', () => {
  it('without SMTP, keeps the message with its links in the outbox', async () => {
    const message: MailMessage = verificationEmail('outbox@example.com', 'Ada <Admin>', 'http://localhost:3000/api/auth/verify-email?token=t&callbackURL=%2F');
    await createMailer({ db: handle.db }).queue(message);
    await worker({ smtpUrl: undefined, secret: undefined }).drain();
    const [row] = await recorded('outbox@example.com');
    expect(row).toMatchObject({ subject: message.subject, deliveredVia: 'outbox', status: 'outbox', links: message.links, textBody: message.text });
    // Names are escaped in the HTML body.
    expect(row?.htmlBody).toContain('Ada &#60;Admin&#62;');
    expect(row?.htmlBody).not.toContain('<Admin>');
  });

  it('retries a send SMTP refused after the mail back-off, and keeps no usable link once it is sent', async () => {
    const link = 'http://localhost:3000/reset-password/secret-token-1?callbackURL=%2Freset-password';
    const instance = worker();
    peer.failNext(1);
    await queue(passwordResetEmail('retry@example.com', 'Ada', link));
    await instance.drain();
    const [pending] = await recorded('retry@example.com');
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('try again later') });
    expect(sentTo('secret-token-1')).toBe(0);
    // While it waits, the stored message is encrypted, and its event holds only the row's id.
    expect(JSON.stringify(pending)).not.toContain('secret-token-1');
    const [event] = await handle.db
      .select({ payload: events.payload, state: events.state, waitMs: sql<number>`extract(epoch from ${events.runAfter} - now()) * 1000`.mapWith(Number) })
      .from(events)
      .where(sql`${events.payload}->>'outboxId' = ${pending!.id}`);
    expect(event).toMatchObject({ payload: { outboxId: pending!.id }, state: 'pending' });
    // The second attempt waits 30 seconds, as SMTP outages take, not the worker's one second.
    expect(event!.waitMs).toBeGreaterThan(25_000);
    expect(event!.waitMs).toBeLessThan(35_000);
    await instance.drain();
    expect(sentTo('secret-token-1')).toBe(0);

    await handle.db.update(events).set({ runAfter: sql`now()` }).where(sql`${events.payload}->>'outboxId' = ${pending!.id}`);
    await instance.drain();
    expect(sentTo('secret-token-1')).toBe(1);
    const [sent] = await recorded('retry@example.com');
    expect(sent).toMatchObject({ status: 'sent', deliveredVia: 'smtp', attempts: 2, lastError: null, links: [] });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    for (const body of [sent!.textBody, sent!.htmlBody]) {
      expect(body).not.toContain('secret-token-1');
      expect(body).toContain(REDACTED_LINK);
    }
    // Handled again (a repeated event), it sends nothing.
    await handle.db.update(events).set({ state: 'pending', runAfter: sql`now()` }).where(sql`${events.payload}->>'outboxId' = ${pending!.id}`);
    await instance.drain();
    expect(sentTo('secret-token-1')).toBe(1);
  });

  it('marks a message failed after the last attempt, without its link', async () => {
    peer.failNext(2);
    await queue(verificationEmail('gives-up@example.com', 'Ada', 'http://localhost:3000/api/auth/verify-email?token=secret-token-2'));
    await worker({ retryDelaysMs: [0] }, { maxAttempts: 2 }).drain();
    const [row] = await recorded('gives-up@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 2, links: [], lastError: expect.stringContaining('try again later') });
    expect(row?.textBody).not.toContain('secret-token-2');
    expect(row?.textBody).toContain(REDACTED_LINK);
    expect(sentTo('secret-token-2')).toBe(0);
  });

  it('gives up a waiting message sealed under another auth secret', async () => {
    await queue(verificationEmail('rotated@example.com', 'Ada', 'http://localhost:3000/x?token=rotatedtoken'));
    await worker({ secret: `${SECRET}-rotated` }).drain();
    expect((await recorded('rotated@example.com'))[0]).toMatchObject({ status: 'failed', links: [], textBody: '' });
    expect(sentTo('rotatedtoken')).toBe(0);
  });

  it('sends each message once when several instances work at the same time', async () => {
    const recipients = Array.from({ length: 6 }, (_, index) => `instances-${index}@example.com`);
    for (const [index, to] of recipients.entries()) await queue(verificationEmail(to, 'Ada', `http://localhost:3000/x?token=instancetoken${index}`));
    await Promise.all([1, 2, 3].map(() => worker().drain()));
    // Each instance opened what another sealed: every message went out with its own link, once.
    for (const index of recipients.keys()) expect(sentTo(`instancetoken${index}`)).toBe(1);
    for (const to of recipients) expect((await recorded(to))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends nothing for a message queued in a transaction that rolled back', async () => {
    const mailer = createMailer({ db: handle.db, sealWith: SECRET });
    await expect(
      handle.db.transaction(async (tx) => {
        await mailer.queue(verificationEmail('rolled-back@example.com', 'Ada', 'http://localhost:3000/x?token=rolledbacktoken'), tx);
        throw new Error('the change it reports failed');
      }),
    ).rejects.toThrow('the change it reports failed');
    await worker().drain();
    expect(await recorded('rolled-back@example.com')).toEqual([]);
    expect(sentTo('rolledbacktoken')).toBe(0);
  });
});
