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
    });
  });
});
