import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { MAX_BODY_BYTES, REFUSED_BODY_READ_BYTES, REQUEST_GUARD_MESSAGES } from './request-guards.ts';

// A refused body over a kept-alive connection, as browsers, proxies and load balancers send it:
// the client must read the 413 and its message, not a connection reset.

let testApp: TestApp;
let server: ServerType;
let base: string;

beforeAll(async () => {
  testApp = await createTestApp();
  server = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await testApp.close();
});

/** What one write of the client sends. */
const SEND_PIECE_BYTES = 64 * 1024;

type Answer = { status: number; body: string; reusedSocket: boolean };

/** Sends a body of `size` bytes (JSON framing around spaces) with its Content-Length, or chunked. */
function postStory(agent: http.Agent, size: number, { chunked = false } = {}): Promise<Answer> {
  const body = Buffer.alloc(size, 0x20);
  body.write('{"a":"', 0);
  body.write('"}', size - 2);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/stories`,
      {
        method: 'POST',
        agent,
        headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        // The answer may end before the client has handed its last bytes over (the server has
        // them all at once); only then does the connection go back to the agent for the next one.
        const sent = request.writableFinished ? Promise.resolve() : new Promise((done) => request.once('finish', done));
        response.on('end', () => {
          const answer = { status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), reusedSocket: request.reusedSocket };
          void sent.then(() => resolve(answer));
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    // Written as a network delivers it, a piece at a time: the server answers while it arrives.
    void (async () => {
      for (let offset = 0; offset + SEND_PIECE_BYTES < size; offset += SEND_PIECE_BYTES) {
        if (!request.write(body.subarray(offset, offset + SEND_PIECE_BYTES))) await new Promise((resolve) => request.once('drain', resolve));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      request.end(body.subarray(Math.floor((size - 1) / SEND_PIECE_BYTES) * SEND_PIECE_BYTES));
    })().catch(reject);
  });
}

const TOO_LARGE = JSON.stringify({ error: { code: 'PAYLOAD_TOO_LARGE', message: REQUEST_GUARD_MESSAGES.tooLarge } });

describe('a refused request body', () => {
  it('reaches each of 20 kept-alive clients sending 2 MB at once as a 413 with its message', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    try {
      const answers = await Promise.allSettled(Array.from({ length: 20 }, () => postStory(agent, 2 * MAX_BODY_BYTES)));
      const failures = answers.filter((answer) => answer.status === 'rejected').map((answer) => String(answer.reason));
      expect(failures).toEqual([]);
      for (const answer of answers) if (answer.status === 'fulfilled') expect(answer.value).toMatchObject({ status: 413, body: TOO_LARGE });
    } finally {
      agent.destroy();
    }
  });

  it('leaves the connection to its next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const chunked of [false, true]) {
        expect(await postStory(agent, 2 * MAX_BODY_BYTES, { chunked })).toMatchObject({ status: 413, body: TOO_LARGE });
        const next = await postStory(agent, 2 * MAX_BODY_BYTES, { chunked });
        expect(next).toMatchObject({ status: 413, body: TOO_LARGE, reusedSocket: true });
      }
    } finally {
      agent.destroy();
    }
  });

  it(`closes the connection without waiting for a body declared above ${REFUSED_BODY_READ_BYTES} bytes`, async () => {
    const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const request = http.request(`${base}/api/stories`, {
        method: 'POST',
        headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', 'content-length': String(REFUSED_BODY_READ_BYTES + 1) },
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: Buffer.concat(chunks).toString() });
          request.destroy();
        });
      });
      request.on('error', reject);
      // Only the start of the body: the answer comes without the rest.
      request.write('{"a":"');
    });
    expect(answer).toEqual({ status: 413, connection: 'close', body: TOO_LARGE });
  });

  it('is refused one byte over the limit, and a body exactly at the limit reaches the route', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const chunked of [false, true]) {
        expect(await postStory(agent, MAX_BODY_BYTES + 1, { chunked })).toMatchObject({ status: 413, body: TOO_LARGE });
        // The route reads it and answers its own validation (the story's fields are missing).
        const atLimit = await postStory(agent, MAX_BODY_BYTES, { chunked });
        expect(atLimit.status).toBe(400);
        expect(JSON.parse(atLimit.body)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
      }
    } finally {
      agent.destroy();
    }
  });
});
