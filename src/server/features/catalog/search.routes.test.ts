import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { caseStudies, tactics } from '#server/db/schema/content.ts';
import { generateCaseStudy, seededRandom } from '#server/seed/scale-generator.ts';
import { PAGE_LIMIT_MESSAGE } from '#shared/filters.ts';
import type { CaseStudyPage, ContentFacets, ContentStats, HighlightRange, SearchResults } from '#shared/schemas/content.ts';
import { PUBLISHED_DEMO_STUDIES } from '#tests/helpers/content.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

type Study = (typeof PUBLISHED_DEMO_STUDIES)[number];

const testApp = testAppForFile({ demoContent: true });
const client = createClient(testApp);

async function getJson<T>(path: string): Promise<T> {
  const response = await client.get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** Every title a browse search returns, across all pages. */
async function searchTitles(q: string) {
  const query = `q=${encodeURIComponent(q)}&pageSize=50`;
  const first = await getJson<CaseStudyPage>(`/api/case-studies?${query}`);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page += 1) items.push(...(await getJson<CaseStudyPage>(`/api/case-studies?${query}&page=${page}`)).items);
  return items.map((item) => item.title);
}

const story = (s: Study) =>
  [s.contentStructure.problem, s.contentStructure.solution, s.contentGenesis, s.contentGrowth, s.contentLessonsLearned, s.contentAdvice]
    .join(' ')
    .toLowerCase();
const marked = (text: string, ranges: HighlightRange[]) => ranges.map(([start, end]) => text.slice(start, end).toLowerCase());

describe('full-text search', () => {
  it('finds words of the business model, the regions and the story, not only of title and introduction', async () => {
    const saas = PUBLISHED_DEMO_STUDIES.filter((s) => s.businessModel === 'saas');
    expect(saas.length).toBeGreaterThan(3);
    expect(await searchTitles('SaaS')).toEqual(expect.arrayContaining(saas.map((s) => s.title)));

    const leipzig = PUBLISHED_DEMO_STUDIES.filter((s) => s.regionTags.includes('Leipzig'));
    expect(leipzig.length).toBeGreaterThan(0);
    expect(await searchTitles('leipzig')).toEqual(expect.arrayContaining(leipzig.map((s) => s.title)));

    const retention = PUBLISHED_DEMO_STUDIES.filter((s) => /\bretention\b/.test(story(s)));
    expect(retention.length).toBeGreaterThan(0);
    expect(await searchTitles('retention')).toEqual(expect.arrayContaining(retention.map((s) => s.title)));
  });

  it('matches stems and prefixes, and forgives a typo', async () => {
    const leipzig = PUBLISHED_DEMO_STUDIES.find((s) => s.regionTags.includes('Leipzig'))!;
    expect(await searchTitles('Leipz')).toContain(leipzig.title);
    const retaining = await searchTitles('retentions');
    expect(retaining.length).toBeGreaterThan(0);
    // A misspelt word finds the studies whose title or introduction has the word (ADR 035)…
    const withPercussion = PUBLISHED_DEMO_STUDIES.filter((s) => `${s.title} ${s.contentStructure.introduction}`.toLowerCase().includes('percussion'));
    expect(withPercussion.length).toBeGreaterThan(0);
    expect((await searchTitles('percusion')).sort()).toEqual(withPercussion.map((s) => s.title).sort());
    const header = await getJson<SearchResults>('/api/search?q=percusson');
    expect(header.caseStudies.map((card) => card.title).sort()).toEqual(withPercussion.map((s) => s.title).sort());
    expect(header.caseStudyTotal).toBe(withPercussion.length);
    // …and a word no title or introduction comes close to finds nothing.
    expect(await searchTitles('retension')).toEqual([]);
  });

  it('ranks a match in the title or introduction first and marks the matched words', async () => {
    await testApp.db
      .insert(caseStudies)
      .values({ ...generateCaseStudy(seededRandom(3)), title: 'The retention playbook of Quillfeather', status: 'published', publishedAt: new Date(2001, 0, 1) });
    const body = await getJson<SearchResults>('/api/search?q=retention');
    expect(body.caseStudies[0]!.title).toBe('The retention playbook of Quillfeather');
    expect(body.caseStudies[0]!.highlights!.title).toEqual([[4, 13]]);
    const words = body.caseStudies.flatMap((card) => [...marked(card.title, card.highlights!.title), ...marked(card.snippet, card.highlights!.snippet)]);
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) expect(word).toMatch(/^retention/);
  });

  it('ranks a match in the labels above any number of mentions in the story, and story-only matches newest first', async () => {
    const study = (seed: number, publishedAt: Date, extra: Partial<typeof caseStudies.$inferInsert>) => ({
      ...generateCaseStudy(seededRandom(seed)),
      status: 'published' as const,
      publishedAt,
      ...extra,
    });
    await testApp.db.insert(caseStudies).values([
      study(41, new Date(2002, 0, 1), { title: 'Often told', contentGenesis: 'Zorblax. Zorblax again, zorblax and zorblax.', contentAdvice: 'Zorblax!' }),
      study(42, new Date(2020, 0, 1), { title: 'Told once', contentGenesis: 'We tried zorblax once.' }),
      study(43, new Date(1999, 0, 1), { title: 'Labelled', tags: ['zorblax'] }),
    ]);
    const body = await getJson<SearchResults>('/api/search?q=zorblax');
    expect(body.caseStudies.map((card) => card.title)).toEqual(['Labelled', 'Told once', 'Often told']);
    expect(body.caseStudyTotal).toBe(3);
  });

  it('searches tactic text, never the markup of their descriptions', async () => {
    await testApp.db.insert(tactics).values({
      name: 'Partner newsletter swaps',
      category: 'acquisition',
      descriptionHtml: '<p>Swap a <a href="https://zebraquartz.example">mention</a> with a partner newsletter.</p>',
    });
    expect((await getJson<SearchResults>('/api/search?q=zebraquartz')).tactics).toEqual([]);
    expect((await getJson<SearchResults>('/api/search?q=href')).tactics).toEqual([]);
    const found = await getJson<SearchResults>('/api/search?q=mention%20partner');
    expect(found.tactics.map((t) => t.name)).toContain('Partner newsletter swaps');
    expect(marked(found.tactics[0]!.excerpt, found.tactics[0]!.highlights!.excerpt)).toEqual(expect.arrayContaining(['mention', 'partner']));
  });

  it('shows a tactic card as the tactics page does, with its total', async () => {
    await testApp.db.insert(tactics).values([
      { name: 'Cold partner outreach', category: 'acquisition' as const, descriptionHtml: '<p>Write to a partner.</p>', voteCount: 7, averageRating: 4.5, successSignals: ['Replies'], createdAt: new Date('2024-03-01T10:00:00.123Z') },
      { name: 'Partner webinars', category: 'retention' as const, descriptionHtml: '<p>Host with a partner.</p>', createdAt: new Date('2025-01-01T00:00:00Z') },
    ]);
    const search = await getJson<SearchResults>('/api/search?q=partner');
    const page = await getJson<{ items: SearchResults['tactics']; total: number }>('/api/tactics?q=partner&pageSize=10');
    expect(search.tactics).toEqual(page.items);
    expect(search.tacticTotal).toBe(page.total);
    expect(search.tactics.find((t) => t.name === 'Cold partner outreach')).toMatchObject({ voteCount: 7, averageRating: 4.5, successSignals: ['Replies'], createdAt: '2024-03-01T10:00:00.123Z' });
  });

  it('shows a case study card as the browse page does, whether its page was picked before the statement or after', async () => {
    const [study] = await testApp.db
      .insert(caseStudies)
      .values({ ...generateCaseStudy(seededRandom(41)), title: 'Quokkafarm: pet food by subscription', status: 'published', publishedAt: new Date(2002, 0, 1), averageRating: 4.25 })
      .returning({ id: caseStudies.id });
    await testApp.db.execute(sql`update case_studies set published_at = '2002-01-01 10:00:00.123456+00' where id = ${study!.id}`);
    // The first search finds the index behind the catalog version and lists again; the second picks its page at once.
    const first = await getJson<SearchResults>('/api/search?q=quokkafarm');
    const browse = await getJson<CaseStudyPage>('/api/case-studies?q=quokkafarm');
    const second = await getJson<SearchResults>('/api/search?q=quokkafarm');
    for (const found of [first, second]) {
      expect(found.caseStudies).toEqual(browse.items);
      expect(found.caseStudies[0]).toMatchObject({ id: study!.id, averageRating: 4.25, publishedAt: '2002-01-01T10:00:00.123Z', highlights: { title: [[0, 10]] } });
    }
  });
});

describe('counts kept exact without recounting', () => {
  it('counts covered regions as continents, and follows publishing at once', async () => {
    const before = await getJson<ContentStats>('/api/content/stats');
    expect(before.regions).toBe(new Set(PUBLISHED_DEMO_STUDIES.map((s) => s.continent)).size);
    const [row] = await testApp.db
      .insert(caseStudies)
      .values({ ...generateCaseStudy(seededRandom(7)), status: 'published', publishedAt: new Date(), regionTags: ['EUROPE', 'europe'] })
      .returning({ id: caseStudies.id });
    expect((await getJson<ContentStats>('/api/content/stats')).caseStudies).toBe(before.caseStudies + 1);

    // One facet per tag whatever its case, and the filter ignores case too.
    const facets = await getJson<ContentFacets>('/api/content/facets');
    expect(facets.regions.filter((tag) => tag.toLowerCase() === 'europe')).toEqual(['Europe']);
    const filtered = await getJson<CaseStudyPage>('/api/case-studies?regions=europe&pageSize=50');
    expect(filtered.total).toBe(PUBLISHED_DEMO_STUDIES.filter((s) => s.regionTags.includes('Europe')).length + 1);

    await testApp.db.update(caseStudies).set({ status: 'draft', publishedAt: null }).where(eq(caseStudies.id, row!.id));
    expect(await getJson<ContentStats>('/api/content/stats')).toEqual(before);
    expect((await getJson<CaseStudyPage>('/api/case-studies?regions=EUROPE')).total).toBe(filtered.total - 1);
  });
});

describe('list limits', () => {
  it('refuses pages past the last one a list shows, in words', async () => {
    const response = await client.get('/api/case-studies?page=201');
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(PAGE_LIMIT_MESSAGE);
  });

  it('counts matches up to the last reachable page and says when there are more', async () => {
    const random = seededRandom(11);
    await testApp.db.insert(caseStudies).values(
      Array.from({ length: 205 }, (_, i) => ({ ...generateCaseStudy(random), title: `Quokkaware study ${i}`, status: 'published' as const, publishedAt: new Date() })),
    );
    const capped = await getJson<CaseStudyPage>('/api/case-studies?q=quokkaware&pageSize=1');
    expect(capped).toMatchObject({ total: 200, totalCapped: true, pageCount: 200 });
    const exact = await getJson<CaseStudyPage>('/api/case-studies?q=quokkaware&pageSize=2');
    expect(exact).toMatchObject({ total: 205, totalCapped: false, pageCount: 103 });
  });
});
