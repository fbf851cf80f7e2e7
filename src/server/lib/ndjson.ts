import { NDJSON } from '#shared/schemas/idea-tools.ts';

const HEADERS = { 'Content-Type': `${NDJSON}; charset=utf-8`, 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' };

/**
 * A 200 answer of newline-delimited JSON, one line per value as soon as the source yields it.
 * A closed page aborts the source's signal and ends the source (its `finally` blocks run), so a
 * model stops writing for nobody.
 */
export function ndjsonResponse(source: (closed: AbortSignal) => AsyncGenerator<unknown>): Response {
  const encoder = new TextEncoder();
  const closed = new AbortController();
  const iterator = source(closed.signal);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
    },
    async cancel() {
      closed.abort();
      await iterator.return(undefined);
    },
  });
  return new Response(body, { status: 200, headers: HEADERS });
}
