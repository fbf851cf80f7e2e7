import { wordSimilarity, wordTrigrams } from './word-similarity.ts';

/**
 * The threshold `catalog_similar_lexemes` sets for pg_trgm (migration 0046): a typed word finds
 * the catalogue's words at least this similar to it.
 */
const SIMILAR_WORD_THRESHOLD = 0.5;

/** A row of `catalog_words`: a word of published studies' titles and introductions, and its lexemes. */
export type CatalogWord = { word: string; lexemes: string[] };

/**
 * The catalogue's words (`catalog_words`) in the browse index, with the words holding each
 * trigram, so the typo-tolerant fallback finds the words similar to a typed one, and their
 * lexemes, without a statement (decision 073). Words are only ever added, as in the table.
 */
export class CatalogWords {
  private readonly numbers = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly lexemes: string[][] = [];
  /** Each trigram's words, by number, each once. */
  private readonly holders = new Map<string, number[]>();

  get size(): number {
    return this.lexemes.length;
  }

  add(words: readonly CatalogWord[]): void {
    for (const { word, lexemes } of words) {
      if (this.numbers.has(word)) continue;
      const number = this.lexemes.length;
      this.numbers.set(word, number);
      this.words.push(word);
      this.lexemes.push(lexemes);
      for (const trigram of new Set(wordTrigrams(word))) {
        const holders = this.holders.get(trigram);
        if (holders) holders.push(number);
        else this.holders.set(trigram, [number]);
      }
    }
  }

  /** For each typed word, in order, the lexemes of the catalogue's words similar to it (as `catalog_similar_lexemes`). */
  similarLexemes(typed: readonly string[]): string[][] {
    return [...new Set(typed)].map((word) => this.similarTo(word));
  }

  private similarTo(typed: string): string[] {
    const trigrams = new Set(wordTrigrams(typed));
    // A word shares at least this many of the typed word's trigrams to be similar enough: the
    // similarity is at most the shared trigrams over the typed word's.
    const needed = Math.ceil(trigrams.size * SIMILAR_WORD_THRESHOLD - 1e-9);
    const shared = new Uint16Array(this.size);
    const candidates: number[] = [];
    for (const trigram of trigrams) {
      for (const number of this.holders.get(trigram) ?? []) {
        const count = shared[number]! + 1;
        shared[number] = count;
        if (count === needed) candidates.push(number);
      }
    }
    const lexemes = new Set<string>();
    for (const number of candidates) {
      if (wordSimilarity(trigrams, wordTrigrams(this.words[number]!)) < SIMILAR_WORD_THRESHOLD) continue;
      for (const lexeme of this.lexemes[number]!) lexemes.add(lexeme);
    }
    return [...lexemes].sort();
  }
}
