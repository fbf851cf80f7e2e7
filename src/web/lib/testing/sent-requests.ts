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
