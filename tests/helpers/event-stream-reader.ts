import type { Notification } from '#shared/schemas/notifications.ts';

/** How long a notification may take to reach a stream unless a test says otherwise. */
const DELIVERY_LIMIT_MS = 1_000;

/** Reads server-sent events from a streaming response. */
export function eventReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const parsed: { event: string; id?: string; data: string }[] = [];
  let done = false;
  const pump = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) break;
      buffer += chunk.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(block.split('\n').filter((line) => !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
        if (fields.data !== undefined) parsed.push({ event: fields.event ?? 'message', id: fields.id, data: fields.data });
      }
    }
    done = true;
  })();
  return {
    /** Notifications received so far. */
    notifications: () => parsed.filter((e) => e.event === 'notification').map((e) => JSON.parse(e.data) as Notification),
    /** Waits until `count` notifications arrived, or fails after the limit. */
    async waitFor(count: number, limitMs = DELIVERY_LIMIT_MS) {
      const started = Date.now();
      while (this.notifications().length < count) {
        if (Date.now() - started > limitMs) throw new Error(`only ${this.notifications().length} of ${count} notifications within ${limitMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return this.notifications();
    },
    ended: () => done,
    async ready() {
      while (!parsed.some((e) => e.event === 'ready')) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    close: async () => {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}
