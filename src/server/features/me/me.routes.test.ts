import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '#tests/helpers/accounts.ts';
import { createClient, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/me', () => {
  it('is 401 for a visitor', async () => {
    const response = await createClient(testApp).get('/api/me');
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it('returns the member with display name, tier and staff role', async () => {
    const { client, email, userId } = await signedInMember(testApp, { displayName: 'Ada Lovelace', tier: 'community', adminRole: 'editor' });
    const response = await client.get('/api/me');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: userId,
      email,
      displayName: 'Ada Lovelace',
      avatarUrl: null,
      tier: 'community',
      adminRole: 'editor',
      firstVisit: true,
    });
  });

  it('calls the first session after sign-up a first visit, and no later one', async () => {
    const { client, email, password } = await signedInMember(testApp, { displayName: 'Grace' });
    expect((await (await client.get('/api/me')).json()).firstVisit).toBe(true);
    // Still the same visit: the greeting does not change under the member's feet.
    expect((await (await client.get('/api/me')).json()).firstVisit).toBe(true);

    const later = createClient(testApp);
    const signIn = await later.post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    expect((await (await later.get('/api/me')).json()).firstVisit).toBe(false);
    expect((await (await client.get('/api/me')).json()).firstVisit).toBe(true);
  });
});
