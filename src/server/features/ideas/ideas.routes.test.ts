import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ideas } from '#server/db/schema/academy.ts';
import { discussions } from '#server/db/schema/community.ts';
import { seedDemoIdeas } from '#server/seed/demo-ideas-seed.ts';
import { DEMO_IDEAS } from '#server/seed/demo-content/ideas.ts';
import { IDEA_CATEGORIES } from '#shared/constants.ts';
import type { SearchResults } from '#shared/schemas/content.ts';
import type { AuditPage } from '#shared/schemas/editorial.ts';
import { IDEA_SAVE_WEIGHT, type IdeaCard, type IdeaCounters, type IdeaList } from '#shared/schemas/ideas.ts';
import { caseStudyIdByTitle, DRAFT_DEMO_STUDIES, DEMO_CASE_STUDIES } from '#tests/helpers/content.ts';
import { fastMember, type FastMember } from '#tests/helpers/fast-members.ts';
import { memberWith } from '#tests/helpers/members.ts';
import { createClient, type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile({ demoContent: true });
const visitor = createClient(testApp);
let member: FastMember;

beforeAll(async () => {
  await seedDemoIdeas(testApp.db, []);
  member = await fastMember(testApp);
});

async function ok<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}
async function expectError(response: Response, status: number, message?: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  if (message) expect(body.error.message).toBe(message);
  return body.error.code as string;
}
const list = async (client: TestClient, query = '') => ok<IdeaList>(await client.get(`/api/ideas${query}`));
const idOf = async (slug: string) => (await testApp.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.slug, slug)))[0]!.id;
const titleOfStudy = (key: string) => DEMO_CASE_STUDIES.find((study) => study.key === key)!.title;

describe('GET /api/ideas', () => {
  it('lists the demo ideas, four in each category, with their published linked case studies', async () => {
    const { items, total } = await list(visitor);
    expect(total).toBe(DEMO_IDEAS.length);
    for (const category of IDEA_CATEGORIES) expect(items.filter((idea) => idea.category === category)).toHaveLength(4);
    const coffee = items.find((idea) => idea.slug === 'specialty-coffee-subscription')!;
    expect(coffee.caseStudies.map((study) => study.title).sort()).toEqual(
      ['kettlestone-coffee', 'cafe-altura-subscriptions', 'milpa-meal-kits'].map(titleOfStudy).sort(),
    );
    expect(coffee.saved).toBe(false);
  });

  it('searches title and summary by word prefixes, marks the matches, and finds nothing for other words', async () => {
    const { items } = await list(visitor, '?q=coff');
    expect(items.map((idea) => idea.slug)).toEqual(['specialty-coffee-subscription']);
    expect(items[0]!.highlights!.title).toEqual([[14, 20]]);
    expect((await list(visitor, '?q=zeppelin%20origami')).items).toEqual([]);
  });

  it('sorts by newest, by popularity and by most discussed', async () => {
    const newest = (await list(visitor, '?sort=newest')).items.map((idea) => idea.slug);
    expect(newest).toEqual(DEMO_IDEAS.map((idea) => idea.slug));

    const popular = (await list(visitor, '?sort=popularity')).items;
    for (let i = 1; i < popular.length; i += 1) expect(popular[i - 1]!.popularityScore).toBeGreaterThanOrEqual(popular[i]!.popularityScore);

    const studyId = await caseStudyIdByTitle(testApp, titleOfStudy('quayside-lettings'));
    await testApp.db.insert(discussions).values([
      { title: 'Rules', bodyMarkdown: 'What about city rules?', relatedCaseId: studyId },
      { title: 'Licences', bodyMarkdown: 'Which licences?', relatedCaseId: studyId },
    ]);
    const discussed = (await list(visitor, '?sort=most_discussed')).items;
    expect(discussed[0]!.slug).toBe('regulation-pre-mortem');
    expect(discussed[0]!.discussionCount).toBe(2);
  });

  it('refuses an unknown sort and a search that is too long', async () => {
    await expectError(await visitor.get('/api/ideas?sort=random'), 400, 'Sort must be popularity, newest or most_discussed');
    await expectError(await visitor.get(`/api/ideas?q=${'a'.repeat(201)}`), 400, 'Search text must be at most 200 characters');
  });
});

describe('views and saves', () => {
  it('counts a view once per viewer and day, visitors by address', async () => {
    const id = await idOf('concierge-mvp');
    const before = (await list(visitor)).items.find((idea) => idea.id === id)!;
    const first = await ok<IdeaCounters>(await visitor.post(`/api/ideas/${id}/view`));
    expect(first.viewCount).toBe(before.viewCount + 1);
    expect(first.popularityScore).toBe(before.popularityScore + 1);
    expect((await ok<IdeaCounters>(await visitor.post(`/api/ideas/${id}/view`))).viewCount).toBe(first.viewCount);
    expect((await ok<IdeaCounters>(await member.client.post(`/api/ideas/${id}/view`))).viewCount).toBe(first.viewCount + 1);
    expect((await ok<IdeaCounters>(await createClient(testApp).post(`/api/ideas/${id}/view`))).viewCount).toBe(first.viewCount + 2);
  });

  it('is 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) await expectError(await visitor.post(`/api/ideas/${id}/view`), 404, 'Idea not found');
  });

  it('needs a member to save; saving twice counts once, and unsaving gives it back', async () => {
    const id = await idOf('one-channel-focus');
    await expectError(await visitor.put(`/api/ideas/${id}/save`), 401);
    const before = (await list(visitor)).items.find((idea) => idea.id === id)!;
    const saved = await ok<IdeaCounters>(await member.client.put(`/api/ideas/${id}/save`));
    expect(saved).toMatchObject({ saved: true, saveCount: before.saveCount + 1, popularityScore: before.popularityScore + IDEA_SAVE_WEIGHT });
    expect(await ok<IdeaCounters>(await member.client.put(`/api/ideas/${id}/save`))).toEqual(saved);
    expect((await list(member.client)).items.find((idea) => idea.id === id)!.saved).toBe(true);
    const unsaved = await ok<IdeaCounters>(await member.client.delete(`/api/ideas/${id}/save`));
    expect(unsaved).toMatchObject({ saved: false, saveCount: before.saveCount, popularityScore: before.popularityScore });
    expect(await ok<IdeaCounters>(await member.client.delete(`/api/ideas/${id}/save`))).toEqual(unsaved);
  });

  it('keeps the counters exact under parallel saves', async () => {
    const id = await idOf('ltv-cac-check');
    const before = (await list(visitor)).items.find((idea) => idea.id === id)!;
    const savers = await Promise.all([fastMember(testApp), fastMember(testApp), fastMember(testApp)]);
    await Promise.all(savers.flatMap((saver) => [saver.client.put(`/api/ideas/${id}/save`), saver.client.put(`/api/ideas/${id}/save`)]));
    const after = (await list(visitor)).items.find((idea) => idea.id === id)!;
    expect(after.saveCount).toBe(before.saveCount + 3);
    expect(after.popularityScore).toBe(before.popularityScore + 3 * IDEA_SAVE_WEIGHT);
  });
});

describe('staff edits', () => {
  const idea = { title: 'Repair Cafés as a Service', summary: 'Pop-up repair events run for councils and companies.', category: 'business_ideas', tags: ['circular'] };

  it('needs a signed-in member of the staff', async () => {
    await expectError(await visitor.post('/api/ideas', idea), 401);
    const community = await memberWith(testApp, 'community');
    expect(await expectError(await community.client.post('/api/ideas', idea), 403, 'Admin Access Required')).toBe('ADMIN_ACCESS_REQUIRED');
    await expectError(await community.client.request(`/api/ideas/${await idOf('concierge-mvp')}`, { method: 'PATCH', json: { title: 'Hijacked' } }), 403);
  });

  it('validates the idea and its links', async () => {
    const editor = await memberWith(testApp, 'explorer', 'editor');
    await expectError(await editor.client.post('/api/ideas', { ...idea, title: 'ab' }), 400, 'Title must be at least 3 characters');
    await expectError(await editor.client.post('/api/ideas', { ...idea, category: 'other' }), 400);
    const draft = await caseStudyIdByTitle(testApp, DRAFT_DEMO_STUDIES[0]!.title);
    await expectError(await editor.client.post('/api/ideas', { ...idea, caseStudyIds: [draft] }), 400, 'Every linked case study must be a published case study');
    await expectError(await editor.client.request(`/api/ideas/${await idOf('concierge-mvp')}`, { method: 'PATCH', json: {} }), 400, 'Nothing to change');
  });

  it('refuses a contributor, whose changes would be public at once without review, and changes nothing', async () => {
    const contributor = await memberWith(testApp, 'explorer', 'contributor');
    const ideasBefore = await testApp.db.select().from(ideas);
    expect(await expectError(await contributor.client.post('/api/ideas', idea), 403, 'Admin Access Required')).toBe('ADMIN_ACCESS_REQUIRED');
    const existing = await idOf('concierge-mvp');
    expect(await expectError(await contributor.client.request(`/api/ideas/${existing}`, { method: 'PATCH', json: { title: 'Rewritten Without Review' } }), 403, 'Admin Access Required')).toBe(
      'ADMIN_ACCESS_REQUIRED',
    );
    expect(await testApp.db.select().from(ideas)).toEqual(ideasBefore);
  });

  it('lets an editor create and edit an idea, which search then finds', async () => {
    const editor = await memberWith(testApp, 'explorer', 'editor');
    const study = await caseStudyIdByTitle(testApp, titleOfStudy('ojaa-fresh'));
    const created = await ok<IdeaCard>(await editor.client.post('/api/ideas', { ...idea, caseStudyIds: [study] }), 201);
    expect(created).toMatchObject({ title: idea.title, slug: 'repair-cafes-as-a-service', popularityScore: 0, caseStudies: [{ id: study }] });
    const again = await ok<IdeaCard>(await editor.client.post('/api/ideas', idea), 201);
    expect(again.slug).not.toBe(created.slug);

    const edited = await ok<IdeaCard>(await editor.client.request(`/api/ideas/${created.id}`, { method: 'PATCH', json: { summary: 'Pop-up repair workshops for councils.', caseStudyIds: [] } }));
    expect(edited).toMatchObject({ summary: 'Pop-up repair workshops for councils.', caseStudies: [] });
    await expectError(await editor.client.request('/api/ideas/00000000-0000-4000-8000-000000000000', { method: 'PATCH', json: { title: 'Nothing' } }), 404);

    const results = await ok<SearchResults>(await visitor.get('/api/search?q=workshops'));
    expect(results.ideas.map((hit) => hit.id)).toContain(created.id);
    expect(results.ideaTotal).toBeGreaterThanOrEqual(1);
  });
});

describe('staff edits are audited', () => {
  it('records who created and who changed an idea, with each changed field, and nothing for a refused edit', async () => {
    const editor = await memberWith(testApp, 'explorer', 'editor');
    const administrator = await memberWith(testApp, 'explorer', 'administrator');
    const auditOf = async (id: string) =>
      (await ok<AuditPage>(await administrator.client.get('/api/admin/audit?page=1'))).items.filter((entry) => entry.subjectType === 'idea' && entry.subjectId === id);

    const study = await caseStudyIdByTitle(testApp, titleOfStudy('ojaa-fresh'));
    const created = await ok<IdeaCard>(
      await editor.client.post('/api/ideas', { title: 'Tool Libraries for Flats', summary: 'Lend drills and ladders to residents.', category: 'business_ideas', tags: ['sharing'], caseStudyIds: [study] }),
      201,
    );
    const [createdEntry] = await auditOf(created.id);
    expect(createdEntry).toMatchObject({ actorId: editor.userId, action: 'idea.created', details: { after: { title: 'Tool Libraries for Flats', caseStudyIds: [study] } } });

    await ok<IdeaCard>(await editor.client.request(`/api/ideas/${created.id}`, { method: 'PATCH', json: { summary: 'Lend drills, ladders and sewing machines.', tags: ['sharing'], caseStudyIds: [] } }));
    const entries = await auditOf(created.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: editor.userId,
      action: 'idea.updated',
      details: {
        title: 'Tool Libraries for Flats',
        changes: { summary: { from: 'Lend drills and ladders to residents.', to: 'Lend drills, ladders and sewing machines.' }, caseStudyIds: { from: [study], to: [] } },
      },
    });
    // Tags were sent unchanged, so they are not named as a change.
    expect(Object.keys(entries[0]!.details.changes as object)).toEqual(['summary', 'caseStudyIds']);

    await expectError(await editor.client.request(`/api/ideas/${created.id}`, { method: 'PATCH', json: { title: 'ab' } }), 400);
    expect(await auditOf(created.id)).toHaveLength(2);
  });
});

describe('GET /api/search', () => {
  it('finds ideas with the matched words marked', async () => {
    const results = await ok<SearchResults>(await visitor.get('/api/search?q=remittance'));
    expect(results.ideas).toEqual([expect.objectContaining({ title: 'Sending Money Home Cheaply', category: 'niches_problems' })]);
    expect(results.ideas[0]!.highlights.summary.length).toBe(1);
  });
});
