import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth.ts';
import { VERIFICATION_RESENDS_PER_WINDOW } from '#shared/limits.ts';
import { latestLink, signUp, signedInMember, TEST_PASSWORD, uniqueEmail, verifyEmail } from '#tests/helpers/accounts.ts';
import { createClient, TEST_PUBLIC_URL, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile();

const SIGN_IN = '/api/auth/sign-in/email';

/** A signed-up account whose address is not confirmed yet. */
async function unverifiedAccount() {
  const email = uniqueEmail('unverified');
  const response = await signUp(createClient(testApp), { email });
  expect(response.status).toBe(200);
  return email;
}

function sessionCookieOf(response: Response) {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('better-auth.session_token='));
}

describe('GET /api/auth/verify-email', () => {
  it('confirms the address, signs the user in and redirects to the callback URL', async () => {
    const email = await unverifiedAccount();
    const link = await latestLink(testApp, email, '/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/');

    const client = createClient(testApp);
    const response = await client.get(link.pathname + link.search);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(sessionCookieOf(response)).toBeDefined();
    expect(client.hasSession()).toBe(true);

    const [user] = await testApp.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(email);
  });

  it('refuses a tampered token and signs no one in', async () => {
    const email = await unverifiedAccount();
    const link = await latestLink(testApp, email, '/verify-email');
    const client = createClient(testApp);
    const response = await client.get(`/api/auth/verify-email?token=${link.searchParams.get('token')}x`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(client.hasSession()).toBe(false);
    const [user] = await testApp.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
  });

  it('sends a bad token back to the callback URL with the error', async () => {
    const response = await createClient(testApp).get('/api/auth/verify-email?token=not-a-token&callbackURL=%2F');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?error=INVALID_TOKEN');
  });
});

describe('POST /api/auth/sign-in/email', () => {
  it.each([
    ['the password', { email: 'someone@example.com' }],
    ['the e-mail', { password: 'whatever-1' }],
    ['both', {}],
    ['a blank e-mail', { email: '  ', password: 'whatever-1' }],
  ])('refuses a sign-in without %s', async (_label, body) => {
    const response = await createClient(testApp).post(SIGN_IN, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Email and password are required.' });
  });

  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    const { email } = await signedInMember(testApp);
    const unknown = await createClient(testApp).post(SIGN_IN, { email: uniqueEmail('nobody'), password: TEST_PASSWORD });
    const wrongPassword = await createClient(testApp).post(SIGN_IN, { email, password: 'not-the-password' });
    for (const response of [unknown, wrongPassword]) {
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const [unknownBody, wrongBody] = [await unknown.json(), await wrongPassword.json()];
    expect(unknownBody).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    expect(wrongBody).toEqual(unknownBody);
  });

  it('refuses an unverified account with EMAIL_NOT_VERIFIED and sends a fresh verification link', async () => {
    const email = await unverifiedAccount();
    const before = await testApp.outbox(email);
    const response = await createClient(testApp).post(SIGN_IN, { email, password: TEST_PASSWORD });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    expect(response.headers.getSetCookie()).toEqual([]);

    const after = await testApp.outbox(email);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]?.subject).toBe('Confirm your e-mail address for Flightdeck');
    // The fresh link works.
    const client = createClient(testApp);
    expect((await verifyEmail(testApp, client, email)).status).toBe(302);
    expect((await client.post(SIGN_IN, { email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it(`sends an unverified account at most ${VERIFICATION_RESENDS_PER_WINDOW} fresh links a window, however often it signs in`, async () => {
    const email = await unverifiedAccount();
    const afterSignUp = (await testApp.outbox(email)).length;
    for (let i = 0; i < 3 * VERIFICATION_RESENDS_PER_WINDOW; i += 1) {
      // From several clients: the budget is the address's.
      const response = await createClient(testApp).post(SIGN_IN, { email, password: TEST_PASSWORD });
      expect(response.status, `sign-in ${i + 1}`).toBe(403);
    }
    await testApp.settle();
    expect(await testApp.outbox(email)).toHaveLength(afterSignUp + VERIFICATION_RESENDS_PER_WINDOW);
    // Asking again on the resend endpoint draws on the same budget.
    const resend = await createClient(testApp).post('/api/auth/send-verification-email', { email, callbackURL: '/' });
    expect(resend.status).toBe(429);
    expect(Number(resend.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('an unverified account with a wrong password learns nothing more than an unknown one', async () => {
    const email = await unverifiedAccount();
    const response = await createClient(testApp).post(SIGN_IN, { email, password: 'not-the-password' });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('signs in with an HttpOnly, SameSite=Lax session cookie that /api/me accepts', async () => {
    const { email, userId } = await signedInMember(testApp, { displayName: 'Grace Hopper' });
    const client = createClient(testApp);
    const response = await client.post(SIGN_IN, { email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ id: userId, email, name: 'Grace Hopper' });

    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    // Over plain http (tests, local development) the cookie cannot be Secure; PUBLIC_URL https makes it so.
    expect(TEST_PUBLIC_URL.startsWith('http://')).toBe(true);

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: userId, email, displayName: 'Grace Hopper', displayTier: 'explorer' });
  });

  it('refuses a sign-in from a foreign origin', async () => {
    const { email } = await signedInMember(testApp);
    const response = await createClient(testApp).request(SIGN_IN, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { email, password: TEST_PASSWORD },
    });
    // The API's cross-site guard answers before better-auth's own origin check, in the one error shape.
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('FORBIDDEN');
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session: the cookie is cleared and /api/me is 401 again, even with the old cookie', async () => {
    const { client } = await signedInMember(testApp);
    const stolenCookie = client.cookieHeader();
    const replay = () => createClient(testApp).request('/api/me', { headers: { cookie: stolenCookie } });
    expect((await replay()).status).toBe(200);

    const response = await client.post('/api/auth/sign-out');
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)).toMatch(/max-age=0/i);
    expect(client.hasSession()).toBe(false);
    expect((await client.get('/api/me')).status).toBe(401);
    expect(await (await client.get('/api/auth/get-session')).json()).toBeNull();

    // The session is gone on the server too, not just forgotten by the browser.
    expect((await replay()).status).toBe(401);
  });
});
