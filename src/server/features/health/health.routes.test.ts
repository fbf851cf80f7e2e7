import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/health', () => {
  it('answers ok once the database is ready', async () => {
    const response = await createClient(testApp).get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', search: 'memory' });
  });

  it('says lists are answered in SQL on an instance set to SEARCH_INDEX=postgres', async () => {
    const postgresOnly = await createTestApp({ database: testApp.handle, searchIndex: 'postgres' });
    try {
      expect(await (await createClient(postgresOnly).get('/api/health')).json()).toEqual({ status: 'ok', search: 'postgres' });
    } finally {
      await postgresOnly.close();
    }
  });

  it('sends the security headers with a strict script policy', async () => {
    const response = await createClient(testApp).get('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('unknown API routes', () => {
  it('answer 404 in the one error shape', async () => {
    const response = await createClient(testApp).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No API route GET /api/no-such-thing' } });
  });
});
