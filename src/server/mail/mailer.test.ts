import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/accounts.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';
import { createMailer, type MailMessage } from './mailer.ts';
import { verificationEmail } from './templates.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const logger = createLogger('silent');

async function recorded(to: string) {
  return handle.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to));
}

describe('createMailer', () => {
  it('without SMTP, keeps the message with its links in the outbox', async () => {
    const message: MailMessage = verificationEmail('outbox@example.com', 'Ada <Admin>', 'http://localhost:3000/api/auth/verify-email?token=t&callbackURL=%2F');
    await createMailer({ db: handle.db, logger, from: 'Flightdeck <test@flightdeck.local>' }).send(message);
    const [row] = await recorded('outbox@example.com');
    expect(row).toMatchObject({ subject: message.subject, deliveredVia: 'outbox', links: message.links, textBody: message.text });
    // Names are escaped in the HTML body.
    expect(row?.htmlBody).toContain('Ada &#60;Admin&#62;');
    expect(row?.htmlBody).not.toContain('<Admin>');
  });

  it('when SMTP refuses, still keeps the message and reports the failure', async () => {
    // Port 1 on the loopback: nothing listens, the connection is refused at once.
    const mailer = createMailer({ db: handle.db, logger, from: 'Flightdeck <test@flightdeck.local>', smtpUrl: 'smtp://127.0.0.1:1' });
    const message = verificationEmail('smtp-down@example.com', 'Ada', 'http://localhost:3000/x');
    await expect(mailer.send(message)).rejects.toThrow();
    const [row] = await recorded('smtp-down@example.com');
    expect(row).toMatchObject({ subject: message.subject, deliveredVia: 'outbox' });
  });
});
