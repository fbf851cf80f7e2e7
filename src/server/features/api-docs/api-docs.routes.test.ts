import { describe, expect, it } from 'vitest';
import { documentedAnswer, hasShape, openApiDocument } from '#tests/helpers/documented-answers.ts';
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

  it('documents the shape of every JSON success answer', async () => {
    const document = await openApiDocument(testApp);
    const shapeless: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations ?? {})) {
        for (const [status, response] of Object.entries(operation?.responses ?? {})) {
          const json = response.content?.['application/json'];
          if (status.startsWith('2') && json && !hasShape(json.schema)) shapeless.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(shapeless).toEqual([]);
  });

  it('tells an answer that matches its documented shape from one that does not', async () => {
    const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const redemption = { code: 'CODE-1', redeemUrl: null };
    await expect(documentedAnswer(testApp, 'post /deals/{id}/reveal', answer(redemption))).resolves.toEqual(redemption);
    for (const wrong of [{ code: 'CODE-1' }, { ...redemption, redeemUrl: 7 }, { ...redemption, extra: true }, null]) {
      await expect(documentedAnswer(testApp, 'post /deals/{id}/reveal', answer(wrong)), JSON.stringify(wrong)).rejects.toThrow();
    }
    // A status the route does not document, and a route the document does not have.
    await expect(documentedAnswer(testApp, 'post /deals/{id}/reveal', answer(redemption, 201))).rejects.toThrow();
    await expect(documentedAnswer(testApp, 'get /no-such-route', answer(redemption))).rejects.toThrow();
    // Inside arrays and nullable objects too.
    const event = {
      id: 'e1', title: 'T', description: 'D', startsAt: '2030-01-01T10:00:00.000Z', endsAt: '2030-01-01T11:00:00.000Z', timeZone: 'UTC',
      capacity: 2, placesLeft: 1, waitlisted: 0, online: true, inPerson: false, onlineUrl: null, place: null, unlocked: true, requiredTier: null,
      rsvp: { status: 'waitlisted', waitlistPosition: 1 },
    };
    await expect(documentedAnswer(testApp, 'get /vip-events', answer({ upcoming: [event], past: [] }))).resolves.toBeDefined();
    for (const wrong of [{ ...event, rsvp: { status: 'maybe', waitlistPosition: 1 } }, { ...event, rsvp: { ...event.rsvp, note: '' } }, { ...event, capacity: 1.5 }, { ...event, requiredTier: 'gold' }]) {
      await expect(documentedAnswer(testApp, 'get /vip-events', answer({ upcoming: [], past: [wrong] })), JSON.stringify(wrong)).rejects.toThrow();
    }
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
