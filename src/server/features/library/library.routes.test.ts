import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events } from '#server/db/schema/events.ts';
import { tacticPlans } from '#server/db/schema/engagement.ts';
import { userExperience, xpTransactions } from '#server/db/schema/gamification.ts';
import { LIBRARY_MESSAGES, type BookmarkFolder, type BookmarkLibrary, type TacticPlan, type TacticToolkitState, type Toolkit } from '#shared/schemas/library.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { DEMO_TACTICS, PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle, tacticIdByName } from '#tests/helpers/content.ts';
import { fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const testApp = testAppForFile({ demoContent: true });
const visitor = createClient(testApp);
let ada: FastMember;
let bob: FastMember;
let studyId: string;
let tacticId: string;

beforeAll(async () => {
  [ada, bob] = await fastMembers(testApp, 2);
  studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[0]!.title);
  tacticId = await tacticIdByName(testApp, DEMO_TACTICS[0]!.name);
});

async function expectError(response: Response, status: number, message?: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  if (message) expect((await response.json()).error.message).toBe(message);
}
const patch = (client: TestClient, path: string, body: unknown) => client.request(path, { method: 'PATCH', json: body });
const library = async (client: TestClient) => (await (await client.get('/api/me/bookmarks')).json()) as BookmarkLibrary;

/** Makes every waiting event of a type due now and runs the worker, as time passing would. */
async function makeDue(type: string) {
  await testApp.db.update(events).set({ runAfter: sql`now()` }).where(eq(events.type, type));
  await testApp.worker.drain();
}

describe('bookmark folders', () => {
  let folder: BookmarkFolder;

  it('asks visitors to sign in', async () => {
    await expectError(await visitor.get('/api/me/bookmarks'), 401);
    await expectError(await visitor.post('/api/me/bookmark-folders', { name: 'Later' }), 401);
    await expectError(await patch(visitor, `/api/me/bookmarks/${UNKNOWN_ID}`, { folderId: null }), 401);
  });

  it('creates, renames and refuses blank or duplicate names', async () => {
    const created = await ada.client.post('/api/me/bookmark-folders', { name: '  Growth ideas ' });
    expect(created.status).toBe(201);
    folder = (await created.json()) as BookmarkFolder;
    expect(folder).toMatchObject({ name: 'Growth ideas', count: 0 });
    await expectError(await ada.client.post('/api/me/bookmark-folders', { name: '   ' }), 400, LIBRARY_MESSAGES.folderName);
    await expectError(await ada.client.post('/api/me/bookmark-folders', { name: 'Growth ideas' }), 409, LIBRARY_MESSAGES.folderExists);
    expect((await patch(ada.client, `/api/me/bookmark-folders/${folder.id}`, { name: 'Try next' })).status).toBe(204);
    expect((await library(ada.client)).folders.map((f) => f.name)).toEqual(['Try next']);
  });

  it("answers another member's folder as an unknown one (404), revealing nothing", async () => {
    await expectError(await patch(bob.client, `/api/me/bookmark-folders/${folder.id}`, { name: 'Mine' }), 404, LIBRARY_MESSAGES.folderNotFound);
    await expectError(await bob.client.delete(`/api/me/bookmark-folders/${folder.id}`), 404, LIBRARY_MESSAGES.folderNotFound);
    await expectError(await patch(ada.client, `/api/me/bookmark-folders/${UNKNOWN_ID}`, { name: 'X' }), 404, LIBRARY_MESSAGES.folderNotFound);
  });

  it('moves a bookmark into a folder and back; deleting the folder keeps the bookmark', async () => {
    await ada.client.put(`/api/case-studies/${studyId}/bookmark`);
    const [bookmark] = (await library(ada.client)).items;
    expect(bookmark).toMatchObject({ kind: 'case_study', itemId: studyId, folderId: null, href: `/case-studies/${studyId}` });
    expect(bookmark!.regionTags.length).toBeLessThanOrEqual(2);
    expect((await patch(ada.client, `/api/me/bookmarks/${bookmark!.id}`, { folderId: folder.id })).status).toBe(204);
    let after = await library(ada.client);
    expect(after.items[0]!.folderId).toBe(folder.id);
    expect(after.folders[0]!.count).toBe(1);

    await expectError(await patch(bob.client, `/api/me/bookmarks/${bookmark!.id}`, { folderId: null }), 404, LIBRARY_MESSAGES.bookmarkNotFound);
    const [bobFolder] = [(await (await bob.client.post('/api/me/bookmark-folders', { name: 'Bob' })).json()) as BookmarkFolder];
    await expectError(await patch(ada.client, `/api/me/bookmarks/${bookmark!.id}`, { folderId: bobFolder!.id }), 404, LIBRARY_MESSAGES.folderNotFound);
    await expectError(await patch(ada.client, `/api/me/bookmarks/${UNKNOWN_ID}`, { folderId: null }), 404, LIBRARY_MESSAGES.bookmarkNotFound);

    expect((await ada.client.delete(`/api/me/bookmark-folders/${folder.id}`)).status).toBe(204);
    after = await library(ada.client);
    expect(after.folders).toEqual([]);
    expect(after.items[0]).toMatchObject({ id: bookmark!.id, folderId: null });
  });
});

describe('bookmark reminders', () => {
  it('refuses a date in the past or an unknown choice', async () => {
    const [bookmark] = (await library(ada.client)).items;
    await expectError(await patch(ada.client, `/api/me/bookmarks/${bookmark!.id}`, { reminder: { date: '2001-01-01' } }), 400, LIBRARY_MESSAGES.reminderDate);
    await expectError(await patch(ada.client, `/api/me/bookmarks/${bookmark!.id}`, { reminder: { preset: '3_years' } }), 400);
  });

  it('arrives as a notification when due, once; a cleared reminder never does', async () => {
    const [bookmark] = (await library(ada.client)).items;
    const before = Date.now();
    expect((await patch(ada.client, `/api/me/bookmarks/${bookmark!.id}`, { reminder: { preset: '2_weeks' } })).status).toBe(204);
    const remindAt = new Date((await library(ada.client)).items[0]!.remindAt!).getTime();
    expect(remindAt - before).toBeGreaterThanOrEqual(14 * 86_400_000 - 1000);
    expect(remindAt - before).toBeLessThan(14 * 86_400_000 + 60_000);

    // Not yet due: nothing.
    await testApp.worker.drain();
    // Only reminders: bookmarking also earns progress notifications (an achievement).
    const reminders = async () => ((await (await ada.client.get('/api/me/notifications')).json()) as NotificationList).items.filter((n) => n.type === 'reminder');
    expect(await reminders()).toEqual([]);

    await makeDue('bookmark.reminder');
    const list = { items: await reminders() };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ type: 'reminder', title: 'Bookmark Reminder', message: `Time to come back to ${PUBLISHED_DEMO_STUDIES[0]!.title}` });
    expect((await library(ada.client)).items[0]!.remindAt).toBeNull();

    await patch(ada.client, `/api/me/bookmarks/${bookmark!.id}`, { reminder: { preset: '3_days' } });
    await patch(ada.client, `/api/me/bookmarks/${bookmark!.id}`, { reminder: null });
    await makeDue('bookmark.reminder');
    expect(await reminders()).toHaveLength(1);
  });

  it('removes a bookmark by id, only the member\'s own', async () => {
    const [bookmark] = (await library(ada.client)).items;
    await expectError(await bob.client.delete(`/api/me/bookmarks/${bookmark!.id}`), 404, LIBRARY_MESSAGES.bookmarkNotFound);
    expect((await ada.client.delete(`/api/me/bookmarks/${bookmark!.id}`)).status).toBe(204);
    expect((await library(ada.client)).items).toEqual([]);
  });
});

describe('the toolkit and 7-day plans', () => {
  let plan: TacticPlan;

  it('asks visitors to sign in and answers 404 for an unknown tactic', async () => {
    await expectError(await visitor.get(`/api/tactics/${tacticId}/toolkit`), 401);
    await expectError(await visitor.put(`/api/tactics/${tacticId}/toolkit`, { status: 'saved' }), 401);
    await expectError(await visitor.get('/api/me/toolkit'), 401);
    await expectError(await ada.client.put(`/api/tactics/${UNKNOWN_ID}/toolkit`, { status: 'saved' }), 404, 'Tactic Not Found');
    await expectError(await ada.client.post(`/api/tactics/${UNKNOWN_ID}/plan`), 404);
  });

  it('saves to the toolkit, marks as implemented and lists it', async () => {
    await expectError(await ada.client.put(`/api/tactics/${tacticId}/toolkit`, { status: 'done' }), 400, LIBRARY_MESSAGES.toolkitStatus);
    const saved = (await (await ada.client.put(`/api/tactics/${tacticId}/toolkit`, { status: 'saved' })).json()) as TacticToolkitState;
    expect(saved).toEqual({ status: 'saved', plan: null });
    const done = (await (await ada.client.put(`/api/tactics/${tacticId}/toolkit`, { status: 'implemented' })).json()) as TacticToolkitState;
    expect(done.status).toBe('implemented');
    const toolkit = (await (await ada.client.get('/api/me/toolkit')).json()) as Toolkit;
    expect(toolkit.items).toMatchObject([{ tacticId, name: DEMO_TACTICS[0]!.name, status: 'implemented', href: `/tactics/${tacticId}` }]);
    expect(toolkit.items[0]!.implementedAt).not.toBeNull();
  });

  it('starts a plan of seven steps from the tactic, once', async () => {
    const state = (await (await ada.client.post(`/api/tactics/${tacticId}/plan`)).json()) as TacticToolkitState;
    plan = state.plan!;
    expect(plan.steps.map((s) => s.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(plan.steps[0]!.description).toContain(DEMO_TACTICS[0]!.name);
    const again = (await (await ada.client.post(`/api/tactics/${tacticId}/plan`)).json()) as TacticToolkitState;
    expect(again.plan!.id).toBe(plan.id);
    expect(await testApp.db.select().from(events).where(eq(events.type, 'plan.reminder'))).toHaveLength(6);
    const listed = await ada.client.get('/api/me/toolkit');
    expect(listed.status, await listed.clone().text()).toBe(200);
    expect(((await listed.json()) as Toolkit).plans.map((p) => p.id)).toEqual([plan.id]);
  });

  it('ticks an open step once for its XP; later days wait; others cannot tick it', async () => {
    const step1 = `/api/me/plans/${plan.id}/steps/1`;
    await expectError(await visitor.put(step1), 401);
    await expectError(await bob.client.put(step1), 404, LIBRARY_MESSAGES.planNotFound);
    await expectError(await ada.client.put(`/api/me/plans/${UNKNOWN_ID}/steps/1`), 404, LIBRARY_MESSAGES.planNotFound);
    await expectError(await ada.client.put(`/api/me/plans/${plan.id}/steps/9`), 404);
    await expectError(await ada.client.put(`/api/me/plans/${plan.id}/steps/2`), 400, LIBRARY_MESSAGES.stepNotOpen);

    const ticked = (await (await ada.client.put(step1)).json()) as TacticPlan;
    expect(ticked.steps[0]!.completedAt).not.toBeNull();
    await ada.client.put(step1);
    // Plan steps only: the member's bookmarks earlier in this file earned XP of their own.
    const xp = (await testApp.db.select().from(xpTransactions).where(eq(xpTransactions.userId, ada.userId))).filter((t) => t.sourceKey.startsWith('plan:'));
    expect(xp.map((t) => t.amount)).toEqual([plan.steps[0]!.xpReward]);
    const all = await testApp.db.select().from(xpTransactions).where(eq(xpTransactions.userId, ada.userId));
    const [experience] = await testApp.db.select().from(userExperience).where(eq(userExperience.userId, ada.userId));
    expect(experience!.totalXp).toBe(all.reduce((sum, t) => sum + t.amount, 0));
  });

  it("reminds of each later day's step, unless it is done", async () => {
    // Two days in: day 2 opens; tick it so only the other days remind.
    await testApp.db.update(tacticPlans).set({ startedAt: sql`now() - interval '2 days'` }).where(eq(tacticPlans.id, plan.id));
    expect((await ada.client.put(`/api/me/plans/${plan.id}/steps/2`)).status).toBe(200);
    await makeDue('plan.reminder');
    const list = (await (await ada.client.get('/api/me/notifications')).json()) as NotificationList;
    const reminders = list.items.filter((n) => n.title === '7-Day Plan');
    expect(reminders).toHaveLength(5);
    expect(reminders.map((n) => n.message)).toContain(`Today's step: Day 7 of ${DEMO_TACTICS[0]!.name}: Decide`);
  });
});
