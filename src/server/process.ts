import cluster from 'node:cluster';
import module from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { InvalidEnvironmentError, parseEnv } from './env.ts';
import { DataDirectoryLockedError } from './db/data-dir-lock.ts';
import { startServer } from './server.ts';
import { superviseServerProcesses, tellPrimaryReady } from './server-processes.ts';
import { traceHooks } from './tracing/trace-hooks.ts';

/** After this long a stop that has not finished is forced, with a failure exit code. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

// Reading the browse index keeps most of what it allocates, and V8 then allocates every later
// object from the same code (database rows, arrays) straight in the old generation: under load
// that generation grew by about 2 MB a second and was collected whole, a 60-85 ms pause, about
// once a minute (decision 036). Without pretenuring, requests' objects die young.
setFlagsFromString('--no-allocation-site-pretenuring');

/** Runs one server process, or the primary of several whose processes run `entry`. */
async function main(entry: string) {
  const env = parseEnv(process.env);
  if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
    superviseServerProcesses(env, entry);
    return;
  }
  const server = await startServer(env, { announce: cluster.isPrimary, oneOfSeveral: cluster.isWorker });
  // What this start compiled is written now, not only when the process exits.
  module.flushCompileCache();
  if (cluster.isWorker) tellPrimaryReady(server.summary);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (cluster.isPrimary) console.log(`Received ${signal}; shutting down`);
    const timer = setTimeout(() => {
      console.error(`Flightdeck did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await server.close();
      // Spans still batched are sent before the process ends.
      await traceHooks()?.shutdown();
      process.exit(0);
    } catch (error) {
      console.error('Flightdeck could not stop cleanly:', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // A process whose primary is gone stops too, rather than serve on unsupervised.
  if (cluster.isWorker) process.on('disconnect', () => void stop('disconnect'));
}

/**
 * Starts the server from `entry`, the script that loaded this module (`main.ts`, or its build
 * in dist/server) after turning on the compile cache; more server processes run that script.
 */
export function runServerProcess(entry: string): void {
  main(entry).catch(reportStartFailure);
}

function reportStartFailure(error: unknown) {
  // Problems the operator can fix get a plain sentence; anything else the full error.
  if (error instanceof InvalidEnvironmentError || error instanceof DataDirectoryLockedError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE') {
    console.error(`Port ${process.env.PORT ?? 3000} is already in use. Stop the program using it, or start Flightdeck with a different PORT.`);
  } else {
    console.error('Flightdeck could not start:', error);
  }
  process.exit(1);
}
