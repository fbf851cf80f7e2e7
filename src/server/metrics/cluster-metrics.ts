import type { Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import client from 'prom-client';
import type { ReadMetrics } from './metrics-endpoint.ts';
import type { ServerMetrics } from './server-metrics.ts';

/**
 * With WEB_CONCURRENCY above 1 every process keeps its own metrics, and a scrape reaches one
 * process (the main port) or the primary (METRICS_PORT). The primary asks each serving process
 * for its metrics over the cluster's IPC channel and adds them up with prom-client's
 * `AggregatorRegistry.aggregate` (each metric by its aggregator: sums, or the first process's
 * reading of a database-wide figure), so one scrape sees every process (decision 077).
 */

/** A process that has not answered by then fails the scrape (503) rather than hang it. */
const GATHER_TIMEOUT_MS = 5_000;

type MetricsJson = Awaited<ReturnType<ServerMetrics['json']>>;

type Message =
  | { type: 'flightdeck-metrics-request'; id: string }
  | { type: 'flightdeck-metrics-reply'; id: string; metrics?: MetricsJson; error?: string }
  | { type: 'flightdeck-metrics-gather'; id: string }
  | { type: 'flightdeck-metrics-gathered'; id: string; body?: string; error?: string };

const isMessage = (message: unknown): message is Message => typeof (message as Message | null)?.type === 'string' && (message as Message).type.startsWith('flightdeck-metrics-');

/** Waits for the reply that carries `id`, or fails after the time-out. */
function awaitReply<T>(pending: Map<string, (reply: T) => void>, id: string, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`${what} did not answer within ${GATHER_TIMEOUT_MS} ms`));
    }, GATHER_TIMEOUT_MS);
    pending.set(id, (reply) => {
      clearTimeout(timer);
      pending.delete(id);
      resolve(reply);
    });
  });
}

/**
 * In a server process: answers the primary's requests for this process's metrics, and returns
 * the reader `/metrics` on the main port uses, which asks the primary for every process's.
 */
export function serveMetricsToPrimary(metrics: ServerMetrics): ReadMetrics {
  const gathered = new Map<string, (reply: Extract<Message, { type: 'flightdeck-metrics-gathered' }>) => void>();
  process.on('message', (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === 'flightdeck-metrics-request') {
      metrics.json().then(
        (json) => process.send?.({ type: 'flightdeck-metrics-reply', id: message.id, metrics: json } satisfies Message),
        (error: unknown) => process.send?.({ type: 'flightdeck-metrics-reply', id: message.id, error: String(error) } satisfies Message),
      );
    } else if (message.type === 'flightdeck-metrics-gathered') {
      gathered.get(message.id)?.(message);
    }
  });
  return async () => {
    const id = randomUUID();
    const reply = awaitReply(gathered, id, 'the primary process');
    process.send?.({ type: 'flightdeck-metrics-gather', id } satisfies Message);
    const { body, error } = await reply;
    if (body === undefined) throw new Error(error ?? 'no metrics');
    return { contentType: client.Registry.PROMETHEUS_CONTENT_TYPE, body };
  };
}

/**
 * In the primary: reads every serving process's metrics, added up, and answers the processes
 * that ask for them (their `/metrics`). `watch` is called with each process it starts.
 */
export function gatherProcessMetrics(serving: () => Iterable<Worker>): { read: ReadMetrics; watch(worker: Worker): void } {
  const replies = new Map<string, (reply: Extract<Message, { type: 'flightdeck-metrics-reply' }>) => void>();

  const read: ReadMetrics = async () => {
    const asked = [...serving()].filter((worker) => worker.isConnected());
    const answers = await Promise.all(
      asked.map((worker) => {
        const id = randomUUID();
        const reply = awaitReply(replies, id, `server process ${worker.process.pid}`);
        worker.send({ type: 'flightdeck-metrics-request', id } satisfies Message);
        return reply;
      }),
    );
    const failed = answers.find((answer) => answer.metrics === undefined);
    if (failed) throw new Error(failed.error ?? 'no metrics');
    const registry = client.AggregatorRegistry.aggregate(answers.map((answer) => answer.metrics!));
    return { contentType: client.Registry.PROMETHEUS_CONTENT_TYPE, body: await registry.metrics() };
  };

  return {
    read,
    watch(worker) {
      worker.on('message', (message: unknown) => {
        if (!isMessage(message)) return;
        if (message.type === 'flightdeck-metrics-reply') replies.get(message.id)?.(message);
        else if (message.type === 'flightdeck-metrics-gather') {
          read().then(
            ({ body }) => worker.isConnected() && worker.send({ type: 'flightdeck-metrics-gathered', id: message.id, body } satisfies Message),
            (error: unknown) => worker.isConnected() && worker.send({ type: 'flightdeck-metrics-gathered', id: message.id, error: String(error) } satisfies Message),
          );
        }
      });
    },
  };
}
