import cluster, { type Worker } from 'node:cluster';
import { metricsEnabled, type Env } from './env.ts';
import { createLogger, stdoutIsTerminal } from './lib/logger.ts';
import { announceReady, type StartupSummary } from './lib/startup-summary.ts';

/**
 * V8 flags every server process runs with (`npm start` and `npm run serve` pass them too): young
 * generation capped at 16 MB per semi-space. V8 sizes it from the machine's memory, up to 64 MB
 * per semi-space here, and keeps it committed once grown (decision 066).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];

/**
 * The C library's setting every server process runs with (`npm start` and `npm run serve` set
 * it too): blocks of 128 kB and more (the browse index's arrays, growing and let go) are mapped
 * and given back to the system when freed, instead of glibc raising that threshold as they are
 * freed and keeping later ones in a heap it cannot shrink (decision 066).
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };

/** The flags a server process starts with: its primary's, with SERVER_NODE_FLAGS unless set otherwise. */
export function withServerFlags(execArgv: readonly string[]): string[] {
  const named = (flag: string) => flag.split('=')[0]!.replaceAll('_', '-');
  return [...execArgv, ...SERVER_NODE_FLAGS.filter((flag) => !execArgv.some((given) => named(given) === named(flag)))];
}

/** What a server process tells its primary once it serves. */
export type ReadyMessage = { type: 'flightdeck-ready'; summary: StartupSummary };

const isReadyMessage = (message: unknown): message is ReadyMessage => (message as ReadyMessage | null)?.type === 'flightdeck-ready';

/** A process that stopped after it had started serving is replaced after this pause, so a crash loop cannot spin. */
const REPLACE_AFTER_MS = 1_000;

/**
 * The primary of WEB_CONCURRENCY server processes (decision 039). Each process is a whole
 * instance (its own connections and browse index) and they share the port: the primary hands
 * each new connection to the next process. It says Flightdeck is ready once every process
 * serves, replaces a process that stops later, and on SIGTERM or SIGINT stops them all and exits
 * when they have. A process that fails to start stops the others: the primary then exits with 1
 * (the process has said why).
 */
export function superviseServerProcesses(env: Env, entry: string): void {
  const logger = createLogger(env.LOG_LEVEL, { pretty: stdoutIsTerminal() });
  const serving = new Set<Worker>();
  let announced = false;
  let stopping = false;
  let exitCode = 0;
  // The processes run the server's entry itself, whichever script started the primary (`npm start`
  // builds first), and with the young generation's cap even when the primary was started without it.
  cluster.setupPrimary({ exec: entry, execArgv: withServerFlags(process.execArgv) });

  // With metrics on, the primary adds up its processes' metrics for a scrape of any of them,
  // and serves METRICS_PORT itself: processes sharing that port would each answer for one.
  const metrics = metricsEnabled(env)
    ? import('./metrics/cluster-metrics.ts').then(async ({ gatherProcessMetrics }) => {
        const gathered = gatherProcessMetrics(() => serving);
        if (env.METRICS_PORT !== undefined) {
          const { startMetricsServer } = await import('./metrics/metrics-endpoint.ts');
          await startMetricsServer({ port: env.METRICS_PORT, host: env.HOST, read: gathered.read });
        }
        return gathered;
      })
    : undefined;
  metrics?.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    exitCode = 1;
    stopAll();
  });

  const start = () => {
    const worker = cluster.fork({ ...SERVER_ENV, ...process.env });
    void metrics?.then((gathered) => gathered.watch(worker), () => undefined);
    worker.on('message', (message: unknown) => {
      if (!isReadyMessage(message)) return;
      serving.add(worker);
      if (!announced && serving.size === env.WEB_CONCURRENCY) {
        announced = true;
        announceReady(logger, { ...message.summary, processes: env.WEB_CONCURRENCY }, stdoutIsTerminal());
      }
    });
  };

  const stopAll = (signal?: NodeJS.Signals) => {
    if (signal) console.log(`Received ${signal}; shutting down`);
    stopping = true;
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(exitCode);
    for (const worker of running) worker?.process.kill('SIGTERM');
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasServing = serving.delete(worker);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    } else if (!wasServing) {
      exitCode = 1;
      stopAll();
    } else {
      logger.error({ code, signal }, 'a server process stopped; starting another');
      setTimeout(() => {
        if (!stopping) start();
      }, REPLACE_AFTER_MS);
    }
  });

  for (let i = 0; i < env.WEB_CONCURRENCY; i += 1) start();
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));
}

/** In a server process: tells the primary this process serves. */
export function tellPrimaryReady(summary: StartupSummary): void {
  const message: ReadyMessage = { type: 'flightdeck-ready', summary };
  process.send?.(message);
}
