import { describe, expect, it } from 'vitest';
import { SIGN_IN_ATTEMPTS_PER_WINDOW, SIGN_IN_FAILURES_PER_ACCOUNT } from '#shared/limits.ts';
import { signedInMember, TEST_PASSWORD } from '#tests/helpers/accounts.ts';
import { createClient, type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile();

const SIGN_IN = '/api/auth/sign-in/email';

/** A verified account of its own, so the per-account counter starts at zero. */
async function freshAccount() {
  return (await signedInMember(testApp)).email;
}

function attempt(client: TestClient, email: string, password = 'wrong-password', headers: Record<string, string> = {}) {
  return client.request(SIGN_IN, { method: 'POST', headers, json: { email, password } });
}

/**
 * Makes the allowed number of failed attempts. With `cheap`, they lack a password: refused before
 * any password hashing (so the test stays fast) but counted all the same.
 */
async function failAttempts(
  client: TestClient,
  email: string,
  options: { cheap?: boolean; count?: number; headersFor?: (i: number) => Record<string, string> } = {},
) {
  for (let i = 0; i < (options.count ?? SIGN_IN_ATTEMPTS_PER_WINDOW); i += 1) {
    const response = await attempt(client, email, options.cheap ? '' : 'wrong-password', options.headersFor?.(i));
    expect(response.status, `attempt ${i + 1}`).toBe(options.cheap ? 400 : 401);
  }
}

describe('sign-in rate limit per client address', () => {
  it('refuses the attempt after the allowed number of failures from one address, with "Too many requests"', async () => {
    const email = await freshAccount();
    const client = createClient(testApp, '192.0.2.10');
    await failAttempts(client, email);

    const refused = await attempt(client, email);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^Too many requests/);
    expect(Number(refused.headers.get('x-retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('retry-after')).toBe(refused.headers.get('x-retry-after'));
    // Even the right password waits: otherwise guessing would go on until it is right.
    expect((await attempt(client, email, TEST_PASSWORD)).status).toBe(429);

    // Another client is unaffected: buckets are per client address, not shared.
    const other = createClient(testApp, '192.0.2.11');
    expect((await attempt(other, email, TEST_PASSWORD)).status).toBe(200);
  });

  it('does not count successful sign-ins, only failures', async () => {
    const email = await freshAccount();
    const client = createClient(testApp, '192.0.2.12');
    await failAttempts(client, email, { count: SIGN_IN_ATTEMPTS_PER_WINDOW - 1, cheap: true });
    for (let i = 0; i < 3; i += 1) expect((await attempt(client, email, TEST_PASSWORD)).status, `sign-in ${i + 1}`).toBe(200);
    // The last allowed failure is still there, then the limit.
    expect((await attempt(client, email, '')).status).toBe(400);
    expect((await attempt(client, email, TEST_PASSWORD)).status).toBe(429);
  });

  it('cannot be escaped by sending a forged client address header', async () => {
    const email = await freshAccount();
    const client = createClient(testApp, '192.0.2.20');
    await failAttempts(client, email, { cheap: true });
    const forged = await attempt(client, email, TEST_PASSWORD, {
      'x-forwarded-for': '198.18.0.1',
      'x-flightdeck-client-ip': '198.18.0.2',
      'x-real-ip': '198.18.0.3',
    });
    expect(forged.status).toBe(429);
  });

  it('is not spread over forged addresses either: changing them on every attempt still counts as one client', async () => {
    const email = await freshAccount();
    const client = createClient(testApp, '192.0.2.30');
    await failAttempts(client, email, {
      cheap: true,
      headersFor: (i) => ({ 'x-forwarded-for': `198.18.1.${i}`, 'x-flightdeck-client-ip': `198.18.2.${i}` }),
    });
    expect((await attempt(client, email, TEST_PASSWORD, { 'x-forwarded-for': '198.18.1.99' })).status).toBe(429);
  });
});

describe('sign-in rate limit per account', () => {
  it('refuses an account that failed too often, whichever addresses the attempts came from', async () => {
    const email = await freshAccount();
    const otherEmail = await freshAccount();
    // Two failures from each address: far below any address's own limit.
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT / 2; i += 1) {
      await failAttempts(createClient(testApp, `192.0.2.${100 + i}`), email, { cheap: true, count: 2 });
    }
    const fromNewAddress = createClient(testApp, '192.0.2.200');
    const refused = await attempt(fromNewAddress, email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('x-retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('retry-after')).toBe(refused.headers.get('x-retry-after'));
    // That address may still sign in to another account: the refusal did not count against it.
    expect((await attempt(fromNewAddress, otherEmail, TEST_PASSWORD)).status).toBe(200);
  });

  it('counts an address however its case and spacing are written', async () => {
    const email = await freshAccount();
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT / 2; i += 1) {
      await failAttempts(createClient(testApp, `192.0.2.${150 + i}`), ` ${email.toUpperCase()} `, { cheap: true, count: 2 });
    }
    expect((await attempt(createClient(testApp, '192.0.2.201'), email, TEST_PASSWORD)).status).toBe(429);
  });
});

describe('sign-in from a browser known to the account', () => {
  it("lets the owner in from the browser they signed in with before, however many passwords others guessed", async () => {
    const owner = await signedInMember(testApp, { address: '192.0.2.50' });
    expect((await owner.client.post('/api/auth/sign-out')).status).toBe(200);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await attempt(createClient(testApp, `198.18.3.${i + 1}`), owner.email)).status, `guess ${i + 1}`).toBe(401);
    }
    // A browser new to the account waits: the guesses might have come from it.
    expect((await attempt(createClient(testApp, '198.18.4.1'), owner.email, TEST_PASSWORD)).status).toBe(429);
    const signIn = await attempt(owner.client, owner.email, TEST_PASSWORD);
    expect(signIn.status).toBe(200);
    expect(owner.client.hasSession()).toBe(true);
  });

  it("counts a known browser's failures on their own, from whichever address its cookie comes", async () => {
    const owner = await signedInMember(testApp);
    const fromOwnersBrowser = { cookie: owner.client.cookieHeader() };
    await failAttempts(createClient(testApp, '198.18.5.1'), owner.email, { cheap: true, count: SIGN_IN_FAILURES_PER_ACCOUNT / 2, headersFor: () => fromOwnersBrowser });
    await failAttempts(createClient(testApp, '198.18.5.2'), owner.email, { cheap: true, count: SIGN_IN_FAILURES_PER_ACCOUNT / 2, headersFor: () => fromOwnersBrowser });
    expect((await attempt(createClient(testApp, '198.18.5.3'), owner.email, TEST_PASSWORD, fromOwnersBrowser)).status).toBe(429);
    // Those failures were not the account's: a browser new to it still signs in.
    expect((await attempt(createClient(testApp, '198.18.5.4'), owner.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('reading the session', () => {
  it('is not limited like sign-in: a member browsing quickly keeps their session', async () => {
    const { client } = await signedInMember(testApp, { address: '192.0.2.40' });
    // More reads than any auth rule allows in a minute.
    for (let i = 0; i < 150; i += 1) {
      const response = await client.get('/api/auth/get-session');
      expect(response.status, `read ${i + 1}`).toBe(200);
    }
    expect((await (await client.get('/api/auth/get-session')).json())?.user).toBeTruthy();
  });
});

describe('checking the password of a signed-in member', () => {
  it('is limited like changing the password: a fourth guess within seconds is refused', async () => {
    const { client } = await signedInMember(testApp);
    for (let i = 0; i < 3; i += 1) {
      const guess = await client.post('/api/auth/verify-password', { password: `wrong-password-${i}` });
      expect(guess.status, `guess ${i + 1}`).toBe(400);
    }
    const refused = await client.post('/api/auth/verify-password', { password: 'wrong-password-3' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('x-retry-after'))).toBeGreaterThan(0);
    // The same limit as changing it, which is counted on its own.
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/auth/change-password', { currentPassword: 'wrong', newPassword: 'new-password-1' })).status).toBe(400);
    }
    expect((await client.post('/api/auth/change-password', { currentPassword: 'wrong', newPassword: 'new-password-1' })).status).toBe(429);
  });
});
