import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Stands in for the network in a component test: each request's JSON body is kept in `sent`, and
 * `answer` (set by a test) makes the response, `normal` before each test.
 */
export function recordSentRequests(normal: () => Response) {
  const requests = { sent: [] as unknown[], answer: normal };
  beforeEach(() => {
    requests.sent.length = 0;
    requests.answer = normal;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        requests.sent.push(JSON.parse(init?.body as string));
        return Promise.resolve(requests.answer());
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return requests;
}

export type SentRequest = { url: string; method: string; body: unknown };

/**
 * Stands in for the network with a fake API: `answer` makes each response from the request's
 * address, method and JSON body. Every request is kept, in order, in the list returned, which is
 * emptied before each test.
 */
export function fakeApi(answer: (request: SentRequest) => Response | Promise<Response>) {
  const calls: SentRequest[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        const request = { url, method: init?.method ?? 'GET', body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined };
        calls.push(request);
        return Promise.resolve(answer(request));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return calls;
}
