import module from 'node:module';
import os from 'node:os';
import path from 'node:path';

// The server's entry point. It turns on Node's compile cache before anything else is loaded:
// modules compiled once (the server's own TypeScript and its packages' JavaScript) are read from
// the cache by every later start and every server process, which takes a good part of the
// start's module loading off the time to the first answer (decision 069). NODE_COMPILE_CACHE, when
// set, names another directory; a cache that cannot be written only leaves the start slower.
module.enableCompileCache(path.join(os.tmpdir(), 'flightdeck-compile-cache'));

// OpenTelemetry (decision 077) only when an OTLP endpoint is set, and before the server's modules,
// so that `http` and `pg` are patched as they load; otherwise none of its modules is read.
const { tracingRequested } = await import('./tracing/trace-hooks.ts');
if (tracingRequested(process.env)) (await import('./tracing/tracing.ts')).startTracing();

const { runServerProcess } = await import('./process.ts');
runServerProcess(import.meta.filename);
