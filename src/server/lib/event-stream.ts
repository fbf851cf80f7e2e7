const encoder = new TextEncoder();

/** One server-sent event as bytes: encoded once, it can be queued on any number of streams. */
export function sseFrame({ event, id, data, retry }: { event: string; id?: string; data: string; retry?: number }): Uint8Array {
  const lines = [`event: ${event}`, ...(id ? [`id: ${id}`] : []), ...(retry ? [`retry: ${retry}`] : []), ...data.split('\n').map((line) => `data: ${line}`)];
  return encoder.encode(`${lines.join('\n')}\n\n`);
}

export const HEARTBEAT_FRAME = encoder.encode(': heartbeat\n\n');

/** Bytes a stream may queue ahead of its reader before it is closed (its browser reconnects and resumes). */
const QUEUE_HIGH_WATER_BYTES = 64 * 1024;
const MAX_QUEUED_BYTES = 1024 * 1024;

export type EventStream = {
  /** The response body. */
  body: ReadableStream<Uint8Array>;
  /** Queues a frame; nothing once closed. */
  send(frame: Uint8Array): void;
  /** Ends the stream after what is queued. */
  close(): void;
  readonly closed: boolean;
};

/**
 * A server-sent event stream whose frames go straight into the body's queue, with no transform
 * stream and writer in between: a burst of notifications to thousands of open tabs is mostly
 * this queueing (decision 031). The reader's pace is respected by the server adapter; a reader
 * more than a megabyte behind is closed rather than queued for without end. onClose runs once,
 * when the stream closes or the client goes away.
 */
export function openEventStream(onClose: () => void): EventStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  const finish = () => {
    if (closed) return false;
    closed = true;
    onClose();
    return true;
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
      },
      cancel() {
        finish();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_HIGH_WATER_BYTES }),
  );
  const close = () => {
    if (finish()) controller.close();
  };
  return {
    body,
    send(frame) {
      if (closed) return;
      if ((controller.desiredSize ?? 0) < QUEUE_HIGH_WATER_BYTES - MAX_QUEUED_BYTES) return close();
      controller.enqueue(frame);
    },
    close,
    get closed() {
      return closed;
    },
  };
}
