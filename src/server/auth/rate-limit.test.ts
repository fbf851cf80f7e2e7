import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ATTEMPTS_PER_WINDOW } from '#shared/limits.ts';
import { signedInMember, TEST_PASSWORD } from '#tests/helpers/accounts.ts';
import { createClient, createTestApp, type TestApp, type TestClient } from '#tests/helpers/test-app.ts';

let testApp: TestApp;
let email: string;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ email } = await signedInMember(testApp, { address: '192.0.2.1' }));
});
afterAll(() => testApp.close());

const SIGN_IN = '/api/auth/sign-in/email';

function attempt(client: TestClient, password = 'wrong-password', headers: Record<string, string> = {}) {
  return client.request(SIGN_IN, { method: 'POST', headers, json: { email, password } });
}

/**
 * Makes the allowed number of attempts. With `cheap`, they lack a password: refused before
 * any password hashing (so the test stays fast) but counted all the same.
 */
async function useUpAttempts(client: TestClient, options: { cheap?: boolean; headersFor?: (i: number) => Record<string, string> } = {}) {
  for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_WINDOW; i += 1) {
    const response = await attempt(client, options.cheap ? '' : 'wrong-password', options.headersFor?.(i));
    expect(response.status, `attempt ${i + 1}`).toBe(options.cheap ? 400 : 401);
  }
}

describe('sign-in rate limit', () => {
  it('refuses the attempt after the allowed number from one address, with "Too many requests"', async () => {
    const client = createClient(testApp, '192.0.2.10');
    await useUpAttempts(client);

    const refused = await attempt(client);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^Too many requests/);
    expect(Number(refused.headers.get('x-retry-after'))).toBeGreaterThan(0);
    // Even the right password waits: the limit is on attempts, not on failures.
    expect((await attempt(client, TEST_PASSWORD)).status).toBe(429);

    // Another client is unaffected: buckets are per client address, not shared.
    const other = createClient(testApp, '192.0.2.11');
    expect((await attempt(other, TEST_PASSWORD)).status).toBe(200);
  });

  it('cannot be escaped by sending a forged client address header', async () => {
    const client = createClient(testApp, '192.0.2.20');
    await useUpAttempts(client, { cheap: true });
    const forged = await attempt(client, TEST_PASSWORD, {
      'x-forwarded-for': '198.18.0.1',
      'x-flightdeck-client-ip': '198.18.0.2',
      'x-real-ip': '198.18.0.3',
    });
    expect(forged.status).toBe(429);
  });

  it('is not spread over forged addresses either: changing them on every attempt still counts as one client', async () => {
    const client = createClient(testApp, '192.0.2.30');
    await useUpAttempts(client, {
      cheap: true,
      headersFor: (i) => ({ 'x-forwarded-for': `198.18.1.${i}`, 'x-flightdeck-client-ip': `198.18.2.${i}` }),
    });
    expect((await attempt(client, TEST_PASSWORD, { 'x-forwarded-for': '198.18.1.99' })).status).toBe(429);
  });
});
