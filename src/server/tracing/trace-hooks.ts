/**
 * What the log and the app ask of tracing, without loading OpenTelemetry: the hooks are installed
 * by `tracing.ts` when OTEL_EXPORTER_OTLP_ENDPOINT is set, and absent otherwise, so a server
 * without tracing neither loads its modules nor adds a step to a log line or a request (decision 077).
 */
export type TraceHooks = {
  /** The active span's ids for a log line (`trace_id`, `span_id`, `trace_flags`), or nothing outside a span. */
  logFields(): Record<string, string>;
  /** Names the request's server span after the route that answered it (`GET /api/case-studies/:id`). */
  nameRequest(method: string, route: string): void;
  /** Sends the spans not yet exported and stops tracing. */
  shutdown(): Promise<void>;
};

let installed: TraceHooks | undefined;

/** The tracing hooks, when tracing is on. */
export const traceHooks = (): TraceHooks | undefined => installed;

export function installTraceHooks(hooks: TraceHooks | undefined): void {
  installed = hooks;
}

/** Whether the environment turns tracing on: an OTLP endpoint for traces is set. */
export const tracingRequested = (env: Record<string, string | undefined>): boolean =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
