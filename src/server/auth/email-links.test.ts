import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLink, signedInMember, signUp, uniqueEmail, verifyEmail } from '#tests/helpers/accounts.ts';
import { createClient, createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';

const LOOPBACK_ORIGIN = 'http://127.0.0.1:3000';
const PUBLIC_URL = 'https://flightdeck.example';

type From = { origin?: string; serverUrl: string };

/** A request as a browser sends it, from a page on `origin`, to the server at `serverUrl`. */
function postFrom(testApp: TestApp, path: string, json: unknown, { origin, serverUrl }: From) {
  // Without an Origin, the browser's Sec-Fetch-Site tells the server the page is its own.
  const headers: Record<string, string> = origin ? { origin } : { origin: 'null', 'sec-fetch-site': 'same-origin' };
  return createClient(testApp).request(`${serverUrl}${path}`, { method: 'POST', headers, json });
}

const signUpFrom = (testApp: TestApp, email: string, from: From) =>
  postFrom(testApp, '/api/auth/sign-up/email', { email, password: 'correct-horse-battery', name: 'Test Member' }, from);

/** Asks for the verification e-mail again: an endpoint that needs no Origin when there is no session. */
const resendFrom = (testApp: TestApp, email: string, from: From) =>
  postFrom(testApp, '/api/auth/send-verification-email', { email }, from);

describe('links in auth e-mails without PUBLIC_URL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // What the server trusts when it listens on loopback without PUBLIC_URL (trusted-origins.ts).
    testApp = await createTestApp({ trustedOrigins: [TEST_PUBLIC_URL, LOOPBACK_ORIGIN, 'http://[::1]:3000'] });
  });
  afterAll(() => testApp.close());

  it('point at the address the sign-up came from, and the link works there', async () => {
    const email = uniqueEmail();
    expect((await signUpFrom(testApp, email, { origin: LOOPBACK_ORIGIN, serverUrl: LOOPBACK_ORIGIN })).status).toBe(200);
    expect((await latestLink(testApp, email, '/verify-email')).origin).toBe(LOOPBACK_ORIGIN);
    expect((await verifyEmail(testApp, createClient(testApp), email)).status).toBe(302);
  });

  it('take the address the request was sent to when it has no Origin', async () => {
    const email = uniqueEmail();
    expect((await signUpFrom(testApp, email, { serverUrl: LOOPBACK_ORIGIN })).status).toBe(200);
    expect((await latestLink(testApp, email, '/verify-email')).origin).toBe(LOOPBACK_ORIGIN);
  });

  it('never point at an address the server does not trust, whatever Host the request names', async () => {
    const email = uniqueEmail();
    await signUp(createClient(testApp), { email });
    const before = (await testApp.outbox(email)).length;
    expect((await resendFrom(testApp, email, { serverUrl: 'http://evil.example' })).status).toBe(200);
    expect(await testApp.outbox(email)).toHaveLength(before + 1);
    expect((await latestLink(testApp, email, '/verify-email')).origin).toBe(TEST_PUBLIC_URL);
  });

  it('send the reset link and the "someone tried to sign up" links to the asking address', async () => {
    const { email } = await signedInMember(testApp);
    const reset = await createClient(testApp).request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { origin: LOOPBACK_ORIGIN },
      json: { email, redirectTo: '/reset-password' },
    });
    expect(reset.status).toBe(200);
    expect((await latestLink(testApp, email, '/reset-password/')).origin).toBe(LOOPBACK_ORIGIN);

    expect((await signUpFrom(testApp, email, { origin: LOOPBACK_ORIGIN, serverUrl: LOOPBACK_ORIGIN })).status).toBe(200);
    const [notice] = await testApp.outbox(email);
    expect(notice?.links.map((link) => new URL(link).origin)).toEqual([LOOPBACK_ORIGIN, LOOPBACK_ORIGIN]);
  });
});

describe('links in auth e-mails with PUBLIC_URL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ publicUrl: PUBLIC_URL });
  });
  afterAll(() => testApp.close());

  it('always point at PUBLIC_URL, whatever address the request reached', async () => {
    const fromPage = uniqueEmail();
    expect((await signUpFrom(testApp, fromPage, { origin: PUBLIC_URL, serverUrl: LOOPBACK_ORIGIN })).status).toBe(200);
    expect((await latestLink(testApp, fromPage, '/verify-email')).origin).toBe(PUBLIC_URL);

    const before = (await testApp.outbox(fromPage)).length;
    expect((await resendFrom(testApp, fromPage, { serverUrl: LOOPBACK_ORIGIN })).status).toBe(200);
    expect(await testApp.outbox(fromPage)).toHaveLength(before + 1);
    expect((await latestLink(testApp, fromPage, '/verify-email')).origin).toBe(PUBLIC_URL);
  });
});
