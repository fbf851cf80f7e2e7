import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { caseStudies } from '#server/db/schema/content.ts';
import { resultRows } from '#server/lib/sql-helpers.ts';
import { prefixQuery } from '#server/lib/text-search.ts';
import { generateCaseStudy, seededRandom } from '#server/seed/scale-generator.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database.ts';
import { BrowseIndex, readAllStudies } from './browse-index.ts';
import { guessedQuery, parsedQuery } from './text-query.ts';
import { tsRank } from './ts-rank.ts';
import { HEAD_WEIGHTS, type IndexedStudy, type ListRequest } from './catalog-index.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ demoContent: true });
});
afterAll(() => database.close());

const newest = (request: Partial<ListRequest> = {}): ListRequest => ({ order: 'newest', conditions: [], text: null, offset: 0, limit: 500, cap: 10_000, ...request });

describe('ranking in memory', () => {
  it('gives every head match the very float4 rank PostgreSQL’s ts_rank gives it', async () => {
    const studies = new Map<string, IndexedStudy>();
    for await (const batch of readAllStudies(database.db)) for (const study of batch) studies.set(study.id, study);
    let compared = 0;
    // Short prefixes match several lexemes of one head, which calc_rank_or and calc_rank_and treat apart.
    for (const words of ['month', 'saas', 'customer', 'grow revenue', 'b2b saas', 'news', 'europe', 'paid ads', 'm', 'the founder', 's m', 'b c', 'gro cu', 'p s r']) {
      const query = prefixQuery(words)!;
      const { text } = await parsedQuery(database.db, query, null);
      const rows = resultRows<{ id: string; rank: number }>(
        await database.db.execute(sql`
          select id::text as "id", ts_rank('{0.01, 0.1, 0.4, 1.0}'::float4[], search_head, ${query})::float8 as "rank"
          from case_studies where status = 'published' and search_head @@ ${query}`),
      );
      for (const row of rows) {
        expect([words, tsRank(HEAD_WEIGHTS, studies.get(row.id)!.head, text.items)]).toEqual([words, row.rank]);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });
});

describe('a guessed parse', () => {
  it('gives the items PostgreSQL’s parse gives for plain words, prefixes, typos, stop words and numbers', async () => {
    const typed = ['retention', 'Running founders', 'invo', 'newsleter', 'the founder', 'a', 'b2b saas', '2026', '3d printing', 'naysayers', 'customers workflow', "O'Brien's", 'meal-kit', 'generously', 'ies', 'succeeded'];
    for (const words of typed) {
      const { text } = await parsedQuery(database.db, prefixQuery(words)!, null);
      expect([words, guessedQuery(words)]).toEqual([words, text]);
    }
    // Other letters are left to the database.
    expect(guessedQuery('Zürich')).toBeNull();
  });
});

describe('one index per instance, kept up to date from the change log', () => {
  it('shows a change committed anywhere on the very next list of every instance', async () => {
    const connections = database.another();
    onTestFinished(() => connections.close());
    const first = new BrowseIndex(database.db);
    const second = new BrowseIndex(connections.db);
    const before = (await first.current()).list(newest());
    expect((await second.current()).list(newest())).toEqual(before);

    // A new study published through the other connection comes first on both.
    const [added] = await database.db
      .insert(caseStudies)
      .values({ ...generateCaseStudy(seededRandom(7)), title: 'Zanzibar kite school', status: 'published', publishedAt: new Date(Date.now() + 60_000) })
      .returning({ id: caseStudies.id });
    for (const index of [first, second]) {
      const after = (await index.current()).list(newest());
      expect(after.ids[0]).toBe(added!.id);
      expect(after.total).toBe(before.total + 1);
    }

    // A vote moves it in "most voted"; unpublishing takes it out of every list.
    await database.db.update(caseStudies).set({ voteCount: 10_000 }).where(eq(caseStudies.id, added!.id));
    expect((await second.current()).list(newest({ order: 'most_voted' })).ids[0]).toBe(added!.id);
    await database.db.update(caseStudies).set({ status: 'draft' }).where(eq(caseStudies.id, added!.id));
    for (const index of [first, second]) expect((await index.current()).list(newest())).toEqual(before);
  });

  it('keeps a card only as current as its last look, and lets it go when the card alone changed', async () => {
    const index = new BrowseIndex(database.db);
    await index.current();
    const [study] = await database.db.insert(caseStudies).values({ ...generateCaseStudy(seededRandom(19)), status: 'published' }).returning({ id: caseStudies.id });
    await index.current();
    const { look, cards } = index.known()!;
    index.keepCards(look, [study!.id], [{ card: '{"card":1}', marks: null }]);
    expect(cards.get(study!.id)?.card).toBe('{"card":1}');

    // No order or filter reads the image: the change log names the study for its card.
    await database.db.update(caseStudies).set({ featuredImageUrl: 'https://images.example.com/kite.jpg' }).where(eq(caseStudies.id, study!.id));
    await index.current();
    expect(cards.get(study!.id)).toBeUndefined();
    // A card read as the earlier look saw it is not taken in once a later look applied changes.
    index.keepCards(look, [study!.id], [{ card: '{"card":1}', marks: null }]);
    expect(cards.get(study!.id)).toBeUndefined();
  });

  it('reads everything again after a truncation, and lists that arrive together share one look', async () => {
    const index = new BrowseIndex(database.db);
    const [a, b] = await Promise.all([index.current(), index.current()]);
    expect(a).toBe(b);
    expect(a.size).toBeGreaterThan(0);
    await database.db.execute(sql`truncate case_studies cascade`);
    expect((await index.current()).size).toBe(0);
  });

  it('reads everything again in the background when the changes it has not applied were pruned, answering null meanwhile', async () => {
    const index = new BrowseIndex(database.db);
    await index.current();
    const [study] = await database.db.insert(caseStudies).values({ ...generateCaseStudy(seededRandom(11)), status: 'published', publishedAt: new Date(Date.now() + 120_000) }).returning({ id: caseStudies.id });
    // The change log no longer says which study changed, only that changes up to now were pruned.
    await database.db.execute(sql`delete from catalog_changes`);
    await database.db.execute(sql`update catalog_changes_pruned set through_xid = (pg_current_xact_id()::text)::bigint`);
    expect(await index.upToDate()).toBeNull();
    expect(index.ready).toBe(false);
    await index.load();
    expect((await index.upToDate())!.list(newest({ limit: 1 })).ids).toEqual([study!.id]);
  });

  // Two transactions at once need two connections: PostgreSQL only.
  it.skipIf(process.env.TEST_DB !== 'postgres')('sees a change committed by a transaction that was running at its last look, though later ones committed first', async () => {
    const connections = database.another();
    onTestFinished(() => connections.close());
    const index = new BrowseIndex(database.db);
    await index.current();
    const [study] = await database.db.insert(caseStudies).values({ ...generateCaseStudy(seededRandom(13)), status: 'published', voteCount: 0 }).returning({ id: caseStudies.id });
    await index.current();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A vote whose transaction stays open across the index's next look, while another commits.
    const slowVote = connections.db.transaction(async (tx) => {
      await tx.update(caseStudies).set({ voteCount: 50_000 }).where(eq(caseStudies.id, study!.id));
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [other] = await database.db.insert(caseStudies).values({ ...generateCaseStudy(seededRandom(17)), status: 'published', voteCount: 40_000 }).returning({ id: caseStudies.id });
    expect((await index.current()).list(newest({ order: 'most_voted', limit: 1 })).ids).toEqual([other!.id]);
    release();
    await slowVote;
    expect((await index.current()).list(newest({ order: 'most_voted', limit: 2 })).ids).toEqual([study!.id, other!.id]);
  });
});
