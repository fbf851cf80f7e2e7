import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db/client.ts';
import { PGLITE_EXTENSIONS, wrapPglite } from '../db/pglite.ts';
import { EVENTS_CHANNEL, publishEvent, type RealtimeEvent } from './publish.ts';

// The events channel on both engines: an event published in a transaction reaches a
// listener when the transaction commits, and never when it rolls back.

let handle: DatabaseHandle;
const received: RealtimeEvent[] = [];
let stopListening: () => Promise<void>;

beforeAll(async () => {
  const onPayload = (payload: string) => received.push(JSON.parse(payload) as RealtimeEvent);
  if (process.env.TEST_DB === 'postgres') {
    // NOTIFY is per database: the listener and the publisher share the server's default one.
    const url = inject('postgresAdminUrl');
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    listener.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload) onPayload(message.payload);
    });
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    handle = openPostgres(url);
    stopListening = () => listener.end();
  } else {
    const dump = await readFile(inject('pgliteTemplateFile'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
    const unlisten = await client.listen(EVENTS_CHANNEL, onPayload);
    handle = wrapPglite(client);
    stopListening = unlisten;
  }
});
afterAll(async () => {
  await stopListening();
  await handle.close();
});

/** Events with these ids seen so far, after giving the listener a moment. */
async function seen(ids: string[]) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return received.filter((event) => ids.includes(event.id));
}

describe('publishEvent', () => {
  it('delivers the event when the transaction commits', async () => {
    const event: RealtimeEvent = { type: 'user_action', id: randomUUID(), targetId: randomUUID() };
    await handle.db.transaction(async (tx) => {
      await publishEvent(tx, event);
    });
    expect(await seen([event.id])).toEqual([event]);
  });

  it('delivers nothing when the transaction rolls back', async () => {
    const event: RealtimeEvent = { type: 'user_action', id: randomUUID(), targetId: randomUUID() };
    await expect(
      handle.db.transaction(async (tx) => {
        await publishEvent(tx, event);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await seen([event.id])).toEqual([]);
  });
});
