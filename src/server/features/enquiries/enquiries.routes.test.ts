import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '#server/db/schema/accounts.ts';
import { enquiries } from '#server/db/schema/privacy.ts';
import { readSiteSettings } from '#server/settings/site-settings.ts';
import { FORM_MESSAGES_PER_ADDRESS } from '#shared/limits.ts';
import { PRIVACY_MESSAGES } from '#shared/schemas/privacy.ts';
import { PUBLISHED_DEMO_STUDIES } from '#tests/helpers/content.ts';
import { fastMember } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile({ demoContent: true });
let SUPPORT_EMAIL: string;

beforeAll(async () => {
  SUPPORT_EMAIL = (await readSiteSettings(testApp.db)).supportEmail;
});

const contact = { kind: 'contact', name: 'Ada Founder', email: 'ada@example.com', subject: 'Partnership', message: 'Hello there' };

async function expectError(response: Response, status: number, message: string) {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.error.message).toBe(message);
}

describe('POST /api/enquiries', () => {
  it('checks every field with a clear message', async () => {
    const client = createClient(testApp);
    await expectError(await client.post('/api/enquiries', { ...contact, name: ' ' }), 400, PRIVACY_MESSAGES.nameRequired);
    await expectError(await client.post('/api/enquiries', { ...contact, email: 'nope' }), 400, PRIVACY_MESSAGES.emailInvalid);
    await expectError(await client.post('/api/enquiries', { ...contact, message: '' }), 400, PRIVACY_MESSAGES.messageRequired);
    await expectError(await client.post('/api/enquiries', { ...contact, message: 'x'.repeat(5_001) }), 400, PRIVACY_MESSAGES.messageTooLong);
    await expectError(await client.post('/api/enquiries', { ...contact, kind: 'advertising', package: 'billboard' }), 400, PRIVACY_MESSAGES.packageInvalid);
  });

  it('refuses a message whose hidden field was filled in, storing nothing', async () => {
    const client = createClient(testApp);
    await expectError(await client.post('/api/enquiries', { ...contact, email: 'bot@example.com', website: 'http://spam.example' }), 400, PRIVACY_MESSAGES.spam);
    expect(await testApp.db.select().from(enquiries).where(eq(enquiries.email, 'bot@example.com'))).toHaveLength(0);
  });

  it('stores a contact message and e-mails it to the support address', async () => {
    const response = await createClient(testApp).post('/api/enquiries', contact);
    expect(response.status).toBe(201);
    const [row] = await testApp.db.select().from(enquiries).where(eq(enquiries.email, contact.email));
    expect(row).toMatchObject({ kind: 'contact', name: 'Ada Founder', subject: 'Partnership', status: 'open', package: null });
    const [mail] = await testApp.outbox(SUPPORT_EMAIL);
    expect(mail?.subject).toBe('New contact message: Partnership');
    expect(mail?.textBody).toContain('Ada Founder <ada@example.com>');
  });

  it('stores an advertising enquiry with its package, signed in or not', async () => {
    const member = await fastMember(testApp);
    const response = await member.client.post('/api/enquiries', { kind: 'advertising', name: 'Brand Co', email: 'ads@example.com', company: 'Brand Co', package: 'newsletter', message: 'Q3 please' });
    expect(response.status).toBe(201);
    const [row] = await testApp.db.select().from(enquiries).where(eq(enquiries.email, 'ads@example.com'));
    expect(row).toMatchObject({ kind: 'advertising', package: 'newsletter', company: 'Brand Co' });
    const mails = await testApp.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, SUPPORT_EMAIL));
    expect(mails.some((m) => m.textBody.includes('Package: Newsletter Sponsorship'))).toBe(true);
  });

  it('accepts a few messages an hour from one address', async () => {
    const client = createClient(testApp);
    for (let i = 0; i < FORM_MESSAGES_PER_ADDRESS; i += 1) {
      expect((await client.post('/api/enquiries', { ...contact, email: `many${i}@example.com` })).status).toBe(201);
    }
    await expectError(await client.post('/api/enquiries', contact), 429, PRIVACY_MESSAGES.tooManyMessages);
    // Another address is not affected.
    expect((await createClient(testApp).post('/api/enquiries', contact)).status).toBe(201);
  });
});

describe('GET /api/company/reach', () => {
  it('counts members, published case studies, discussions and recent page views', async () => {
    const before = await (await createClient(testApp).get('/api/company/reach')).json();
    expect(before.caseStudies).toBe(PUBLISHED_DEMO_STUDIES.length);
    await fastMember(testApp);
    const after = await (await createClient(testApp).get('/api/company/reach')).json();
    expect(after.members).toBe(before.members + 1);
    expect(after.monthlyPageViews).toBe(0);
  });
});

describe('GET /api/company/contact', () => {
  it('answers with the support address from the site settings', async () => {
    const body = await (await createClient(testApp).get('/api/company/contact')).json();
    expect(body.supportEmail).toBe(SUPPORT_EMAIL);
    expect(body.companyName).toEqual(expect.any(String));
  });
});
