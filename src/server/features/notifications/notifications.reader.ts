import { NOTIFICATION_STREAM_EVENT, type Notification } from '#shared/schemas/notifications.ts';
import { sseFrame } from '../../lib/event-stream.ts';
import type { RealtimeEvent } from '../../realtime/publish.ts';

/** A notification as a stream writes it: its id and its event frame, encoded once for every tab. */
export type EncodedNotification = { id: string; frame: Uint8Array };

export const encodeNotification = (item: Notification): EncodedNotification => ({
  id: item.id,
  frame: sseFrame({ event: NOTIFICATION_STREAM_EVENT, id: item.id, data: JSON.stringify(item) }),
});

type Wanted = { id: string; targetId: string };
type Waiter = { wanted: Wanted; resolve(value: EncodedNotification | null): void; reject(error: unknown): void };

/** The most ids one read asks for. */
const MAX_READ = 500;

/**
 * Reads the notifications announced to this instance's streams. Announcements arriving in the
 * same turn of the event loop (a burst) are read with one query, each notification once
 * however many of its member's tabs are open here, and encoded once.
 */
export function createNotificationReader(load: (wanted: readonly Wanted[]) => Promise<Map<string, Notification>>) {
  let queue: Waiter[] = [];
  const inFlight = new Map<string, Promise<EncodedNotification | null>>();

  async function read(part: Waiter[]) {
    try {
      const found = await load(part.map((waiter) => waiter.wanted));
      for (const waiter of part) {
        const item = found.get(waiter.wanted.id);
        waiter.resolve(item ? encodeNotification(item) : null);
      }
    } catch (error) {
      for (const waiter of part) waiter.reject(error);
    }
  }

  function flush() {
    const waiting = queue;
    queue = [];
    for (let start = 0; start < waiting.length; start += MAX_READ) void read(waiting.slice(start, start + MAX_READ));
  }

  return function readNotification(event: RealtimeEvent): Promise<EncodedNotification | null> {
    const known = inFlight.get(event.id);
    if (known) return known;
    const pending = new Promise<EncodedNotification | null>((resolve, reject) => {
      queue.push({ wanted: { id: event.id, targetId: event.targetId }, resolve, reject });
      if (queue.length === 1) setImmediate(flush);
    });
    inFlight.set(event.id, pending);
    pending.then(
      () => inFlight.delete(event.id),
      () => inFlight.delete(event.id),
    );
    return pending;
  };
}
