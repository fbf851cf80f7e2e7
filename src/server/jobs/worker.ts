import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Listen } from '../db/client.ts';
import { events } from '../db/schema/events.ts';
import type { Logger } from '../lib/logger.ts';
import { transactionOnce } from '../db/transaction-retry.ts';
import { JOBS_CHANNEL, type StoredEvent } from './queue.ts';

/**
 * One effect of an event. A handler runs in the transaction that marks the event done (unless
 * it runs outside it, see outsideTransaction), and records its effect under a unique key of its
 * own, so running it again changes nothing.
 */
export type EventHandler = {
  name: string;
  /** The event types it reacts to. */
  types: readonly string[];
  handle(tx: Database, event: StoredEvent): Promise<void>;
  /**
   * Its effects are only rows written in the given transaction, each under a lock of the
   * event's member (see orderingKeyOf), so events of such handlers may share one transaction.
   * Handlers that call the outside world or sweep many members leave it unset.
   */
  groupable?: boolean;
  /**
   * The events of a group that this handler reacts to, in one go (set-based statements), with
   * the same effects as handle() for each in turn.
   */
  handleBatch?(tx: Database, events: readonly StoredEvent[]): Promise<void>;
  /**
   * It talks to the outside world at length (an SMTP conversation): handle() gets the pool and
   * runs before the event's transaction opens, so no transaction (and, on the embedded database,
   * no other query of the instance) waits on it. Its writes are its own and must be safe to repeat.
   */
  outsideTransaction?: boolean;
  /** Its own delay before attempt number `attempts + 1`, instead of the worker's doubling backoff. */
  retryDelayMs?(attempts: number): number;
  /** The event failed its last attempt: records that the effect will never happen. */
  onGiveUp?(db: Database, event: StoredEvent, lastError: string): Promise<void>;
};

export type WorkerOptions = {
  /** Events claimed per round. */
  batchSize: number;
  /**
   * Lanes of a round working at the same time, each with its own transaction (so at most this
   * many pooled connections). One member's events stay in one lane, in the order they happened.
   */
  concurrency: number;
  /** Events of groupable handlers committed together in one transaction of a lane. */
  groupSize: number;
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
  batchSize: 1000,
  concurrency: 4,
  groupSize: 100,
  leaseMs: 60_000,
  maxAttempts: 6,
  backoffMs: 1_000,
  maxBackoffMs: 10 * 60_000,
  pollMs: 5_000,
};

/** Raised inside a handler transaction when another worker took the event over. */
class ClaimLost extends Error {}

/** Delay before attempt number `attempts + 1`. */
export function retryDelayMs(attempts: number, options: Pick<WorkerOptions, 'backoffMs' | 'maxBackoffMs'>): number {
  return Math.min(options.backoffMs * 2 ** Math.max(0, attempts - 1), options.maxBackoffMs);
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2_000);

/**
 * The member whose rows an event's handlers lock (the author of a reviewed submission, else the
 * actor); events without one order nothing. One member's events are handled one after the
 * other, in the order they happened, and a transaction holding several members' events locks
 * them in ascending order of this key, so transactions of lanes and instances cannot deadlock
 * on them.
 */
export function orderingKeyOf(event: Pick<StoredEvent, 'id' | 'actorId' | 'payload'>): string {
  const author = event.payload.authorId;
  return typeof author === 'string' ? author : (event.actorId ?? event.id);
}

// Events of one millisecond keep the batch's order (the sort is stable): the claim put them in the order they were written.
const byKeyThenTime = (a: StoredEvent, b: StoredEvent) =>
  orderingKeyOf(a) < orderingKeyOf(b) ? -1 : orderingKeyOf(a) > orderingKeyOf(b) ? 1 : a.createdAt.getTime() - b.createdAt.getTime();

/**
 * Splits a batch into at most `count` lanes of about equal length; all events of one ordering
 * key go to the same lane, each lane sorted by key, then by time (events of one millisecond in
 * the batch's order).
 */
export function splitIntoLanes(batch: readonly StoredEvent[], count: number): StoredEvent[][] {
  const byKey = new Map<string, StoredEvent[]>();
  for (const event of batch) {
    const key = orderingKeyOf(event);
    byKey.set(key, [...(byKey.get(key) ?? []), event]);
  }
  const lanes: StoredEvent[][] = Array.from({ length: Math.max(1, Math.min(count, byKey.size)) }, () => []);
  // Largest first, each to the shortest lane.
  for (const group of [...byKey.values()].sort((a, b) => b.length - a.length)) {
    lanes.reduce((shortest, lane) => (lane.length < shortest.length ? lane : shortest)).push(...group);
  }
  return lanes.filter((lane) => lane.length > 0).map((lane) => lane.sort(byKeyThenTime));
}

/** A lane's consecutive groupable events in groups of up to `size`; any other event alone. */
export function groupsOf(lane: readonly StoredEvent[], groupable: (event: StoredEvent) => boolean, size: number): StoredEvent[][] {
  const groups: StoredEvent[][] = [];
  let current: StoredEvent[] = [];
  for (const event of lane) {
    if (groupable(event) && size > 1) {
      current.push(event);
      if (current.length >= size) {
        groups.push(current);
        current = [];
      }
    } else {
      if (current.length > 0) groups.push(current);
      current = [];
      groups.push([event]);
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

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

  /** Tells the event's handlers that it is dead; a failure there is logged and changes nothing else. */
  async function giveUp(event: StoredEvent, lastError: string): Promise<void> {
    for (const handler of byType.get(event.type) ?? []) {
      try {
        await handler.onGiveUp?.(db, event, lastError);
      } catch (error) {
        logger.error({ err: error, eventId: event.id, type: event.type, handler: handler.name }, 'a dead event could not be recorded as given up');
      }
    }
  }

  /**
   * A worker that died on an event in its last attempt leaves it dead rather than looping.
   * Checked on the slow poll only: it is rare, and every claim stays one statement.
   */
  async function reapAbandoned(): Promise<void> {
    const reaped = await db
      .update(events)
      .set({ state: 'dead', lockedUntil: null, finishedAt: sql`now()`, lastError: sql`coalesce(${events.lastError}, 'stopped while being handled')` })
      .where(and(eq(events.state, 'processing'), lt(events.lockedUntil, sql`now()`), gte(events.attempts, options.maxAttempts)))
      .returning({ id: events.id, type: events.type, actorId: events.actorId, payload: events.payload, attempts: events.attempts, createdAt: events.createdAt, lastError: events.lastError });
    for (const { lastError, ...event } of reaped) await giveUp(event, lastError ?? 'stopped while being handled');
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
    const claimed = await db
      .update(events)
      .set({ state: 'processing', attempts: sql`${events.attempts} + 1`, lockedUntil: sql`now() + ${options.leaseMs} * interval '1 millisecond'` })
      .where(inArray(events.id, due))
      .returning({
        id: events.id,
        type: events.type,
        actorId: events.actorId,
        payload: events.payload,
        attempts: events.attempts,
        createdAt: events.createdAt,
        writtenAtMicros: sql<number>`(extract(epoch from ${events.createdAt}) * 1000000)::float8`,
      });
    // An update returns its rows in no set order, and a Date keeps only milliseconds: the batch
    // comes back in the order its events were written, to the microsecond (two of one member's
    // actions can fall in one millisecond), for the lanes to keep.
    return claimed
      .sort((a, b) => a.writtenAtMicros - b.writtenAtMicros || (a.id < b.id ? -1 : 1))
      .map(({ writtenAtMicros: _writtenAt, ...event }) => event);
  }

  async function handleOne(event: StoredEvent): Promise<void> {
    const mine = and(eq(events.id, event.id), eq(events.state, 'processing'), eq(events.attempts, event.attempts));
    const handlers = byType.get(event.type) ?? [];
    try {
      for (const handler of handlers) if (handler.outsideTransaction) await handler.handle(db, event);
      const handle = async (tx: Database) => {
        const [owned] = await tx.update(events).set({ state: 'done', lockedUntil: null, finishedAt: sql`now()` }).where(mine).returning({ id: events.id });
        if (!owned) throw new ClaimLost();
        for (const handler of handlers) if (!handler.outsideTransaction) await handler.handle(tx, event);
      };
      // Handlers that only write rows (groupable) are run again after a deadlock at once; one that
      // may call the outside world (Stripe, a bucket) runs once, and the event is retried later.
      await (handlers.every((handler) => handler.groupable === true) ? db.transaction(handle) : transactionOnce(db, handle));
    } catch (error) {
      if (error instanceof ClaimLost) return;
      const dead = event.attempts >= options.maxAttempts;
      logger.warn({ err: error, eventId: event.id, type: event.type, attempts: event.attempts, dead }, 'event handler failed');
      const ownDelay = handlers.find((handler) => handler.retryDelayMs)?.retryDelayMs?.(event.attempts);
      const [marked] = await db
        .update(events)
        .set(
          dead
            ? { state: 'dead', lockedUntil: null, finishedAt: sql`now()`, lastError: errorText(error) }
            : { state: 'pending', lockedUntil: null, lastError: errorText(error), runAfter: sql`now() + ${ownDelay ?? retryDelayMs(event.attempts, options)} * interval '1 millisecond'` },
        )
        .where(mine)
        .returning({ id: events.id });
      if (dead && marked) await giveUp(event, errorText(error));
    }
  }

  const groupable = (event: StoredEvent) => {
    const handlers = byType.get(event.type) ?? [];
    return handlers.length > 0 && handlers.every((handler) => handler.groupable === true);
  };

  /**
   * Groupable events committed together: one statement marks those still claimed by this
   * worker done, then each handler takes its events of the group, in order (all at once when it
   * can). When anything fails, the transaction rolls
   * back whole and each event is handled again alone, so a failure counts against its own
   * event only.
   */
  async function handleGroup(group: StoredEvent[]): Promise<void> {
    if (group.length === 1) return handleOne(group[0]!);
    try {
      await db.transaction(async (tx) => {
        const claims = sql.join(
          group.map((event) => sql`(${event.id}::uuid, ${event.attempts}::integer)`),
          sql`, `,
        );
        const owned = await tx
          .update(events)
          .set({ state: 'done', lockedUntil: null, finishedAt: sql`now()` })
          .where(and(eq(events.state, 'processing'), sql`(${events.id}, ${events.attempts}) in (${claims})`))
          .returning({ id: events.id });
        const ownedIds = new Set(owned.map((row) => row.id));
        const mine = group.filter((event) => ownedIds.has(event.id));
        // Handler by handler, each over the group's events in order: a handler's effects are its own.
        for (const handler of deps.handlers) {
          const its = mine.filter((event) => handler.types.includes(event.type));
          if (its.length === 0) continue;
          if (handler.handleBatch) await handler.handleBatch(tx, its);
          else for (const event of its) await handler.handle(tx, event);
        }
      });
    } catch (error) {
      logger.debug({ err: error, events: group.length }, 'event group failed; handling its events one by one');
      for (const event of group) await handleOne(event);
    }
  }

  /** Gives claimed events back untouched (the worker is stopping), so another takes them at once. */
  async function release(unhandled: StoredEvent[]): Promise<void> {
    if (unhandled.length === 0) return;
    const claims = sql.join(
      unhandled.map((event) => sql`(${event.id}::uuid, ${event.attempts}::integer)`),
      sql`, `,
    );
    await db
      .update(events)
      .set({ state: 'pending', attempts: sql`${events.attempts} - 1`, lockedUntil: null })
      .where(and(eq(events.state, 'processing'), sql`(${events.id}, ${events.attempts}) in (${claims})`));
  }

  /** Claims and handles one batch; the number of events claimed. */
  async function runBatch(): Promise<number> {
    const batch = await claim();
    const unhandled: StoredEvent[] = [];
    const lanes = splitIntoLanes(batch, options.concurrency);
    await Promise.all(
      lanes.map(async (lane) => {
        for (const group of groupsOf(lane, groupable, options.groupSize)) {
          if (stopped) unhandled.push(...group);
          else await handleGroup(group);
        }
      }),
    );
    await release(unhandled);
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
    /** Whether it was started and not stopped: it takes events as they are emitted. */
    isRunning: () => timer !== undefined && !stopped,
    /** Listens for new events and polls slowly; handles what is already due. */
    async start() {
      stopped = false;
      // Back from a lost connection, it looks at once for events emitted meanwhile.
      if (deps.listen) unlisten = await deps.listen(JOBS_CHANNEL, wake, wake);
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
      timer = undefined;
      await unlisten?.();
      await running?.catch(() => undefined);
    },
  };
}
export type EventWorker = ReturnType<typeof createEventWorker>;
