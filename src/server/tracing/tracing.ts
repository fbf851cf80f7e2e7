import { createRequire } from 'node:module';
import { context, isSpanContextValid, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { SpanProcessor } from '@opentelemetry/sdk-trace';
import { installTraceHooks, type TraceHooks } from './trace-hooks.ts';

/** The service's name in traces unless OTEL_SERVICE_NAME (or OTEL_RESOURCE_ATTRIBUTES) names another. */
const DEFAULT_SERVICE_NAME = 'flightdeck';

/**
 * Starts OpenTelemetry (decision 077): spans for incoming and outgoing HTTP requests and for
 * node-postgres' queries, sent over OTLP (HTTP/protobuf) to OTEL_EXPORTER_OTLP_ENDPOINT, with
 * the SDK reading the other standard OTEL_* variables (service name, resource attributes,
 * headers, sampler, batch sizes). Called before the server's modules load, so `http` and `pg`
 * are patched when they are first required. Tests pass span processors of their own.
 */
export function startTracing(options: { spanProcessors?: SpanProcessor[] } = {}): TraceHooks {
  const instrumentations = [new HttpInstrumentation(), new PgInstrumentation({ requireParentSpan: true })];
  const sdk = new NodeSDK({
    ...(!process.env.OTEL_SERVICE_NAME && { serviceName: DEFAULT_SERVICE_NAME }),
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : { traceExporter: new OTLPTraceExporter() }),
    // Logs stay pino's (with the trace ids in each line) and metrics Prometheus' (METRICS_PORT,
    // METRICS_TOKEN): no OpenTelemetry log or metric pipeline unless OTEL_LOGS_EXPORTER or
    // OTEL_METRICS_EXPORTER asks for one.
    ...(!process.env.OTEL_LOGS_EXPORTER && { logRecordProcessors: [] }),
    ...(!process.env.OTEL_METRICS_EXPORTER && { metricReaders: [] }),
    // A query outside a request (the worker, the browse index's reads) starts no trace of its own.
    instrumentations,
  });
  sdk.start();
  // The instrumentations patch modules as they are required. The server imports `node:http` as
  // an ES module, which never passes through require: requiring it here patches the one shared
  // `http.Server.prototype`. `pg` (kept out of the server's build for this) is patched likewise,
  // even when something loaded it before tracing started.
  const require = createRequire(import.meta.url);
  for (const name of ['node:http', 'node:https', 'pg', 'pg-pool']) require(name);
  const hooks: TraceHooks = {
    logFields(): Record<string, string> {
      const span = trace.getSpan(context.active());
      const ids = span?.spanContext();
      if (!ids || !isSpanContextValid(ids)) return {};
      return { trace_id: ids.traceId, span_id: ids.spanId, trace_flags: `0${ids.traceFlags.toString(16)}` };
    },
    nameRequest(method, route) {
      const span = trace.getSpan(context.active());
      if (!span) return;
      span.setAttribute('http.route', route);
      span.updateName(`${method} ${route}`);
    },
    async shutdown() {
      await sdk.shutdown();
      for (const instrumentation of instrumentations) instrumentation.disable();
      trace.disable();
      context.disable();
      propagation.disable();
      installTraceHooks(undefined);
    },
  };
  installTraceHooks(hooks);
  return hooks;
}
