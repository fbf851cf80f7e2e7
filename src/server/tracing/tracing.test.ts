import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createLogger } from '../lib/logger.ts';
import type { TraceHooks } from './trace-hooks.ts';
import { startTracing } from './tracing.ts';

// Tracing on (as with OTEL_EXPORTER_OTLP_ENDPOINT), its spans kept in memory: one request's spans
// and the trace ids in its log line.

const exporter = new InMemorySpanExporter();
const logLines: Record<string, unknown>[] = [];
let tracing: TraceHooks;
let testApp: TestApp;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  tracing = startTracing({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const logger = createLogger('info', { destination: { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) } });
  testApp = await createTestApp({ logger });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await testApp.close();
  await tracing.shutdown();
});

/** The server span of the request for `path`: it ends once the answer is written, after the client has it. */
async function serverSpan(path: string): Promise<ReadableSpan> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const found = exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER && (span.attributes['url.path'] ?? span.attributes['http.target']) === path);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no span for ${path}`);
}

describe('tracing', () => {
  it("names a request's span after its route template, traces its SQL on PostgreSQL, and puts the trace ids in its log line", async () => {
    const id = randomUUID();
    const response = await fetch(`${origin}/api/case-studies/${id}`);
    expect(response.status).toBe(404);

    const request = await serverSpan(`/api/case-studies/${id}`);
    const spans = exporter.getFinishedSpans();
    expect(request.name).toBe('GET /api/case-studies/:id');
    expect(request.attributes['http.route']).toBe('/api/case-studies/:id');
    const traceId = request.spanContext().traceId;
    const inTrace = spans.filter((span) => span.spanContext().traceId === traceId);

    /** Whether the span descends from the request's span. */
    const descends = (span: ReadableSpan): boolean => {
      const parent = inTrace.find((candidate) => candidate.spanContext().spanId === span.parentSpanContext?.spanId);
      return parent === request || (parent !== undefined && descends(parent));
    };
    const queries = inTrace.filter((span) => span.name.startsWith('pg.query'));
    if (testApp.handle.kind === 'postgres') {
      // The study's read: a statement of node-postgres, inside the request's trace.
      expect(queries.length).toBeGreaterThan(0);
      for (const query of queries) expect(descends(query)).toBe(true);
      expect(queries.some((query) => String(query.attributes['db.statement'] ?? query.attributes['db.query.text']).includes('case_studies'))).toBe(true);
    } else {
      // PGlite runs in the process with no pg client: the request is traced, its SQL is not.
      expect(queries).toEqual([]);
    }

    const line = logLines.find((entry) => entry.msg === 'request' && entry.path === `/api/case-studies/${id}`);
    expect(line).toMatchObject({ trace_id: traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });

  it('keeps ids out of span names for paths no endpoint takes', async () => {
    const id = randomUUID();
    await fetch(`${origin}/api/no-such-thing/${id}`);
    expect((await serverSpan(`/api/no-such-thing/${id}`)).name).toBe('GET /api/*');
  });
});
