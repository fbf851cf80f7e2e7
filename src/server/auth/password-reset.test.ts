import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESET_REQUESTS_PER_ACCOUNT, RESET_REQUESTS_PER_ADDRESS } from '#shared/limits.ts';
import { latestLink, signedInMember, TEST_PASSWORD, uniqueEmail } from '#tests/helpers/accounts.ts';
import { createClient, TEST_PUBLIC_URL, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile();

const REQUEST_RESET = '/api/auth/request-password-reset';
const NEW_PASSWORD = 'a-brand-new-password';

function signIn(email: string, password: string) {
  return createClient(testApp).post('/api/auth/sign-in/email', { email, password });
}

/** Asks for a reset link as the web app does, returning the link e-mailed to the address. */
async function requestReset(email: string, body: Record<string, unknown> = { redirectTo: '/reset-password' }) {
  const response = await createClient(testApp).post(REQUEST_RESET, { email, ...body });
  expect(response.status).toBe(200);
  return latestLink(testApp, email, '/reset-password/');
}

describe('POST /api/auth/request-password-reset', () => {
  it('answers a registered and an unknown address alike, and e-mails only the registered one', async () => {
    const { email } = await signedInMember(testApp);
    const unknown = uniqueEmail('nobody');
    const before = (await testApp.outbox(email)).length;

    const registeredAnswer = await createClient(testApp).post(REQUEST_RESET, { email, redirectTo: '/reset-password' });
    const unknownAnswer = await createClient(testApp).post(REQUEST_RESET, { email: unknown, redirectTo: '/reset-password' });
    expect(registeredAnswer.status).toBe(200);
    expect(unknownAnswer.status).toBe(registeredAnswer.status);
    expect(unknownAnswer.headers.getSetCookie()).toEqual(registeredAnswer.headers.getSetCookie());
    expect(await unknownAnswer.json()).toEqual(await registeredAnswer.json());

    const mails = await testApp.outbox(email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toBe('Reset your Flightdeck password');
    expect(await testApp.outbox(unknown)).toEqual([]);
  });

  it('does the same work before answering for a registered and an unknown address', async () => {
    const { email } = await signedInMember(testApp);
    // Make writing a reset token slow: an answer that waited for it would show who is registered.
    await testApp.db.execute(sql`create or replace function slow_token() returns trigger language plpgsql as $$ begin perform pg_sleep(0.6); return new; end $$`);
    await testApp.db.execute(sql`create trigger slow_token before insert on verifications for each row execute function slow_token()`);
    try {
      const timed = async (address: string) => {
        const started = performance.now();
        const response = await createClient(testApp).post(REQUEST_RESET, { email: address, redirectTo: '/reset-password' });
        expect(response.status).toBe(200);
        return performance.now() - started;
      };
      // The unknown one first: on the embedded database, later queries wait behind the slow insert.
      const unknown = await timed(uniqueEmail('nobody'));
      const registered = await timed(email);
      expect(registered).toBeLessThan(400);
      expect(Math.abs(registered - unknown)).toBeLessThan(200);
      // The link is still sent, after the answer.
      expect((await testApp.outbox(email))[0]?.subject).toBe('Reset your Flightdeck password');
    } finally {
      await testApp.db.execute(sql`drop trigger slow_token on verifications`);
    }
  });

  it('limits requests per e-mail address, from any client, and per client address', async () => {
    const { email } = await signedInMember(testApp);
    for (let i = 0; i < RESET_REQUESTS_PER_ACCOUNT; i += 1) {
      expect((await createClient(testApp).post(REQUEST_RESET, { email })).status, `request ${i + 1}`).toBe(200);
    }
    const refused = await createClient(testApp).post(REQUEST_RESET, { email: email.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('x-retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('retry-after')).toBe(refused.headers.get('x-retry-after'));
    await testApp.settle();
    expect(await testApp.outbox(email)).toHaveLength(1 + RESET_REQUESTS_PER_ACCOUNT);

    const client = createClient(testApp);
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i += 1) {
      expect((await client.post(REQUEST_RESET, { email: uniqueEmail('someone') })).status, `address request ${i + 1}`).toBe(200);
    }
    expect((await client.post(REQUEST_RESET, { email: uniqueEmail('someone') })).status).toBe(429);
  });

  it('refuses a request without an e-mail address', async () => {
    for (const body of [{}, { email: '   ' }]) {
      const response = await createClient(testApp).post(REQUEST_RESET, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Please enter your email address.' });
    }
  });

  it('refuses a malformed address the way sign-up does', async () => {
    const response = await createClient(testApp).post(REQUEST_RESET, { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_EMAIL', message: 'Invalid email' });
  });

  it('refuses to send the link to a foreign site', async () => {
    const { email } = await signedInMember(testApp);
    const before = (await testApp.outbox(email)).length;
    const response = await createClient(testApp).post(REQUEST_RESET, { email, redirectTo: 'https://evil.example/steal' });
    expect(response.status).toBe(403);
    expect(await testApp.outbox(email)).toHaveLength(before);
  });
});

describe('the reset link and POST /api/auth/reset-password', () => {
  it('leads to the reset page, sets the new password once, and signs out every session', async () => {
    const { email, client: oldSession } = await signedInMember(testApp);
    const link = await requestReset(email);
    expect(link.origin).toBe(TEST_PUBLIC_URL);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[^/]+$/);
    expect(link.searchParams.get('callbackURL')).toBe('/reset-password');
    const token = link.pathname.split('/').at(-1)!;

    const landing = await createClient(testApp).get(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const page = new URL(landing.headers.get('location')!, TEST_PUBLIC_URL);
    expect(page.pathname).toBe('/reset-password');
    expect(page.searchParams.get('token')).toBe(token);

    const reset = await createClient(testApp).post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: true });

    expect((await signIn(email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await oldSession.get('/api/me')).status).toBe(401);

    const again = await createClient(testApp).post('/api/auth/reset-password', { token, newPassword: 'yet-another-password' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('still lands on the reset page when the request named no page', async () => {
    const { email } = await signedInMember(testApp);
    const link = await requestReset(email, {});
    const landing = await createClient(testApp).get(link.pathname + link.search);
    expect(landing.status).toBe(302);
    expect(new URL(landing.headers.get('location')!, TEST_PUBLIC_URL).pathname).toBe('/reset-password');
  });

  it('sends an unknown token to the reset page with INVALID_TOKEN', async () => {
    const landing = await createClient(testApp).get('/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password');
    expect(landing.status).toBe(302);
    const page = new URL(landing.headers.get('location')!, TEST_PUBLIC_URL);
    expect(page.pathname).toBe('/reset-password');
    expect(page.searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('refuses a common new password, saying so, and keeps the token usable', async () => {
    const { email } = await signedInMember(testApp);
    const token = (await requestReset(email)).pathname.split('/').at(-1)!;
    const common = await createClient(testApp).post('/api/auth/reset-password', { token, newPassword: 'password123' });
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', message: 'This password is too common. Choose a less common one.' });
    expect((await createClient(testApp).post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a new password shorter than 6 characters and keeps the token usable', async () => {
    const { email } = await signedInMember(testApp);
    const token = (await requestReset(email)).pathname.split('/').at(-1)!;
    const short = await createClient(testApp).post('/api/auth/reset-password', { token, newPassword: '12345' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect((await createClient(testApp).post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
  });
});
