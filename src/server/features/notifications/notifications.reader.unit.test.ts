import { describe, expect, it } from 'vitest';
import type { Notification } from '#shared/schemas/notifications.ts';
import { createNotificationReader } from './notifications.reader.ts';

const notification = (id: string) => ({ id, title: `New ${id}` }) as unknown as Notification;

describe('the stream notification reader', () => {
  it('reads a burst of announcements with one query, each notification once for all tabs', async () => {
    const queries: string[][] = [];
    const read = createNotificationReader(async (wanted) => {
      queries.push(wanted.map((w) => w.id));
      return new Map(wanted.filter((w) => w.id !== 'gone').map((w) => [w.id, notification(w.id)]));
    });
    const announced = ['a', 'b', 'c', 'gone'].map((id) => ({ type: 'user_action' as const, id, targetId: 'member' }));
    // Three tabs of the member receive every announcement.
    const results = await Promise.all([1, 2, 3].flatMap(() => announced.map(read)));
    expect(queries).toEqual([['a', 'b', 'c', 'gone']]);
    const frame = (id: string) => `event: notification\nid: ${id}\ndata: ${JSON.stringify(notification(id))}\n\n`;
    const text = (result: (typeof results)[number]) => result && { id: result.id, frame: new TextDecoder().decode(result.frame) };
    expect(results.slice(0, 4).map(text)).toEqual([{ id: 'a', frame: frame('a') }, { id: 'b', frame: frame('b') }, { id: 'c', frame: frame('c') }, null]);
    // Encoded once: every tab queues the same bytes.
    expect(results[4]!.frame).toBe(results[0]!.frame);
    // A later announcement is a new read.
    await read({ type: 'user_action', id: 'd', targetId: 'member' });
    expect(queries).toHaveLength(2);
  });

  it('fails the waiting streams when the read fails, and reads again next time', async () => {
    let fail = true;
    const read = createNotificationReader(async (wanted) => {
      if (fail) throw new Error('connection lost');
      return new Map(wanted.map((w) => [w.id, notification(w.id)]));
    });
    const event = { type: 'user_action' as const, id: 'a', targetId: 'member' };
    await expect(read(event)).rejects.toThrow('connection lost');
    fail = false;
    await expect(read(event)).resolves.toMatchObject({ id: 'a' });
  });
});
