import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const SOCIAL = '/api/auth/sign-in/social';

describe('POST /api/auth/sign-in/social without provider credentials', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it.each([
    ['google', 'Google authentication is not configured. Please contact support or sign up with your email.'],
    ['facebook', 'Facebook authentication is not configured. Please contact support or sign up with your email.'],
  ])('answers %s with PROVIDER_NOT_CONFIGURED', async (provider, message) => {
    const response = await createClient(testApp).post(SOCIAL, { provider, callbackURL: '/auth' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'PROVIDER_NOT_CONFIGURED', message });
  });

  it('tells the web that no provider is configured, so it shows no buttons', async () => {
    const response = await createClient(testApp).get('/api/auth/social-providers');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ providers: [] });
  });

  it('answers a provider Flightdeck does not offer with a 404, not a 500', async () => {
    const response = await createClient(testApp).post(SOCIAL, { provider: 'github', callbackURL: '/auth' });
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('PROVIDER_NOT_FOUND');
  });
});

describe('POST /api/auth/sign-in/social with Google configured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ social: { google: { clientId: 'test-client-id.apps.googleusercontent.com', clientSecret: 'test-client-secret' } } });
  });
  afterAll(() => testApp.close());

  it("returns the URL of Google's consent page, carrying our client id and callback", async () => {
    const response = await createClient(testApp).post(SOCIAL, { provider: 'google', callbackURL: '/auth' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.redirect).toBe(true);
    const url = new URL(body.url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('test-client-id.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('tells the web that Google, and only Google, is configured', async () => {
    const response = await createClient(testApp).get('/api/auth/social-providers');
    expect(await response.json()).toEqual({ providers: ['google'] });
  });

  it('still answers Facebook, which has no credentials, with PROVIDER_NOT_CONFIGURED', async () => {
    const response = await createClient(testApp).post(SOCIAL, { provider: 'facebook', callbackURL: '/auth' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('PROVIDER_NOT_CONFIGURED');
  });

  it('refuses a callback URL on a foreign site', async () => {
    const response = await createClient(testApp).post(SOCIAL, { provider: 'google', callbackURL: 'https://evil.example/' });
    expect(response.status).toBe(403);
  });
});
