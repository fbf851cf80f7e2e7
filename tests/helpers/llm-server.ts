import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileFixture } from './file-fixture.ts';
import { testAppForFile, type TestApp } from './test-app.ts';

/** What the fake model does with the next requests. */
export type LlmBehaviour =
  /** Streams `chunks` as chat-completion deltas, then [DONE]. */
  | { kind: 'stream'; chunks: string[] }
  /** Answers with an HTTP error. */
  | { kind: 'error'; status: number }
  /** Sends the first chunk, then goes silent without ending the response. */
  | { kind: 'stall'; first: string };

export type LlmRequest = { path: string; authorization: string | undefined; body: { model: string; stream: boolean; messages: { role: string; content: string }[] } };

export type TestLlmServer = {
  /** The OpenAI-compatible base URL (…/v1). */
  baseUrl: string;
  requests: LlmRequest[];
  behave: (behaviour: LlmBehaviour) => void;
  close: () => Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 (POST /v1/chat/completions,
 * streamed as server-sent events), recording what it was asked.
 */
export async function startLlmServer(): Promise<TestLlmServer> {
  let behaviour: LlmBehaviour = { kind: 'stream', chunks: ['ok'] };
  const requests: LlmRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(body) as LlmRequest['body'] });
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      if (behaviour.kind === 'error') {
        response.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model unavailable', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const delta = (content: string, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'test', choices: [{ index: 0, delta: { content }, finish_reason: finish }] })}\n\n`;
      if (behaviour.kind === 'stall') {
        response.write(delta(behaviour.first));
        open.add(response);
        response.on('close', () => open.delete(response));
        return;
      }
      for (const chunk of behaviour.chunks) response.write(delta(chunk));
      response.write(delta('', 'stop'));
      response.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * For one test file: the fake model, and a second app on the test app's database configured to
 * ask it. Both open before the file's tests and close after them (see fileFixture).
 */
export function modelAppForFile(testApp: TestApp): { llm: TestLlmServer; withModel: TestApp } {
  const llm = fileFixture(startLlmServer, (server) => server.close());
  const withModel = testAppForFile(() => ({
    database: testApp.handle,
    tools: { llm: { baseUrl: llm.baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 1_000 } },
  }));
  return { llm, withModel };
}
