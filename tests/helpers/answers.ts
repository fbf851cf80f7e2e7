import { expect } from 'vitest';

export type ErrorAnswer = { code: string; message: string; details?: Record<string, unknown> };

/** The error an answer carries, once its status is the expected one (the body names what went wrong if not). */
export async function errorOf(response: Response, status: number): Promise<ErrorAnswer> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.error as ErrorAnswer;
}

/** The lines of a 200 answer streamed as newline-delimited JSON. */
export async function ndjsonLines<T>(response: Response): Promise<T[]> {
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/x-ndjson');
  return (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}
