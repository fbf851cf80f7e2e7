import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudyBrowseQuerySchema } from '#shared/filters.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { generateCaseStudy, seededRandom } from '#server/seed/scale-generator.ts';
import { prefixQuery } from '#server/lib/text-search.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database.ts';
import { BrowseIndex } from './browse-index/browse-index.ts';
import { parsedQuery } from './browse-index/text-query.ts';
import type { CaseStudyListFilters, CaseStudyOrder } from './case-study-conditions.ts';
import { ServingSearch, type CatalogSearch, type PickedPage } from './catalog-search.ts';
import { MemoryCatalogSearch } from './memory-search.ts';
import { PostgresCatalogSearch } from './postgres-search.ts';

const YEAR = 2026;

let database: TestDatabase;
let implementations: { name: string; search: CatalogSearch }[];

beforeAll(async () => {
  database = await createTestDatabase({ demoContent: true });
  // The demo content and some generated studies: enough for ties, capped totals and deep pages.
  const random = seededRandom(53);
  await database.db.insert(caseStudies).values(
    Array.from({ length: 240 }, (_, i) => ({ ...generateCaseStudy(random), status: 'published' as const, voteCount: i % 7, publishedAt: new Date(Date.UTC(2025, 0, 1 + (i % 30))) })),
  );
  implementations = [
    { name: 'memory', search: new MemoryCatalogSearch(new BrowseIndex(database.db)) },
    { name: 'postgres', search: new PostgresCatalogSearch(database.db) },
  ];
});
afterAll(() => database.close());

const filtersOf = (query: Record<string, unknown>, pageSize = 12): CaseStudyListFilters => ({ ...caseStudyBrowseQuerySchema.parse(query), regions: [], pageSize });

/** One list from each implementation, as the list route asks for it (the search parsed by PostgreSQL). */
async function pickWithEach(query: Record<string, unknown>, { order, pageSize, regions = [] }: { order?: CaseStudyOrder; pageSize?: number; regions?: string[] } = {}) {
  const filters = { ...filtersOf(query, pageSize), regions };
  const tsquery = filters.q ? prefixQuery(filters.q) : null;
  const text = tsquery ? (await parsedQuery(database.db, tsquery, null)).text : null;
  const pages: Record<string, PickedPage> = {};
  for (const { name, search } of implementations) pages[name] = await search.pick({ filters, currentYear: YEAR, order: order ?? filters.sort, text });
  return pages as { memory: PickedPage; postgres: PickedPage };
}

describe('the browse index and PostgreSQL give the same pages', () => {
  const browse: [string, Record<string, unknown>, { order?: CaseStudyOrder; pageSize?: number; regions?: string[] }?][] = [
    ['every sort', { sort: 'newest' }],
    ['most voted, ties by date and id', { sort: 'most_voted' }],
    ['highest rated', { sort: 'highest_rated' }],
    ['revenue, a later page', { sort: 'revenue', page: 3 }],
    ['a page past the last', { page: 40 }],
    ['filters together', { businessModel: 'saas', caseStudyType: 'success', sort: 'most_voted' }],
    ['bands and ages', { businessStage: 'early', teamSize: 'solo', businessAge: 'mature' }],
    ['continent and customers', { continent: 'europe', customerType: 'b2b', sort: 'revenue' }],
    ['regions', { sort: 'newest' }, { regions: ['Europe', 'nordics'] }],
    ['a capped total', { sort: 'most_voted' }, { pageSize: 1 }],
  ];
  const searches: [string, Record<string, unknown>, { order?: CaseStudyOrder; pageSize?: number }?][] = [
    ['relevance for one word', { q: 'saas' }, { order: 'relevance' }],
    ['relevance for a prefix, page 2', { q: 'gro', page: 2 }, { order: 'relevance' }],
    ['relevance for two words', { q: 'grow revenue' }, { order: 'relevance' }],
    ['relevance with a filter', { q: 'customers', caseStudyType: 'failure' }, { order: 'relevance' }],
    ['relevance, story matches after the head, capped', { q: 'founder' }, { order: 'relevance', pageSize: 1 }],
    ['a search in a browse sort', { q: 'marketing', sort: 'most_voted' }],
    ['a search in newest order, deep', { q: 'the founder', sort: 'newest', page: 2 }],
    ['stop words alone fall back to similar words', { q: 'the' }, { order: 'relevance' }],
    ['a typo', { q: 'retension' }, { order: 'relevance' }],
    ['a typo in a browse sort with a filter', { q: 'newsleter', sort: 'revenue', businessModel: 'saas' }],
    ['two typos', { q: 'markting custmers' }, { order: 'relevance' }],
    ['nothing similar', { q: 'qqxzzv' }, { order: 'relevance' }],
  ];
  for (const [name, query, options] of [...browse, ...searches]) {
    it(name, async () => {
      const { memory, postgres } = await pickWithEach(query, options);
      expect(postgres).toEqual(memory);
    });
  }

  it('covers what it claims: matches ranked and marked, a capped total, a typo found, nothing similar', async () => {
    const saas = await pickWithEach({ q: 'saas' }, { order: 'relevance' });
    expect(saas.postgres.ids.length).toBeGreaterThan(0);
    expect(saas.postgres.items).toEqual(['saa']);
    const capped = await pickWithEach({ sort: 'most_voted' }, { pageSize: 1 });
    expect(capped.postgres).toMatchObject({ total: 200, totalCapped: true });
    await database.db.insert(caseStudies).values({ ...generateCaseStudy(seededRandom(3)), title: 'A retention playbook for kennels', status: 'published' });
    const typo = await pickWithEach({ q: 'retension' }, { order: 'relevance' });
    expect(typo.postgres).toEqual(typo.memory);
    expect(typo.postgres.total).toBeGreaterThan(0);
    expect(typo.postgres.items).toBeNull();
    // "kannels" is as similar to "kennels" as the threshold asks (0.5), below pg_trgm's default (0.6).
    const kennels = await pickWithEach({ q: 'kannels' }, { order: 'relevance' });
    expect(kennels.memory).toEqual(kennels.postgres);
    const [retention] = await database.db.select({ id: caseStudies.id }).from(caseStudies).where(eq(caseStudies.title, 'A retention playbook for kennels'));
    expect(kennels.postgres.ids).toContain(retention!.id);
    const nothing = await pickWithEach({ q: 'qqxzzv' }, { order: 'relevance' });
    expect(nothing.postgres).toEqual({ ids: [], total: 0, totalCapped: false, items: null });
  });

  it('finds a typo of a word an edit brought into a title', async () => {
    const [study] = await database.db.insert(caseStudies).values({ ...generateCaseStudy(seededRandom(7)), status: 'published' }).returning({ id: caseStudies.id });
    expect((await pickWithEach({ q: 'axolottl' }, { order: 'relevance' })).postgres.total).toBe(0);
    await database.db.update(caseStudies).set({ title: 'Axolotl aquariums by mail' }).where(eq(caseStudies.id, study!.id));
    const { memory, postgres } = await pickWithEach({ q: 'axolottl' }, { order: 'relevance' });
    expect(postgres).toEqual(memory);
    expect(postgres.ids).toEqual([study!.id]);
  });

  it('finds a draft’s words once it is published, not before', async () => {
    const [draft] = await database.db
      .insert(caseStudies)
      .values({ ...generateCaseStudy(seededRandom(11)), title: 'Quokka sanctuaries online', status: 'draft' })
      .returning({ id: caseStudies.id });
    const before = await pickWithEach({ q: 'quokkka' }, { order: 'relevance' });
    expect(before.postgres).toEqual(before.memory);
    expect(before.postgres.total).toBe(0);
    await database.db.update(caseStudies).set({ status: 'published', publishedAt: new Date() }).where(eq(caseStudies.id, draft!.id));
    const after = await pickWithEach({ q: 'quokkka' }, { order: 'relevance' });
    expect(after.postgres).toEqual(after.memory);
    expect(after.postgres.ids).toEqual([draft!.id]);
  });

  it('compares typed words with each word alone, not a stretch across words', async () => {
    // "ab cd" in a title: "abcd" is similar to the stretch "ab cd" taken whole, to neither word alone.
    await database.db.insert(caseStudies).values({ ...generateCaseStudy(seededRandom(5)), title: 'Zq xv kennels', status: 'published' });
    const { memory, postgres } = await pickWithEach({ q: 'zqxv' }, { order: 'relevance' });
    expect(postgres).toEqual(memory);
    expect(postgres.total).toBe(0);
  });
});

describe('an instance’s search', () => {
  const request = () => ({ filters: filtersOf({ sort: 'most_voted' }), currentYear: YEAR, order: 'most_voted' as const, text: null });

  it('answers from PostgreSQL until its browse index is read, then from the index, with the same page', async () => {
    const search = new ServingSearch(database.db, 'memory');
    expect(search.serving()).toBe('postgres');
    const early = await search.pick(request());
    await search.load();
    expect(search.serving()).toBe('memory');
    expect(await search.pick(request())).toEqual(early);
  });

  it('holds no index with SEARCH_INDEX=postgres', async () => {
    const search = new ServingSearch(database.db, 'postgres');
    await search.load();
    expect(search.serving()).toBe('postgres');
    expect(search.known()).toBeNull();
    expect(await search.pick(request())).toEqual(await implementations[0]!.search.pick(request()));
  });
});
