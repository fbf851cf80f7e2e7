import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { events } from '#server/db/schema/events.ts';
import type { TestApp, TestClient } from './test-app.ts';

/**
 * The member asks for their account to be deleted, and the erasure runs at once: its waiting
 * time is moved into the past and the event worker handles it.
 */
export async function eraseAccountNow(testApp: TestApp, member: { client: TestClient; userId: string }) {
  expect((await member.client.post('/api/me/deletion-request', { reason: 'Moving on' })).status).toBe(202);
  await testApp.db
    .update(events)
    .set({ runAfter: sql`now() - interval '1 second'` })
    .where(and(eq(events.type, 'account.erasure_due'), eq(events.actorId, member.userId)));
  await testApp.worker.drain();
}
