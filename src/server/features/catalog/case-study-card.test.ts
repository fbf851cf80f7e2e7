import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { CaseStudyCard } from '#shared/schemas/content.ts';
import { truncateText } from '#shared/seo.ts';
import { users } from '#server/db/schema/auth.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { generateCaseStudy, seededRandom } from '#server/seed/scale-generator.ts';
import { highlightRanges, prefixQuery, wordsMatching } from '#server/lib/text-search.ts';
import { testDatabaseForFile } from '#tests/helpers/test-database.ts';
import { parsedQuery } from '../../search/search.ts';
import { presentCaseStudyDetail } from './case-studies.presenter.ts';
import { findPublishedCaseStudy, studiesOnPage } from './case-studies.queries.ts';

const database = testDatabaseForFile({ demoContent: true });
let ids: string[] = [];

/** Cards as lists send them: each study's stored card (decision 100), with the words a search marks. */
async function storedCards(items: readonly string[] | null): Promise<CaseStudyCard[]> {
  return JSON.parse((await studiesOnPage(database.db, { ids, total: ids.length, totalCapped: false, items })).cardsJson) as CaseStudyCard[];
}

/** The card each study's columns make, by the card's rules written out again here. */
async function cardsOfTheirColumns(): Promise<CaseStudyCard[]> {
  const rows = await database.db.select().from(caseStudies).where(inArray(caseStudies.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    const revenueGiven = row.submittedBy === null || row.monthlyRevenue > 0 || row.figuresProvenance?.revenue !== undefined;
    return {
      id: row.id,
      title: row.title,
      snippet: row.snippet ?? truncateText(row.contentStructure.introduction, 200),
      caseStudyType: row.caseStudyType,
      monthlyRevenue: revenueGiven ? row.monthlyRevenue : null,
      startingCosts: row.startingCosts,
      businessModel: row.businessModel,
      growthChannel: row.primaryGrowthChannel,
      businessName: row.businessName,
      country: row.country,
      regionTags: row.regionTags,
      featuredImageUrl: row.featuredImageUrl,
      voteCount: row.voteCount,
      averageRating: Number(row.averageRating),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      keyMetrics: Object.entries(row.contentStructure.metrics ?? {})
        .slice(0, 2)
        .map(([name, value]) => ({ name, value })),
    };
  });
}

/** Each card is the card part of its study's page. */
async function expectCardsOfTheirPages(cards: CaseStudyCard[]) {
  for (const card of cards) {
    expect(presentCaseStudyDetail((await findPublishedCaseStudy(database.db, card.id))!, [], { paywall: null, readingMeter: null })).toMatchObject(card);
  }
}

async function snippetOf(introduction: string) {
  const [row] = await database.db.select({ snippet: sql<string>`case_study_snippet(null, ${introduction})` }).from(sql`(values (1)) as one(x)`);
  return row!.snippet;
}

beforeAll(async () => {
  const random = seededRandom(99);
  const [member] = await database.db.insert(users).values({ name: 'A member', email: 'card-member@example.test' }).returning({ id: users.id });
  const published = { status: 'published' as const, publishedAt: new Date(Date.UTC(2024, 4, 1, 12, 30, 15, 250)) };
  // What a card shows differently: a member's submission without revenue, one whose revenue has
  // a source, no business model or channel, no metrics, an introduction standing in for the snippet.
  const study = generateCaseStudy(random);
  const longIntroduction = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
  await database.db.insert(caseStudies).values([
    { ...generateCaseStudy(random), ...published, submittedBy: member!.id, monthlyRevenue: 0 },
    { ...generateCaseStudy(random), ...published, submittedBy: member!.id, monthlyRevenue: 0, figuresProvenance: { revenue: { kind: 'self_reported', as_of: '2024-01-01' } } },
    { ...study, ...published, snippet: null, businessModel: null, primaryGrowthChannel: null, contentStructure: { ...study.contentStructure, introduction: longIntroduction, metrics: {} } },
  ]);
  ids = (await database.db.select({ id: caseStudies.id }).from(caseStudies).where(eq(caseStudies.status, 'published'))).map((row) => row.id);
});

describe('a card as the database keeps it', () => {
  it("is what the card's rules make of its study's columns, and the card part of its page, for every published study", async () => {
    expect(ids.length).toBeGreaterThan(10);
    const stored = await storedCards(null);
    expect(stored).toEqual(await cardsOfTheirColumns());
    await expectCardsOfTheirPages(stored);
    // The edge rows above are among them: no revenue shown, revenue with a source shown, no metrics, a snippet from the introduction.
    expect(stored.filter((card) => card.monthlyRevenue === null).length).toBeGreaterThan(0);
    expect(stored.filter((card) => card.keyMetrics.length === 0).length).toBeGreaterThan(0);
    expect(stored.find((card) => card.publishedAt === '2024-05-01T12:30:15.250Z' && card.snippet.endsWith('…'))).toBeDefined();
  });

  it("marks the words a search matched from each study's own words", async () => {
    const { text } = await parsedQuery(database.db, prefixQuery('grow revenue')!, null);
    const words = new Map((await database.db.select({ id: caseStudies.id, words: caseStudies.cardWords }).from(caseStudies)).map((row) => [row.id, row.words]));
    const marked = await storedCards(text.items);
    const expected = (await storedCards(null)).map((card) => {
      const matched = wordsMatching(words.get(card.id)!, text.items);
      return { ...card, highlights: { title: highlightRanges(card.title, matched), snippet: highlightRanges(card.snippet, matched) } };
    });
    expect(marked).toEqual(expected);
    expect(marked.some((card) => card.highlights!.title.length + card.highlights!.snippet.length > 0)).toBe(true);
  });

  it('follows its row: a vote, a rating and an edit show in the next read', async () => {
    const changed = ids.slice(0, 3);
    await database.db
      .update(caseStudies)
      .set({ voteCount: sql`${caseStudies.voteCount} + 7`, averageRating: 3.25, title: sql`${caseStudies.title} || ' (revised)'`, snippet: 'A snippet written again.' })
      .where(inArray(caseStudies.id, changed));
    const stored = await storedCards(null);
    expect(stored).toEqual(await cardsOfTheirColumns());
    await expectCardsOfTheirPages(stored.filter((card) => changed.includes(card.id)));
    const revised = stored.filter((card) => changed.includes(card.id));
    expect(revised.map((card) => [card.title.endsWith(' (revised)'), card.snippet, card.averageRating])).toEqual(changed.map(() => [true, 'A snippet written again.', 3.25]));
  });
});

describe("a card's snippet from the introduction", () => {
  const long = (word: string) => Array.from({ length: 60 }, () => word).join(' ');

  it('collapses every kind of whitespace and cuts a long introduction at a word, with an ellipsis', async () => {
    const texts = [
      '  Short\tand\u00a0spaced\n\nout \u2003text  ',
      long('growth'),
      `${'x'.repeat(150)} ${long('ab')}`,
      `${'y'.repeat(130)} ${'z'.repeat(100)}`,
      'w'.repeat(250),
      'v'.repeat(200),
    ];
    for (const text of texts) expect(await snippetOf(text)).toBe(truncateText(text, 200));
    expect(await snippetOf(texts[0]!)).toBe('Short and spaced out text');
    expect(await snippetOf('w'.repeat(250))).toBe(`${'w'.repeat(199)}…`);
  });

  it('counts characters, so a cut never splits one written in two UTF-16 units', async () => {
    expect(await snippetOf('🚀'.repeat(250))).toBe(`${'🚀'.repeat(199)}…`);
  });
});
