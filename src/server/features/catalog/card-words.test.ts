import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { caseStudies } from '#server/db/schema/content.ts';
import { generateCaseStudy, seededRandom } from '#server/seed/scale-generator.ts';
import { resultRows } from '#server/lib/sql-helpers.ts';
import { markedWords, matchedWordsSql, prefixQuery, wordsMatching } from '#server/lib/text-search.ts';
import { testDatabaseForFile } from '#tests/helpers/test-database.ts';
import { parsedQuery } from '../../search/search.ts';

const database = testDatabaseForFile({ demoContent: true });

/** Titles and snippets with what the parser treats apart: hyphens, numbers, URLs, e-mails, accents, stop words, possessives. */
const EDGE_CASES: [string, string | null][] = [
  ['Meal-kit founder’s 3D-printing co-op', 'E-mail a@b.com or visit https://x.io/p for the running 1.5 v2 release of 2026.'],
  ['Zürich café: Kaffee & Kuchen', null],
  ["O'Brien's SaaS, B2B and D2C", 'Pricing at $49/mo, 10x growth; see example.com/pricing and docs.example.org.'],
  ['The Newsletter Newsletters newsletter', 'Running runs runner ran – 3-person team, 24/7 support, version 1.2.3.'],
];

beforeAll(async () => {
  const random = seededRandom(37);
  await database.db.insert(caseStudies).values(
    EDGE_CASES.map(([title, snippet]) => ({ ...generateCaseStudy(random), title, snippet, status: 'published' as const, publishedAt: new Date(2020, 0, 1) })),
  );
});

describe('the words a search marks on a card', () => {
  it('are the words ts_headline marks, for every study and search', async () => {
    let compared = 0;
    let marked = 0;
    for (const words of ['meal', 'kit', 'co op', '3d', 'e', 'x', 'a', 'run', 'print', 'caf', 'zür', '1', 'v2', 'obrien', 'o brien', 'saas', 's', 'news', 'grow revenue', 'b2b', 'example', 'the founder', 'm', 'p']) {
      const query = prefixQuery(words)!;
      const { text } = await parsedQuery(database.db, query, null);
      const headline = matchedWordsSql(sql`${caseStudies.title} || E'\n' || coalesce(${caseStudies.snippet}, ${caseStudies.contentStructure} ->> 'introduction', '')`, query);
      const rows = resultRows<{ headline: string; cardWords: string }>(
        await database.db.execute(sql`select ${headline} as "headline", ${caseStudies.cardWords} as "cardWords" from ${caseStudies}`),
      );
      for (const row of rows) {
        const expected = markedWords(row.headline).sort();
        expect([words, wordsMatching(row.cardWords, text.items).sort()]).toEqual([words, expected]);
        compared += 1;
        marked += expected.length;
      }
    }
    // The comparison covered cards with marked words, not only cards without any.
    expect(compared).toBeGreaterThan(1_000);
    expect(marked).toBeGreaterThan(200);
  });
});
