import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrorsAsJson, CLIENT_ERROR_MESSAGES } from './client-errors.ts';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((_req, res) => res.end('ok'));
  answerClientErrorsAsJson(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(headers: Record<string, string>) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a request whose headers are over the server’s limit', () => {
  it('gets 431 with the API’s error shape, not an empty answer', async () => {
    const answer = await get({ cookie: `big=${'x'.repeat(64 * 1024)}` });
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'BAD_REQUEST', message: CLIENT_ERROR_MESSAGES.headersTooLarge } });
  });

  it('leaves ordinary requests alone', async () => {
    expect(await get({})).toMatchObject({ status: 200, body: 'ok' });
  });
});
