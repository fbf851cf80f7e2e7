import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/accounts.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';
import { REDACTED_LINK, createMailer, type MailMessage } from './mailer.ts';
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

describe('createMailer', () => {
  it('without SMTP, keeps the message with its links in the outbox', async () => {
    const message: MailMessage = verificationEmail('outbox@example.com', 'Ada <Admin>', 'http://localhost:3000/api/auth/verify-email?token=t&callbackURL=%2F');
    await createMailer({ db: handle.db, logger, from: FROM }).send(message);
    const [row] = await recorded('outbox@example.com');
    expect(row).toMatchObject({ subject: message.subject, deliveredVia: 'outbox', status: 'outbox', links: message.links, textBody: message.text });
    // Names are escaped in the HTML body.
    expect(row?.htmlBody).toContain('Ada &#60;Admin&#62;');
    expect(row?.htmlBody).not.toContain('<Admin>');
  });

  it('retries a send SMTP refused, and keeps no usable link once it is sent', async () => {
    const link = 'http://localhost:3000/reset-password/secret-token-1?callbackURL=%2Freset-password';
    const mailer = createMailer({ db: handle.db, logger, from: FROM, smtpUrl, secret: SECRET, retryDelaysMs: [0, 0] });
    peer.failNext(1);
    await mailer.send(passwordResetEmail('retry@example.com', 'Ada', link));
    const [pending] = await recorded('retry@example.com');
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('try again later') });
    expect(peer.received.filter((raw) => raw.includes('secret-token-1'))).toHaveLength(0);
    // While it waits, the stored message is encrypted: no token in clear.
    expect(JSON.stringify(pending)).not.toContain('secret-token-1');

    expect(await mailer.deliverDue()).toBe(1);
    expect(peer.received.filter((raw) => raw.includes('secret-token-1'))).toHaveLength(1);
    const [sent] = await recorded('retry@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, links: [] });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    for (const body of [sent!.textBody, sent!.htmlBody]) {
      expect(body).not.toContain('secret-token-1');
      expect(body).toContain(REDACTED_LINK);
    }
    // Nothing is left to send.
    expect(await mailer.deliverDue()).toBe(0);
  });

  it('marks a message failed after the last attempt, without its link', async () => {
    const mailer = createMailer({ db: handle.db, logger, from: FROM, smtpUrl, retryDelaysMs: [0] });
    peer.failNext(2);
    await mailer.send(verificationEmail('gives-up@example.com', 'Ada', 'http://localhost:3000/api/auth/verify-email?token=secret-token-2'));
    await mailer.deliverDue();
    const [row] = await recorded('gives-up@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 2, links: [] });
    expect(row?.textBody).not.toContain('secret-token-2');
    expect(await mailer.deliverDue()).toBe(0);
  });

  it('gives up a waiting message sealed under another auth secret', async () => {
    const before = createMailer({ db: handle.db, logger, from: FROM, smtpUrl: 'smtp://127.0.0.1:1', secret: SECRET, retryDelaysMs: [0] });
    await before.send(verificationEmail('rotated@example.com', 'Ada', 'http://localhost:3000/x?token=rotatedtoken'));
    const after = createMailer({ db: handle.db, logger, from: FROM, smtpUrl, secret: `${SECRET}-rotated`, retryDelaysMs: [0] });
    await after.deliverDue();
    expect((await recorded('rotated@example.com'))[0]).toMatchObject({ status: 'failed', links: [] });
    expect(peer.received.some((raw) => raw.includes('rotatedtoken'))).toBe(false);
  });

  it('waits for the backoff before trying again', async () => {
    const mailer = createMailer({ db: handle.db, logger, from: FROM, smtpUrl, retryDelaysMs: [60_000] });
    peer.failNext(1);
    await mailer.send(verificationEmail('later@example.com', 'Ada', 'http://localhost:3000/x'));
    expect(await mailer.deliverDue()).toBe(0);
    expect((await recorded('later@example.com'))[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('sends each pending message once when several instances retry at the same time', async () => {
    // Port 1 on the loopback: nothing listens, so every first attempt fails at once.
    const down = createMailer({ db: handle.db, logger, from: FROM, smtpUrl: 'smtp://127.0.0.1:1', secret: SECRET, retryDelaysMs: [0] });
    const recipients = Array.from({ length: 6 }, (_, index) => `instances-${index}@example.com`);
    for (const [index, to] of recipients.entries()) await down.send(verificationEmail(to, 'Ada', `http://localhost:3000/x?token=instancetoken${index}`));
    const before = peer.received.length;
    const instances = [1, 2, 3].map(() => createMailer({ db: handle.db, logger, from: FROM, smtpUrl, secret: SECRET, retryDelaysMs: [0] }));
    const tried = await Promise.all(instances.map((mailer) => mailer.deliverDue()));
    expect(tried.reduce((a, b) => a + b, 0)).toBe(recipients.length);
    expect(peer.received.length - before).toBe(recipients.length);
    // Each instance opened what another sealed: every message went out with its own link.
    for (const index of recipients.keys()) expect(peer.received.filter((raw) => raw.includes(`instancetoken${index}`))).toHaveLength(1);
    for (const to of recipients) expect((await recorded(to))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
