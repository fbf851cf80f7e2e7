import type { Listen } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import { EVENTS_CHANNEL, type ChannelMessage, type RealtimeEvent } from './publish.ts';

/** Open streams per member; opening one more closes that member's oldest. */
export const MAX_STREAMS_PER_MEMBER = 10;

/** One open stream (a browser tab). */
export type StreamSink = {
  /** The session the stream was opened with: the stream ends with it. */
  sessionId: string;
  send(event: RealtimeEvent): void;
  /** The hub ends the stream (its session ended, too many open, catching up after a lost database connection, or shutting down). */
  close(): void;
};

/**
 * Per instance: one LISTEN connection on the events channel, fanned out in memory to the
 * streams this instance holds. Every instance receives every NOTIFY, so a member's tabs get
 * their events whichever instance holds them, and a session's streams end wherever it ends.
 */
export function createRealtimeHub({ listen, logger, maxStreamsPerMember = MAX_STREAMS_PER_MEMBER }: { listen: Listen; logger: Logger; maxStreamsPerMember?: number }) {
  const streams = new Map<string, StreamSink[]>();
  let unlisten: (() => Promise<void>) | undefined;

  function onPayload(payload: string) {
    let message: ChannelMessage;
    try {
      message = JSON.parse(payload) as ChannelMessage;
    } catch {
      logger.warn({ payload }, 'unreadable realtime event');
      return;
    }
    const sinks = streams.get(message.targetId) ?? [];
    if (message.type === 'session_ended') {
      for (const sink of sinks.filter((s) => s.sessionId === message.sessionId)) sink.close();
      return;
    }
    for (const sink of sinks) sink.send(message);
  }

  /**
   * The LISTEN connection was lost and is back: what was announced in between never arrives.
   * Every open stream is closed, so its browser reconnects with Last-Event-ID, is sent what it
   * missed, and re-reads the list on `ready`.
   */
  function resync() {
    const open = [...streams.values()].flat();
    if (open.length > 0) logger.info({ streams: open.length }, 'realtime streams closed to catch up after a lost database connection');
    for (const sink of open) sink.close();
  }

  function remove(userId: string, sink: StreamSink) {
    const open = (streams.get(userId) ?? []).filter((s) => s !== sink);
    if (open.length > 0) streams.set(userId, open);
    else streams.delete(userId);
  }

  return {
    async start() {
      unlisten = await listen(EVENTS_CHANNEL, onPayload, resync);
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
    /** Streams open on this instance, every member's. */
    openStreams: () => {
      let count = 0;
      for (const sinks of streams.values()) count += sinks.length;
      return count;
    },
    async stop() {
      for (const sinks of streams.values()) for (const sink of sinks) sink.close();
      streams.clear();
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
