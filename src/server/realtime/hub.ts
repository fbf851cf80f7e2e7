import type { Logger } from '../lib/logger.ts';
import { EVENTS_CHANNEL, type RealtimeEvent } from './publish.ts';

/** Open streams per member; opening one more closes that member's oldest. */
export const MAX_STREAMS_PER_MEMBER = 10;

export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/** One open stream (a browser tab). */
export type StreamSink = {
  send(event: RealtimeEvent): void;
  /** The hub ends the stream (too many open, or shutting down). */
  close(): void;
};

/**
 * Per instance: one LISTEN connection on the events channel, fanned out in memory to the
 * streams this instance holds. Every instance receives every NOTIFY, so a member's tabs get
 * their events whichever instance holds them.
 */
export function createRealtimeHub({ listen, logger, maxStreamsPerMember = MAX_STREAMS_PER_MEMBER }: { listen: Listen; logger: Logger; maxStreamsPerMember?: number }) {
  const streams = new Map<string, StreamSink[]>();
  let unlisten: (() => Promise<void>) | undefined;

  function onPayload(payload: string) {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      logger.warn({ payload }, 'unreadable realtime event');
      return;
    }
    for (const sink of streams.get(event.targetId) ?? []) sink.send(event);
  }

  function remove(userId: string, sink: StreamSink) {
    const open = (streams.get(userId) ?? []).filter((s) => s !== sink);
    if (open.length > 0) streams.set(userId, open);
    else streams.delete(userId);
  }

  return {
    async start() {
      unlisten = await listen(EVENTS_CHANNEL, onPayload);
    },
    /** Registers a stream; the returned function unregisters it. */
    subscribe(userId: string, sink: StreamSink): () => void {
      const open = [...(streams.get(userId) ?? []), sink];
      while (open.length > maxStreamsPerMember) open.shift()?.close();
      streams.set(userId, open);
      return () => remove(userId, sink);
    },
    /** Streams open on this instance for the member. */
    streamCount: (userId: string) => streams.get(userId)?.length ?? 0,
    async stop() {
      for (const sinks of streams.values()) for (const sink of sinks) sink.close();
      streams.clear();
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
