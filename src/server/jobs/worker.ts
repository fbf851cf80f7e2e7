import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { events } from '../db/schema/events.ts';
import type { Logger } from '../lib/logger.ts';
import { JOBS_CHANNEL, type StoredEvent } from './events.ts';

/**
 * One effect of an event. A handler runs in the transaction that marks the event done, and
 * records its effect under a unique key of its own, so running it again changes nothing.
 */
export type EventHandler = {
  name: string;
  /** The event types it reacts to. */
  types: readonly string[];
  handle(tx: Database, event: StoredEvent): Promise<void>;
};

export type WorkerOptions = {
  /** Events claimed per round. */
  batchSize: number;
  /** Events of a round handled at the same time (each in its own transaction). */
  concurrency: number;
  /** How long a claim lasts: a worker that stops mid-way loses its events to others after it. */
  leaseMs: number;
  /** Attempts before an event is dead. */
  maxAttempts: number;
  /** First retry delay; each later one doubles, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Slow poll for retries that fall due and for notifications missed while disconnected. */
  pollMs: number;
};

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  batchSize: 20,
  concurrency: 4,
  leaseMs: 60_000,
  maxAttempts: 6,
  backoffMs: 1_000,
  maxBackoffMs: 10 * 60_000,
  pollMs: 5_000,
};

export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/** Raised inside a handler transaction when another worker took the event over. */
class ClaimLost extends Error {}

/** Delay before attempt number `attempts + 1`. */
export function retryDelayMs(attempts: number, options: Pick<WorkerOptions, 'backoffMs' | 'maxBackoffMs'>): number {
  return Math.min(options.backoffMs * 2 ** Math.max(0, attempts - 1), options.maxBackoffMs);
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2_000);

/**
 * Takes events with FOR UPDATE SKIP LOCKED, so any number of workers on one database share
 * them and each claimed event belongs to one worker. Delivery is at least once: an event
 * whose worker stopped is claimed again after its lease. Marking the event done happens in
 * the handlers' transaction, guarded by the attempt number of the claim.
 */
export function createEventWorker(deps: { db: Database; handlers: readonly EventHandler[]; logger: Logger; listen?: Listen; options?: Partial<WorkerOptions> }) {
  const { db, logger } = deps;
  const options = { ...DEFAULT_WORKER_OPTIONS, ...deps.options };
  const byType = new Map<string, EventHandler[]>();
  for (const handler of deps.handlers) {
    for (const type of handler.types) byType.set(type, [...(byType.get(type) ?? []), handler]);
  }

  /**
   * A worker that died on an event in its last attempt leaves it dead rather than looping.
   * Checked on the slow poll only: it is rare, and every claim stays one statement.
   */
  async function reapAbandoned(): Promise<void> {
    await db
      .update(events)
      .set({ state: 'dead', lockedUntil: null, finishedAt: sql`now()`, lastError: sql`coalesce(${events.lastError}, 'stopped while being handled')` })
      .where(and(eq(events.state, 'processing'), lt(events.lockedUntil, sql`now()`), gte(events.attempts, options.maxAttempts)));
  }

  /** Claims up to batchSize due events for this worker. */
  async function claim(): Promise<StoredEvent[]> {
    const now = sql`now()`;
    const due = db
      .select({ id: events.id })
      .from(events)
      .where(
        or(
          and(eq(events.state, 'pending'), lte(events.runAfter, now)),
          // Abandoned by a worker that stopped; in its last attempt it is left to reapAbandoned.
          and(eq(events.state, 'processing'), lt(events.lockedUntil, now), lt(events.attempts, options.maxAttempts)),
        ),
      )
      .orderBy(asc(events.runAfter))
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(events)
      .set({ state: 'processing', attempts: sql`${events.attempts} + 1`, lockedUntil: sql`now() + ${options.leaseMs} * interval '1 millisecond'` })
      .where(inArray(events.id, due))
      .returning({ id: events.id, type: events.type, actorId: events.actorId, payload: events.payload, attempts: events.attempts, createdAt: events.createdAt });
  }

  async function handleOne(event: StoredEvent): Promise<void> {
    const mine = and(eq(events.id, event.id), eq(events.state, 'processing'), eq(events.attempts, event.attempts));
    try {
      await db.transaction(async (tx) => {
        const [owned] = await tx.update(events).set({ state: 'done', lockedUntil: null, finishedAt: sql`now()` }).where(mine).returning({ id: events.id });
        if (!owned) throw new ClaimLost();
        for (const handler of byType.get(event.type) ?? []) await handler.handle(tx, event);
      });
    } catch (error) {
      if (error instanceof ClaimLost) return;
      const dead = event.attempts >= options.maxAttempts;
      logger.warn({ err: error, eventId: event.id, type: event.type, attempts: event.attempts, dead }, 'event handler failed');
      await db
        .update(events)
        .set(
          dead
            ? { state: 'dead', lockedUntil: null, finishedAt: sql`now()`, lastError: errorText(error) }
            : { state: 'pending', lockedUntil: null, lastError: errorText(error), runAfter: sql`now() + ${retryDelayMs(event.attempts, options)} * interval '1 millisecond'` },
        )
        .where(mine);
    }
  }

  /** Claims and handles one batch; the number of events handled. */
  async function runBatch(): Promise<number> {
    const batch = await claim();
    const queue = [...batch];
    const lane = async () => {
      for (let event = queue.shift(); event; event = queue.shift()) await handleOne(event);
    };
    await Promise.all(Array.from({ length: Math.min(options.concurrency, batch.length) }, lane));
    return batch.length;
  }

  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /** Handles due events until none is left; calls while it runs make it look once more. */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await runBatch()) > 0) {
            // keep going while there is work
          }
        } while (again && !stopped);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const wake = () => {
    drain().catch((error: unknown) => logger.error({ err: error }, 'event worker round failed'));
  };

  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  return {
    claim,
    drain,
    reapAbandoned,
    /** Listens for new events and polls slowly; handles what is already due. */
    async start() {
      stopped = false;
      if (deps.listen) unlisten = await deps.listen(JOBS_CHANNEL, wake);
      timer = setInterval(() => {
        reapAbandoned().then(wake, (error: unknown) => logger.error({ err: error }, 'event worker round failed'));
      }, options.pollMs);
      timer.unref();
      wake();
    },
    /** Stops taking events and waits for the current round; unfinished claims expire and move on. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await running?.catch(() => undefined);
    },
  };
}
export type EventWorker = ReturnType<typeof createEventWorker>;
