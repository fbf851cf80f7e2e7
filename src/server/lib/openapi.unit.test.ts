import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createErrorHandler } from './error-handler.ts';
import { createLogger } from './logger.ts';
import { createRouter, jsonBody } from './openapi.ts';

const schema = z.object({
  founderName: z.string(),
  businessModel: z.enum(['saas', 'agency']),
  keyDecisions: z.object({ first_hire: z.string() }),
  email: z.string({ error: 'Please enter your email address.' }),
  foundedYear: z.number().optional(),
});

/** The message a client gets for a body, through a route declared like every API route. */
async function messageFor(body: unknown) {
  const route = createRoute({
    method: 'post',
    path: '/',
    request: { body: jsonBody(schema) },
    responses: { 200: { description: 'Accepted' } },
  });
  const app = createRouter().openapi(route, (c) => c.json({ ok: true }, 200));
  app.onError(createErrorHandler(createLogger('silent')));
  const response = await app.request('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: { message: string } }).error.message;
}

const complete = { founderName: 'Ada', businessModel: 'saas', keyDecisions: { first_hire: 'Ops' }, email: 'ada@example.com' };

describe('a request that fails its schema', () => {
  it('names a required field left out, whatever its type', async () => {
    expect(await messageFor({ ...complete, founderName: undefined })).toBe('Founder name is required.');
    expect(await messageFor({ ...complete, businessModel: undefined })).toBe('Business model is required.');
    expect(await messageFor({ ...complete, keyDecisions: {} })).toBe('First hire is required.');
  });

  it("keeps the schema's own message for a missing field, and zod's for a wrong value", async () => {
    expect(await messageFor({ ...complete, email: undefined })).toBe('Please enter your email address.');
    expect(await messageFor({ ...complete, founderName: 42 })).toBe('Invalid input: expected string, received number');
  });
});
