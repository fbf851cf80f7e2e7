import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CaseStudyDetail, CaseStudyPage } from '#shared/schemas/content.ts';
import { DRAFT_DEMO_STUDIES, PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle } from '#tests/helpers/content.ts';
import { tacticCaseStudies, tactics } from '#server/db/schema/content.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';
import { seedDemoEngagement } from '#server/seed/demo-engagement-seed.ts';
import { fastMembers } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

type Study = (typeof PUBLISHED_DEMO_STUDIES)[number];

const testApp = testAppForFile({ demoContent: true });
const client = createClient(testApp);
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  await seedDemoEngagement(testApp.db, (await fastMembers(testApp, DEMO_ACCOUNTS.length)).map((member) => member.userId));
});

async function browse(query: string): Promise<CaseStudyPage> {
  const response = await client.get(`/api/case-studies?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CaseStudyPage;
}

/** Every matching published study, across all pages. */
async function browseAll(query: string) {
  const first = await browse(`${query}&pageSize=50`);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page += 1) items.push(...(await browse(`${query}&pageSize=50&page=${page}`)).items);
  return { total: first.total, titles: items.map((i) => i.title).sort() };
}

const titles = (list: Study[]) => list.map((s) => s.title).sort();
const team = (s: Study) => s.founderCount + s.employeeCount;

// Each filter against an independent reading of the demo data.
const FILTER_CASES: [string, (s: Study) => boolean][] = [
  ['businessStage=idea', (s) => s.monthlyRevenue < 1_000],
  ['businessStage=early', (s) => s.monthlyRevenue >= 1_000 && s.monthlyRevenue < 10_000],
  ['businessStage=growth', (s) => s.monthlyRevenue >= 10_000 && s.monthlyRevenue < 100_000],
  ['businessStage=scale', (s) => s.monthlyRevenue >= 100_000],
  ['businessModel=saas', (s) => s.businessModel === 'saas'],
  ['businessModel=digital', (s) => s.businessModel === 'digital'],
  ['growthChannel=community', (s) => s.primaryGrowthChannel === 'community'],
  ['capitalResources=funded', (s) => s.fundingType === 'funded'],
  ['capitalResources=bootstrapped&startingCosts=under1k', (s) => s.fundingType === 'bootstrapped' && s.startingCosts < 1_000],
  ['capitalResources=bootstrapped&startingCosts=1k-10k', (s) => s.fundingType === 'bootstrapped' && s.startingCosts >= 1_000 && s.startingCosts < 10_000],
  ['capitalResources=bootstrapped&startingCosts=over10k', (s) => s.fundingType === 'bootstrapped' && s.startingCosts >= 10_000],
  ['caseStudyType=failure', (s) => s.caseStudyType === 'failure'],
  ['teamSize=solo', (s) => team(s) === 1],
  ['teamSize=small', (s) => team(s) >= 2 && team(s) <= 5],
  ['teamSize=team', (s) => team(s) > 5],
  ['customerType=marketplace', (s) => s.customerType === 'marketplace'],
  ['niche=Food%20%26%20Beverage', (s) => s.niche.includes('Food & Beverage')],
  ['continent=africa', (s) => s.continent === 'africa'],
  ['country=Germany', (s) => s.country === 'Germany'],
  ['involvement=side', (s) => s.involvement === 'side'],
  ['businessAge=new', (s) => year - s.yearFounded < 2],
  ['businessAge=medium', (s) => year - s.yearFounded >= 2 && year - s.yearFounded <= 5],
  ['businessAge=mature', (s) => year - s.yearFounded > 5],
  ['regions=Africa,Oceania', (s) => s.regionTags.includes('Africa') || s.regionTags.includes('Oceania')],
  ['businessModel=saas&growthChannel=seo&caseStudyType=success', (s) => s.businessModel === 'saas' && s.primaryGrowthChannel === 'seo' && s.caseStudyType === 'success'],
];

describe('GET /api/case-studies', () => {
  it('lists published studies newest first with the real total, 12 a page', async () => {
    const page = await browse('');
    expect(page.total).toBe(PUBLISHED_DEMO_STUDIES.length);
    expect(page.items).toHaveLength(12);
    expect(page.pageCount).toBe(Math.ceil(PUBLISHED_DEMO_STUDIES.length / 12));
    const dates = page.items.map((i) => i.publishedAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(FILTER_CASES)('filters by %s', async (query, predicate) => {
    const expected = titles(PUBLISHED_DEMO_STUDIES.filter(predicate));
    expect(expected.length, 'the demo data should exercise this filter').toBeGreaterThan(0);
    const result = await browseAll(query);
    expect(result.total).toBe(expected.length);
    expect(result.titles).toEqual(expected);
  });

  it('searches case-insensitively, combined with filters', async () => {
    const study = PUBLISHED_DEMO_STUDIES.find((s) => s.caseStudyType === 'failure')!;
    const word = study.contentStructure.introduction.split(/\s+/).find((w) => w.length > 8)!.replace(/[^A-Za-z]/g, '');
    const expected = PUBLISHED_DEMO_STUDIES.filter(
      (s) =>
        s.caseStudyType === 'failure' &&
        (s.title.toLowerCase().includes(word.toLowerCase()) || s.contentStructure.introduction.toLowerCase().includes(word.toLowerCase())),
    );
    const result = await browseAll(`q=${encodeURIComponent(word.toUpperCase())}&caseStudyType=failure`);
    // Full-text search also finds the word in the rest of the story, never outside the filter.
    expect(result.titles).toEqual(expect.arrayContaining(titles(expected)));
    expect(result.titles).toContain(study.title);
    const failures = new Set(titles(PUBLISHED_DEMO_STUDIES.filter((s) => s.caseStudyType === 'failure')));
    for (const title of result.titles) expect(failures.has(title)).toBe(true);
  });

  it('takes LIKE wildcards in the search text literally', async () => {
    expect((await browse('q=%25%25%25')).total).toBe(0);
    expect((await browse('q=___')).total).toBe(0);
  });

  it('sorts by most voted, highest rated and revenue', async () => {
    const byRevenue = await browse('sort=revenue&pageSize=50');
    const revenues = byRevenue.items.map((i) => i.monthlyRevenue ?? 0);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    expect(revenues[0]).toBe(Math.max(...PUBLISHED_DEMO_STUDIES.map((s) => s.monthlyRevenue)));

    // The demo votes and ratings give both sorts a visible order.
    const votes = (await browse('sort=most_voted&pageSize=50')).items.map((i) => i.voteCount);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    expect(votes[0]).toBeGreaterThan(votes.at(-1)!);
    const stars = (await browse('sort=highest_rated&pageSize=50')).items.map((i) => i.averageRating);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    expect(stars[0]).toBeGreaterThan(stars.at(-1)!);
  });

  it('finds the same studies in every sort for a search word, in that sort', async () => {
    // "month" stands in nearly every demo study.
    const newest = await browseAll('q=month&sort=newest');
    expect(newest.total).toBeGreaterThan(PUBLISHED_DEMO_STUDIES.length / 2);
    for (const sort of ['highest_rated', 'most_voted', 'revenue']) {
      expect(await browseAll(`q=month&sort=${sort}`)).toEqual(newest);
      const stars = (await browse(`q=month&sort=${sort}&pageSize=50`)).items.map((i) => (sort === 'highest_rated' ? i.averageRating : sort === 'most_voted' ? i.voteCount : (i.monthlyRevenue ?? 0)));
      expect(stars).toEqual([...stars].sort((a, b) => b - a));
    }
  });

  it('shows a new vote in the next browse at once (no response cache)', async () => {
    const [top] = (await browse('sort=most_voted')).items;
    const [voter] = await fastMembers(testApp, 1);
    expect((await voter.client.put(`/api/case-studies/${top!.id}/vote`, { voteType: 'downvote' })).status).toBe(200);
    const after = (await browse('sort=most_voted&pageSize=50')).items.find((item) => item.id === top!.id);
    expect(after!.voteCount).toBe(top!.voteCount - 1);
  });

  it('pages through every study exactly once, and an empty page past the end', async () => {
    const seen = new Set<string>();
    const first = await browse('pageSize=10');
    for (let page = 1; page <= first.pageCount; page += 1) {
      for (const item of (await browse(`pageSize=10&page=${page}`)).items) seen.add(item.id);
    }
    expect(seen.size).toBe(PUBLISHED_DEMO_STUDIES.length);
    const beyond = await browse(`pageSize=10&page=${first.pageCount + 1}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(PUBLISHED_DEMO_STUDIES.length);
    const successes = PUBLISHED_DEMO_STUDIES.filter((study) => study.caseStudyType === 'success').length;
    const filtered = await browse('caseStudyType=success&pageSize=2');
    expect(filtered.total).toBe(successes);
    const filteredBeyond = await browse(`caseStudyType=success&pageSize=2&page=${filtered.pageCount + 1}`);
    expect(filteredBeyond).toMatchObject({ items: [], total: successes });
  });

  it('never returns drafts, even when searched for by title', async () => {
    for (const draft of DRAFT_DEMO_STUDIES) {
      expect((await browse(`q=${encodeURIComponent(draft.title)}`)).items.map((i) => i.title)).not.toContain(draft.title);
    }
  });

  it.each([
    ['businessModel=crypto', 'Unknown business model'],
    ['sort=random', 'Unknown sort order'],
    ['page=0', 'Page must be a whole number of 1 or more'],
    ['page=abc', 'Page must be a whole number of 1 or more'],
    ['pageSize=500', 'Page size must be at most 50'],
    ['country=Atlantis', 'Unknown country'],
    [`q=${'x'.repeat(201)}`, 'Search text must be at most 200 characters'],
  ])('answers %s with a clear 400', async (query, message) => {
    const response = await client.get(`/api/case-studies?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
  });

  it('shows cards with the fields the grid needs', async () => {
    const [card] = (await browse('sort=revenue')).items;
    expect(card).toMatchObject({ title: expect.any(String), snippet: expect.any(String), monthlyRevenue: expect.any(Number), caseStudyType: expect.stringMatching(/success|failure/) });
    expect(card!.keyMetrics.length).toBeLessThanOrEqual(2);
  });
});

describe('GET /api/case-studies/:id', () => {
  it('returns a published study with its sections and metrics', async () => {
    const study = PUBLISHED_DEMO_STUDIES[0]!;
    const id = await caseStudyIdByTitle(testApp, study.title);
    const response = await client.get(`/api/case-studies/${id}`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as CaseStudyDetail;
    expect(detail).toMatchObject({
      id,
      title: study.title,
      regionTags: study.regionTags,
      content: { introduction: study.contentStructure.introduction, problem: study.contentStructure.problem, solution: study.contentStructure.solution },
    });
    expect(detail.content.metrics).toEqual(study.contentStructure.metrics);
    expect(detail.tactics.length).toBe(study.tacticKeys.length);
    const linked = await testApp.db
      .select({ id: tactics.id, name: tactics.name, category: tactics.category })
      .from(tacticCaseStudies)
      .innerJoin(tactics, eq(tactics.id, tacticCaseStudies.tacticId))
      .where(eq(tacticCaseStudies.caseStudyId, id));
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect([...detail.tactics].sort(byId)).toEqual(linked.sort(byId));
  });

  it('is 404 "Case Study Not Found" for a draft, an unknown id and a malformed id', async () => {
    const draftId = await caseStudyIdByTitle(testApp, DRAFT_DEMO_STUDIES[0]!.title);
    for (const id of [draftId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await client.get(`/api/case-studies/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Case Study Not Found' } });
    }
  });
});
