import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { subscribers } from '#server/db/schema/accounts.ts';
import { userActions } from '#server/db/schema/community.ts';
import { vipEventRsvps, vipEvents } from '#server/db/schema/deals.ts';
import type { AdminVipEvent, VipEvent, VipEventInput, VipEventList } from '#shared/schemas/vip-events.ts';
import { memberOn } from '#tests/helpers/fast-members.ts';
import { allPrincipals, principal } from '#tests/helpers/principals.ts';
import { type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { fileFixture } from '#tests/helpers/file-fixture.ts';
import { errorOf } from '#tests/helpers/answers.ts';
import { documentedAnswer } from '#tests/helpers/documented-answers.ts';
import { eraseAccountNow } from '#tests/helpers/erasure.ts';

const testApp = testAppForFile();
/** A second instance on the same database. */
const other = testAppForFile(() => ({ database: testApp.handle }));
const who = fileFixture(() => allPrincipals(testApp));

const JOIN = 'https://meet.example/secret-room';
const ADDRESS = '100 Example Street, New York';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const input = (overrides: Partial<VipEventInput> = {}): VipEventInput => ({
  title: 'Pricing teardown',
  description: 'We take **pricing pages** apart.',
  startsAt: `${inDays(10)}T17:00`,
  endsAt: `${inDays(10)}T18:30`,
  timeZone: 'Europe/London',
  onlineUrl: JOIN,
  place: ADDRESS,
  capacity: 2,
  ...overrides,
});

async function createEvent(overrides: Partial<VipEventInput> = {}) {
  const response = await who.editor.client.post('/api/admin/vip-events', input(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return documentedAnswer<AdminVipEvent>(testApp, 'post /admin/vip-events', response);
}
async function rsvp(client: TestClient, id: string, body: unknown = {}) {
  return client.put(`/api/vip-events/${id}/rsvp`, body);
}
async function viewOf(client: TestClient, id: string): Promise<{ event: VipEvent | undefined; text: string }> {
  const response = await client.get('/api/vip-events');
  const text = await response.clone().text();
  const list = await documentedAnswer<VipEventList>(testApp, 'get /vip-events', response);
  return { event: [...list.upcoming, ...list.past].find((event) => event.id === id), text };
}
const legacyFounder = () => principal(testApp, 'legacy_founder');


describe('who may reply', () => {
  it('shows every event to everyone without the link or the place, and the plan that unlocks them', async () => {
    const event = await createEvent();
    for (const client of [who.visitor, who.explorer.client, who.master_builder.client, who.legacy_founder.client]) {
      const { event: shown, text } = await viewOf(client, event.id);
      expect(shown).toEqual(expect.objectContaining({ title: 'Pricing teardown', online: true, inPerson: true, onlineUrl: null, place: null, capacity: 2, placesLeft: 2 }));
      expect(text).not.toContain('secret-room');
      expect(text).not.toContain('Example Street');
    }
    expect((await viewOf(who.master_builder.client, event.id)).event).toEqual(expect.objectContaining({ unlocked: false, requiredTier: 'legacy_founder', rsvp: null }));
    expect((await viewOf(who.legacy_founder.client, event.id)).event).toEqual(expect.objectContaining({ unlocked: true, requiredTier: null }));
  });

  it('refuses a visitor and plans below Legacy Founder, and seats Legacy Founders and super_admins with the link and the place', async () => {
    const event = await createEvent({ capacity: 10 });
    expect((await errorOf(await rsvp(who.visitor, event.id), 401)).code).toBe('UNAUTHENTICATED');
    for (const name of ['explorer', 'community', 'master_builder', 'administrator'] as const) {
      expect(await errorOf(await rsvp(who[name].client, event.id), 403)).toEqual({
        code: 'FEATURE_LOCKED',
        message: 'Available exclusively on the Legacy Founder plan and above',
        details: { feature: 'VIP_EVENTS', requiredTier: 'legacy_founder' },
      });
    }
    for (const name of ['legacy_founder', 'super_admin'] as const) {
      const response = await rsvp(who[name].client, event.id);
      expect(response.status).toBe(200);
      expect(await documentedAnswer(testApp, 'put /vip-events/{id}/rsvp', response)).toEqual(expect.objectContaining({ rsvp: { status: 'going', waitlistPosition: null }, onlineUrl: JOIN, place: ADDRESS }));
    }
    // Replying again changes nothing.
    expect(((await (await rsvp(who.legacy_founder.client, event.id)).json()) as VipEvent).placesLeft).toBe(8);
    expect((await viewOf(who.legacy_founder.client, event.id)).event).toEqual(expect.objectContaining({ onlineUrl: JOIN, place: ADDRESS, placesLeft: 8 }));
    expect((await errorOf(await rsvp(who.legacy_founder.client, '00000000-0000-4000-8000-000000000000'), 404)).message).toBe('Event not found');
  });

  it('takes the link away from a member whose plan no longer has VIP events', async () => {
    const event = await createEvent();
    const member = await legacyFounder();
    await rsvp(member.client, event.id);
    await testApp.db.update(subscribers).set({ subscriptionTier: 'explorer' }).where(eq(subscribers.userId, member.userId));
    const { event: shown, text } = await viewOf(member.client, event.id);
    expect(shown).toEqual(expect.objectContaining({ unlocked: false, rsvp: null, onlineUrl: null }));
    expect(text).not.toContain('secret-room');
    // They can still give the place back.
    expect((await member.client.delete(`/api/vip-events/${event.id}/rsvp`)).status).toBe(200);
    expect((await viewOf(who.legacy_founder.client, event.id)).event?.placesLeft).toBe(2);
  });
});

describe('places', () => {
  it('gives the last place to exactly one of two members asking at once on two instances', async () => {
    const event = await createEvent({ capacity: 1 });
    const [a, b] = [await legacyFounder(), await legacyFounder()];
    const responses = await Promise.all([rsvp(a.client, event.id), rsvp(memberOn(other, b), event.id)]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(await errorOf(refused, 409)).toEqual({ code: 'CONFLICT', message: 'This event is full.', details: { full: true, waitlist: true } });
    expect(await testApp.db.select().from(vipEventRsvps).where(eq(vipEventRsvps.eventId, event.id))).toHaveLength(1);
  });

  it('never seats more than the capacity under many parallel replies', async () => {
    const event = await createEvent({ capacity: 3 });
    const members = await Promise.all(Array.from({ length: 8 }, () => legacyFounder()));
    const statuses = await Promise.all(members.map((member, index) => rsvp(index % 2 ? memberOn(other, member) : member.client, event.id).then((response) => response.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const [row] = await testApp.db.select({ n: sql<number>`count(*)::int` }).from(vipEventRsvps).where(and(eq(vipEventRsvps.eventId, event.id), eq(vipEventRsvps.status, 'going')));
    expect(row!.n).toBe(3);
  });

  it('puts members on the waitlist in order, promotes the first when a place is given back, and tells them', async () => {
    const event = await createEvent({ capacity: 1 });
    const [seated, first, second] = [await legacyFounder(), await legacyFounder(), await legacyFounder()];
    expect((await rsvp(seated.client, event.id)).status).toBe(200);
    const firstReply = await documentedAnswer<VipEvent>(testApp, 'put /vip-events/{id}/rsvp', await rsvp(first.client, event.id, { waitlist: true }));
    expect(firstReply).toEqual(expect.objectContaining({ rsvp: { status: 'waitlisted', waitlistPosition: 1 }, onlineUrl: null, place: null }));
    expect(((await (await rsvp(second.client, event.id, { waitlist: true })).json()) as VipEvent).rsvp).toEqual({ status: 'waitlisted', waitlistPosition: 2 });

    const cancelled = await seated.client.delete(`/api/vip-events/${event.id}/rsvp`);
    expect(cancelled.status).toBe(200);
    expect((await documentedAnswer<VipEvent>(testApp, 'delete /vip-events/{id}/rsvp', cancelled)).rsvp).toBeNull();

    expect((await viewOf(first.client, event.id)).event).toEqual(expect.objectContaining({ rsvp: { status: 'going', waitlistPosition: null }, onlineUrl: JOIN, placesLeft: 0 }));
    expect((await viewOf(second.client, event.id)).event?.rsvp).toEqual({ status: 'waitlisted', waitlistPosition: 1 });
    const notifications = await (await first.client.get('/api/me/notifications')).json();
    expect(JSON.stringify(notifications)).toContain('A place opened up and is yours: Pricing teardown');
    expect(await testApp.db.select().from(userActions).where(and(eq(userActions.targetId, second.userId), eq(userActions.actionType, 'vip_event_place')))).toHaveLength(0);

    // Leaving the waitlist frees nobody's place.
    expect((await second.client.delete(`/api/vip-events/${event.id}/rsvp`)).status).toBe(200);
    expect((await viewOf(second.client, event.id)).event?.rsvp).toBeNull();
  });

  it('gives places that staff add to the waitlist, and refuses a capacity below the places taken', async () => {
    const event = await createEvent({ capacity: 1 });
    const [seated, waiting] = [await legacyFounder(), await legacyFounder()];
    await rsvp(seated.client, event.id);
    await rsvp(waiting.client, event.id, { waitlist: true });
    const updated = await who.editor.client.put(`/api/admin/vip-events/${event.id}`, input({ capacity: 2 }));
    expect(updated.status).toBe(200);
    expect(await documentedAnswer(testApp, 'put /admin/vip-events/{id}', updated)).toEqual(expect.objectContaining({ going: 2, waitlisted: 0, placesLeft: 0 }));
    expect((await viewOf(waiting.client, event.id)).event?.rsvp?.status).toBe('going');
    expect((await errorOf(await who.editor.client.put(`/api/admin/vip-events/${event.id}`, input({ capacity: 1 })), 400)).message).toBe('Capacity cannot be below the 2 places already taken.');
  });

  it('refuses replies once the event has started, and moves it to the past list when it is over', async () => {
    const event = await createEvent();
    await testApp.db
      .update(vipEvents)
      .set({ startsAt: sql`now() - interval '2 hours'`, endsAt: sql`now() - interval '1 hour'` })
      .where(eq(vipEvents.id, event.id));
    expect((await errorOf(await rsvp(who.legacy_founder.client, event.id), 409)).message).toBe('This event has already started.');
    const list = (await (await who.visitor.get('/api/vip-events')).json()) as VipEventList;
    expect(list.past.map((shown) => shown.id)).toContain(event.id);
    expect(list.upcoming.map((shown) => shown.id)).not.toContain(event.id);
  });
});

describe('staff', () => {
  it('lets editors and above create events, and nobody else', async () => {
    for (const name of ['legacy_founder', 'contributor'] as const) {
      expect((await errorOf(await who[name].client.post('/api/admin/vip-events', input()), 403)).code).toBe('ADMIN_ACCESS_REQUIRED');
      expect((await errorOf(await who[name].client.get('/api/admin/vip-events'), 403)).code).toBe('ADMIN_ACCESS_REQUIRED');
    }
    const created = await createEvent({ timeZone: 'America/New_York', startsAt: '2030-01-15T09:30', endsAt: '2030-01-15T11:00' });
    expect(created).toEqual(expect.objectContaining({ startsAt: '2030-01-15T14:30:00.000Z', startsAtLocal: '2030-01-15T09:30', timeZone: 'America/New_York' }));
    const listed = (await documentedAnswer<{ events: AdminVipEvent[] }>(testApp, 'get /admin/vip-events', await who.administrator.client.get('/api/admin/vip-events'))).events;
    expect(listed.find((event) => event.id === created.id)).toEqual(expect.objectContaining({ onlineUrl: JOIN, place: ADDRESS, going: 0 }));
  });

  it('refuses events with wrong fields, in words, and stores nothing', async () => {
    const before = (await testApp.db.select().from(vipEvents)).length;
    const cases: [Partial<VipEventInput>, string][] = [
      [{ title: ' ' }, 'Please give the event a title.'],
      [{ endsAt: `${inDays(10)}T16:00` }, 'The event must end after it starts.'],
      [{ startsAt: 'tomorrow' }, 'Please give the start as a date and time.'],
      [{ timeZone: 'Mars/Olympus' }, 'Please choose a time zone.'],
      [{ onlineUrl: '', place: '' }, 'Please give an online link or a place (or both).'],
      [{ onlineUrl: 'javascript:alert(1)' }, 'The online link must be a web address starting with https:// or http://.'],
      [{ capacity: 0 }, 'Capacity must be a whole number from 1 to 10000.'],
      [{ capacity: 2.5 }, 'Capacity must be a whole number from 1 to 10000.'],
    ];
    for (const [overrides, message] of cases) expect((await errorOf(await who.editor.client.post('/api/admin/vip-events', input(overrides)), 400)).message).toBe(message);
    expect(await testApp.db.select().from(vipEvents)).toHaveLength(before);
  });
});

describe("the member's data", () => {
  it('exports the places, and on erasure gives them to the waitlist', async () => {
    const event = await createEvent({ capacity: 1 });
    const [leaving, waiting] = [await legacyFounder(), await legacyFounder()];
    await rsvp(leaving.client, event.id);
    await rsvp(waiting.client, event.id, { waitlist: true });
    const exported = await (await leaving.client.get('/api/me/export')).json();
    expect(exported.vipEventRsvps).toEqual([expect.objectContaining({ eventId: event.id, event: 'Pricing teardown', status: 'going' })]);

    await eraseAccountNow(testApp, leaving);
    await testApp.worker.drain();
    expect(await testApp.db.select().from(vipEventRsvps).where(eq(vipEventRsvps.userId, leaving.userId))).toHaveLength(0);
    expect((await viewOf(waiting.client, event.id)).event?.rsvp?.status).toBe('going');
  });
});
