import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '#server/seed/scale-generator.ts';
import { resultRows } from '#server/lib/sql-helpers.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database.ts';
import { CatalogWords, type CatalogWord } from './catalog-words.ts';

let database: TestDatabase;
let rows: CatalogWord[];

beforeAll(async () => {
  database = await createTestDatabase({ demoContent: true });
  rows = resultRows<CatalogWord>(await database.db.execute(sql`select word, lexemes from catalog_words order by word`));
});
afterAll(() => database.close());

/** Typos of the catalogue's own words, as people make them: a letter left out, one too many, one wrong, two swapped. */
function typosOf(words: readonly string[], count: number): string[] {
  const random = seededRandom(73);
  const edits = [
    (w: string, k: number) => w.slice(0, k) + w.slice(k + 1),
    (w: string, k: number) => w.slice(0, k) + 'e' + w.slice(k),
    (w: string, k: number) => w.slice(0, k) + 'z' + w.slice(k + 1),
    (w: string, k: number) => w.slice(0, k) + w.slice(k + 1, k + 2) + w.slice(k, k + 1) + w.slice(k + 2),
  ];
  return Array.from({ length: count }, () => {
    const word = words[Math.floor(random() * words.length)]!.toLowerCase();
    return edits[Math.floor(random() * edits.length)]!(word, Math.floor(random() * word.length)) || word;
  });
}

describe('the browse index’s similar words', () => {
  it('are the words pg_trgm finds, typo for typo', async () => {
    expect(rows.length).toBeGreaterThan(500);
    const words = new CatalogWords();
    words.add(rows);
    const typed = ['kitchn', 'Retension', 'a', 'ab', 'x1', '2024', 'qqxzzv', ...typosOf(rows.map((row) => row.word), 250)];
    let found = 0;
    for (const word of typed) {
      const [row] = resultRows<{ lexemes: string[] }>(await database.db.execute(sql`select catalog_similar_lexemes(${word}) as "lexemes"`));
      expect({ word, lexemes: [...words.similarLexemes([word])[0]!].sort() }).toEqual({ word, lexemes: [...row!.lexemes].sort() });
      if (row!.lexemes.length > 0) found += 1;
    }
    // Most typos of real words find something: the comparison is not between empty lists.
    expect(found).toBeGreaterThan(typed.length / 2);
  });
});
