import type { ApiErrorBody } from '#shared/errors.ts';
import { ApiError } from './api-client.ts';

/**
 * POSTs JSON to an API path answering newline-delimited JSON and hands each line to `onLine` as
 * soon as it arrives. A refusal is thrown as ApiError before any line.
 */
export async function postForLines<Line>(path: string, body: unknown, onLine: (line: Line) => void, signal: AbortSignal): Promise<void> {
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/x-ndjson, application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) {
    const error = ((await response.json().catch(() => null)) as ApiErrorBody | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'INTERNAL', error?.message ?? `Request failed (${response.status})`, error?.details);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    let end = buffered.indexOf('\n');
    while (end !== -1) {
      const line = buffered.slice(0, end).trim();
      buffered = buffered.slice(end + 1);
      if (line) onLine(JSON.parse(line) as Line);
      end = buffered.indexOf('\n');
    }
  }
}
