import { describe, expect, it } from 'vitest';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile();

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

  it('documents the answers the server gives to malformed requests on the operations that give them', async () => {
    const client = createClient(testApp);
    const document = (await (await client.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const tries: [string, string, RequestInit & { json?: unknown }][] = [
      ['/case-studies/{id}', 'get', { method: 'GET' }],
      ['/billing/checkout', 'post', { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } }],
      ['/billing/checkout', 'post', { method: 'POST', body: 'x'.repeat(1_100_000), headers: { 'content-type': 'application/json' } }],
    ];
    const paths = ['/api/case-studies/not-an-id', '/api/billing/checkout', '/api/billing/checkout'];
    for (const [index, [path, method, init]] of tries.entries()) {
      const answer = await client.request(paths[index]!, init);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(Object.keys(document.paths[path]![method]!.responses), `${method} ${path} answered ${answer.status}`).toContain(String(answer.status));
    }
    for (const status of ['413', '415', '429', '431', '500']) expect(document.paths['/billing/checkout']!.post!.responses).toHaveProperty(status);
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
