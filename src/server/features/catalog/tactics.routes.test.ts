import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tactics } from '#server/db/schema/content.ts';
import type { CaseStudyDetail, TacticDetail, TacticPage } from '#shared/schemas/content.ts';
import { DEMO_CASE_STUDIES, DEMO_TACTICS, tacticIdByName } from '#tests/helpers/content.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile({ demoContent: true });
const client = createClient(testApp);

describe('GET /api/tactics', () => {
  it('lists published tactics with the real total', async () => {
    const response = await client.get('/api/tactics?pageSize=6');
    expect(response.status).toBe(200);
    const page = (await response.json()) as TacticPage;
    expect(page.total).toBe(DEMO_TACTICS.length);
    expect(page.items).toHaveLength(6);
  });

  it('filters by any of several categories and searches name and description', async () => {
    const page = (await (await client.get('/api/tactics?categories=retention,referral&pageSize=50')).json()) as TacticPage;
    expect(page.total).toBe(DEMO_TACTICS.filter((t) => t.category === 'retention' || t.category === 'referral').length);
    expect(new Set(page.items.map((t) => t.category))).toEqual(new Set(['retention', 'referral']));

    const tactic = DEMO_TACTICS[0]!;
    const search = (await (await client.get(`/api/tactics?q=${encodeURIComponent(tactic.name.toUpperCase())}`)).json()) as TacticPage;
    expect(search.items.map((t) => t.name)).toContain(tactic.name);
  });

  it('answers an unknown category with a 400', async () => {
    const response = await client.get('/api/tactics?categories=growth-hacking');
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Unknown tactic category');
  });

  it('pages through every tactic once, in the order chosen', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const body = (await (await client.get(`/api/tactics?pageSize=20&page=${page}`)).json()) as TacticPage;
      expect(body).toMatchObject({ page, pageSize: 20, total: DEMO_TACTICS.length, pageCount: Math.ceil(DEMO_TACTICS.length / 20) });
      seen.push(...body.items.map((t) => t.id));
    }
    expect(new Set(seen).size).toBe(DEMO_TACTICS.length);
    const past = (await (await client.get('/api/tactics?pageSize=20&page=4')).json()) as TacticPage;
    expect(past.items).toEqual([]);
    expect(past.total).toBe(DEMO_TACTICS.length);
  });

  it('sorts by votes, with or without search words and categories', async () => {
    const top = DEMO_TACTICS.filter((t) => t.category === 'acquisition').at(-1)!;
    const second = DEMO_TACTICS.filter((t) => t.category === 'activation').at(-1)!;
    const topId = await tacticIdByName(testApp, top.name);
    const secondId = await tacticIdByName(testApp, second.name);
    const [before] = await testApp.db.select({ top: tactics.voteCount }).from(tactics).where(eq(tactics.id, topId));
    const [beforeSecond] = await testApp.db.select({ second: tactics.voteCount }).from(tactics).where(eq(tactics.id, secondId));
    await testApp.db.update(tactics).set({ voteCount: 900 }).where(eq(tactics.id, topId));
    await testApp.db.update(tactics).set({ voteCount: 800 }).where(eq(tactics.id, secondId));
    try {
      const all = (await (await client.get('/api/tactics?sort=most_voted&pageSize=5')).json()) as TacticPage;
      expect(all.items.slice(0, 2).map((t) => t.name)).toEqual([top.name, second.name]);
      const votes = all.items.map((t) => t.voteCount);
      expect(votes).toEqual([...votes].sort((a, b) => b - a));

      const inCategory = (await (await client.get(`/api/tactics?sort=most_voted&categories=${second.category}`)).json()) as TacticPage;
      expect(inCategory.items[0]!.name).toBe(second.name);

      const newest = (await (await client.get('/api/tactics?sort=newest&pageSize=50')).json()) as TacticPage;
      const created = newest.items.map((t) => t.createdAt);
      expect(created).toEqual([...created].sort().reverse());
    } finally {
      await testApp.db.update(tactics).set({ voteCount: before!.top }).where(eq(tactics.id, topId));
      await testApp.db.update(tactics).set({ voteCount: beforeSecond!.second }).where(eq(tactics.id, secondId));
    }
  });

  it('answers an unknown sort with a 400', async () => {
    const response = await client.get('/api/tactics?sort=sideways');
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Unknown sort order');
  });

  it('keeps drafts out', async () => {
    const id = await tacticIdByName(testApp, DEMO_TACTICS[1]!.name);
    await testApp.db.update(tactics).set({ status: 'draft', publishedAt: null }).where(eq(tactics.id, id));
    const page = (await (await client.get('/api/tactics?pageSize=50')).json()) as TacticPage;
    expect(page.total).toBe(DEMO_TACTICS.length - 1);
    for (const query of [`q=${encodeURIComponent(DEMO_TACTICS[1]!.name)}`, `q=${encodeURIComponent(DEMO_TACTICS[1]!.name)}&sort=most_voted`, `categories=${DEMO_TACTICS[1]!.category}&pageSize=50`]) {
      const found = (await (await client.get(`/api/tactics?${query}`)).json()) as TacticPage;
      expect(found.items.map((t) => t.id)).not.toContain(id);
    }
    expect((await client.get(`/api/tactics/${id}`)).status).toBe(404);
    await testApp.db.update(tactics).set({ status: 'published', publishedAt: new Date() }).where(eq(tactics.id, id));
  });
});

describe('GET /api/tactics/:id', () => {
  it('returns the tactic with its sub-tactics and the case studies that used it', async () => {
    const parent = DEMO_TACTICS.find((t) => DEMO_TACTICS.some((c) => c.parentKey === t.key))!;
    const id = await tacticIdByName(testApp, parent.name);
    const response = await client.get(`/api/tactics/${id}`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as TacticDetail;
    expect(detail.name).toBe(parent.name);
    expect(detail.successSignals).toEqual(parent.successSignals);
    expect(detail.failureSignals).toEqual(parent.failureSignals);
    expect(detail.subTactics.map((t) => t.name).sort()).toEqual(DEMO_TACTICS.filter((t) => t.parentKey === parent.key).map((t) => t.name).sort());

    const users = DEMO_CASE_STUDIES.filter((s) => s.status === 'published' && s.tacticKeys.includes(parent.key)).map((s) => s.title);
    expect(detail.relatedCaseStudies.length).toBeGreaterThan(0);
    expect(detail.relatedCaseStudies.length).toBeLessThanOrEqual(3);
    // Studies an editor linked come first; they are really related.
    expect(users).toContain(detail.relatedCaseStudies[0]!.title);
    // Each shows the snippet its own page's card shows.
    for (const study of detail.relatedCaseStudies) {
      const page = (await (await client.get(`/api/case-studies/${study.id}`)).json()) as CaseStudyDetail;
      expect(study.snippet).toBe(page.snippet);
    }
  });

  it('links a sub-tactic to its parent', async () => {
    const child = DEMO_TACTICS.find((t) => t.parentKey)!;
    const parent = DEMO_TACTICS.find((t) => t.key === child.parentKey)!;
    const detail = (await (await client.get(`/api/tactics/${await tacticIdByName(testApp, child.name)}`)).json()) as TacticDetail;
    expect(detail.parent?.name).toBe(parent.name);
  });

  it('is 404 "Tactic Not Found" for an unknown id', async () => {
    const response = await client.get('/api/tactics/00000000-0000-4000-8000-000000000000');
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe('Tactic Not Found');
  });
});
