import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '#server/db/schema/auth.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { generateCaseStudy, seededRandom } from '#server/seed/scale-generator.ts';
import { resultRows } from '#server/lib/sql-helpers.ts';
import { prefixQuery } from '#server/lib/text-search.ts';
import { testDatabaseForFile } from '#tests/helpers/test-database.ts';
import { parsedQuery } from '../../search/search.ts';
import { presentCaseStudyCard } from './case-studies.presenter.ts';
import { cardsFromJson, cardsInOrderJson, studiesOnPage, type CardEntry } from './case-studies.queries.ts';

const database = testDatabaseForFile({ demoContent: true });
let ids: string[] = [];

/** Cards as lists read them: the stored JSON of each study (decision 099). */
async function storedCards(items: readonly string[] | null) {
  const [row] = resultRows<{ cards: CardEntry[] }>(await database.db.execute(sql`select ${cardsInOrderJson(`{${ids.join(',')}}`, items !== null)} as "cards"`));
  return cardsFromJson(row!.cards, items).map(presentCaseStudyCard);
}

/** The same cards from their columns, as the lists in SQL read them. */
async function cardsFromColumns(items: readonly string[] | null) {
  return (await studiesOnPage(database.db, { ids, total: ids.length, totalCapped: false, items })).rows.map(presentCaseStudyCard);
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
  it('is the card its columns give, for every published study', async () => {
    expect(ids.length).toBeGreaterThan(10);
    const stored = await storedCards(null);
    expect(stored).toEqual(await cardsFromColumns(null));
    // The edge rows above are among them: no revenue shown, revenue with a source shown, no metrics.
    expect(stored.filter((card) => card.monthlyRevenue === null).length).toBeGreaterThan(0);
    expect(stored.filter((card) => card.keyMetrics.length === 0).length).toBeGreaterThan(0);
  });

  it('marks the words a search matched, as the columns do', async () => {
    const { text } = await parsedQuery(database.db, prefixQuery('grow revenue')!, null);
    const stored = await storedCards(text.items);
    expect(stored).toEqual(await cardsFromColumns(text.items));
    expect(stored.some((card) => (card.highlights?.title.length ?? 0) + (card.highlights?.snippet.length ?? 0) > 0)).toBe(true);
  });

  it('follows its row: a vote, a rating and an edit show in the next read', async () => {
    const changed = ids.slice(0, 3);
    await database.db
      .update(caseStudies)
      .set({ voteCount: sql`${caseStudies.voteCount} + 7`, averageRating: 3.25, title: sql`${caseStudies.title} || ' (revised)'`, snippet: 'A snippet written again.' })
      .where(inArray(caseStudies.id, changed));
    const stored = await storedCards(null);
    expect(stored).toEqual(await cardsFromColumns(null));
    const revised = stored.filter((card) => changed.includes(card.id));
    expect(revised.map((card) => [card.title.endsWith(' (revised)'), card.snippet, card.averageRating])).toEqual(changed.map(() => [true, 'A snippet written again.', 3.25]));
  });
});
