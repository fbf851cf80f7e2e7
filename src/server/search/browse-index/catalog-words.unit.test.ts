import { describe, expect, it } from 'vitest';
import { CatalogWords } from './catalog-words.ts';

describe('the browse index’s similar words', () => {
  it('are found for each typed word in order, a word typed twice once', () => {
    const words = new CatalogWords();
    words.add([
      { word: 'Kitchen', lexemes: ['kitchen'] },
      { word: 'kitchens', lexemes: ['kitchen'] },
      { word: 'newsletter', lexemes: ['newslett'] },
    ]);
    words.add([{ word: 'kitchen', lexemes: ['kitchen'] }]);
    expect(words.size).toBe(4);
    expect(words.similarLexemes(['newsleter', 'kitchn', 'newsleter'])).toEqual([['newslett'], ['kitchen']]);
  });
});
