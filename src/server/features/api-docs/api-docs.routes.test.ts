import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('API documentation', () => {
  it('generates the OpenAPI document from the routes', async () => {
    const response = await createClient(testApp).get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/me', '/case-studies', '/case-studies/{id}', '/tactics/{id}', '/search']),
    );
    expect(document.paths['/case-studies'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'businessStage', 'startingCosts', 'sort', 'page']),
    );
  });

  it('serves its reference page and assets from the app itself', async () => {
    const client = createClient(testApp);
    const page = await client.get('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await client.get('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await client.get('/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});
