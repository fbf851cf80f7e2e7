import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '#server/db/schema/auth.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { generateCaseStudy, seededRandom } from '#server/seed/scale-generator.ts';
import { prefixQuery, wordsMatching } from '#server/lib/text-search.ts';
import { testDatabaseForFile } from '#tests/helpers/test-database.ts';
import { parsedQuery } from '../../search/search.ts';
import { presentCaseStudyCard, presentCaseStudyDetail } from './case-studies.presenter.ts';
import { findPublishedCaseStudy, studiesOnPage } from './case-studies.queries.ts';

const database = testDatabaseForFile({ demoContent: true });
let ids: string[] = [];

/** Cards as lists read them: each study's stored JSON (decision 099), with the words a search marks. */
async function storedCards(items: readonly string[] | null) {
  return (await studiesOnPage(database.db, { ids, total: ids.length, totalCapped: false, items })).rows.map(presentCaseStudyCard);
}

/** Each card is the card part of its study's page, which that page's own statement reads from the columns. */
async function expectCardsOfTheirPages(cards: Awaited<ReturnType<typeof storedCards>>) {
  expect(cards.map((card) => card.id)).toEqual(ids);
  for (const card of cards) {
    expect(presentCaseStudyDetail((await findPublishedCaseStudy(database.db, card.id))!, [], { paywall: null, readingMeter: null })).toMatchObject(card);
  }
}

beforeAll(async () => {
  const random = seededRandom(99);
  const [member] = await database.db.insert(users).values({ name: 'A member', email: 'card-member@example.test' }).returning({ id: users.id });
  const published = { status: 'published' as const, publishedAt: new Date(Date.UTC(2024, 4, 1, 12, 30, 15, 250)) };
  // What a card shows differently: a member's submission without revenue, one whose revenue has
  // a source, no business model or channel, no metrics, an introduction standing in for the snippet.
  const study = generateCaseStudy(random);
  await database.db.insert(caseStudies).values([
    { ...generateCaseStudy(random), ...published, submittedBy: member!.id, monthlyRevenue: 0 },
    { ...generateCaseStudy(random), ...published, submittedBy: member!.id, monthlyRevenue: 0, figuresProvenance: { revenue: { kind: 'self_reported', as_of: '2024-01-01' } } },
    { ...study, ...published, snippet: null, businessModel: null, primaryGrowthChannel: null, contentStructure: { ...study.contentStructure, metrics: {} } },
  ]);
  ids = (await database.db.select({ id: caseStudies.id }).from(caseStudies).where(eq(caseStudies.status, 'published'))).map((row) => row.id);
});

describe("a card read from the study's stored JSON", () => {
  it("is the card of the study's own page, for every published study", async () => {
    expect(ids.length).toBeGreaterThan(10);
    const stored = await storedCards(null);
    await expectCardsOfTheirPages(stored);
    // The edge rows above are among them: no revenue shown, revenue with a source shown, no metrics.
    expect(stored.filter((card) => card.monthlyRevenue === null).length).toBeGreaterThan(0);
    expect(stored.filter((card) => card.keyMetrics.length === 0).length).toBeGreaterThan(0);
  });

  it("marks the words a search matched from each study's own words", async () => {
    const { text } = await parsedQuery(database.db, prefixQuery('grow revenue')!, null);
    const words = new Map((await database.db.select({ id: caseStudies.id, words: caseStudies.cardWords }).from(caseStudies)).map((row) => [row.id, row.words]));
    const plain = await studiesOnPage(database.db, { ids, total: ids.length, totalCapped: false, items: null });
    const stored = await storedCards(text.items);
    expect(stored).toEqual(plain.rows.map((card) => presentCaseStudyCard({ ...card, matchedWords: wordsMatching(words.get(card.id)!, text.items) })));
    expect(stored.some((card) => (card.highlights?.title.length ?? 0) + (card.highlights?.snippet.length ?? 0) > 0)).toBe(true);
  });

  it('follows its row: a vote, a rating and an edit show in the next read', async () => {
    const changed = ids.slice(0, 3);
    await database.db
      .update(caseStudies)
      .set({ voteCount: sql`${caseStudies.voteCount} + 7`, averageRating: 3.25, title: sql`${caseStudies.title} || ' (revised)'`, snippet: 'A snippet written again.' })
      .where(inArray(caseStudies.id, changed));
    const stored = await storedCards(null);
    await expectCardsOfTheirPages(stored);
    const revised = stored.filter((card) => changed.includes(card.id));
    expect(revised.map((card) => [card.title.endsWith(' (revised)'), card.snippet, card.averageRating])).toEqual(changed.map(() => [true, 'A snippet written again.', 3.25]));
  });
});
