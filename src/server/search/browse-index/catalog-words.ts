import { grown } from './slot-bits.ts';
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
 * lexemes, without a statement (decision 073). Trigrams and lexemes are numbered as words are
 * added, and a typed word reads only its rarest trigrams' words (decision 108). Words are only
 * ever added, as in the table.
 */
export class CatalogWords {
  private readonly numbers = new Map<string, number>();
  /** Each word's lexemes, by number (`lexemeNames` names them). */
  private readonly lexemes: number[][] = [];
  private readonly lexemeNumbers = new Map<string, number>();
  private readonly lexemeNames: string[] = [];
  private readonly trigramNumbers = new Map<string, number>();
  /** Each trigram's words, by number, each once. */
  private readonly holders: number[][] = [];
  /** Each word's trigrams in order, by number: word `n`'s are `sequences[starts[n]..starts[n + 1])`. */
  private sequences: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private readonly starts: number[] = [0];
  /** Scratch of `similarTo`: a typed word's trigrams, the words met and the lexemes found, marked with the call's mark; the walk's positions. */
  private typedMarks = new Uint32Array(0);
  private wordMarks = new Uint32Array(0);
  private lexemeMarks = new Uint32Array(0);
  private lastPosition = new Int32Array(0);
  private mark = 0;

  get size(): number {
    return this.lexemes.length;
  }

  add(words: readonly CatalogWord[]): void {
    for (const { word, lexemes } of words) {
      if (this.numbers.has(word)) continue;
      const number = this.lexemes.length;
      this.numbers.set(word, number);
      this.lexemes.push(lexemes.map((lexeme) => numberOf(this.lexemeNumbers, lexeme, () => this.lexemeNames.push(lexeme))));
      const trigrams = wordTrigrams(word).map((trigram) => numberOf(this.trigramNumbers, trigram, () => this.holders.push([])));
      const end = this.starts[number]! + trigrams.length;
      if (end > this.sequences.length) this.sequences = grown(this.sequences, Math.max(end, this.sequences.length * 2));
      this.sequences.set(trigrams, this.starts[number]);
      this.starts.push(end);
      for (const trigram of new Set(trigrams)) this.holders[trigram]!.push(number);
    }
  }

  /** For each typed word, in order, the lexemes of the catalogue's words similar to it (as `catalog_similar_lexemes`, in no order). */
  similarLexemes(typed: readonly string[]): string[][] {
    return [...new Set(typed)].map((word) => this.similarTo(word));
  }

  private similarTo(typed: string): string[] {
    const distinct = [...new Set(wordTrigrams(typed))];
    // A word shares at least this many of the typed word's trigrams to be similar enough: the
    // similarity is at most the shared trigrams over the typed word's.
    const needed = Math.ceil(distinct.length * SIMILAR_WORD_THRESHOLD - 1e-9);
    const known = distinct.map((trigram) => this.trigramNumbers.get(trigram)).filter((number) => number !== undefined);
    // So it holds one at least of any `distinct.length - needed + 1` of them: of the rarest, those
    // no word holds first (they add no word).
    const rarest = known.sort((a, b) => this.holders[a]!.length - this.holders[b]!.length).slice(0, Math.max(0, known.length - needed + 1));
    const mark = this.nextMark();
    const { sequences, starts, typedMarks, wordMarks, lexemeMarks, lastPosition } = this;
    const typedTrigrams = { size: distinct.length, marks: typedMarks, mark };
    for (const number of known) typedMarks[number] = mark;
    const lexemes: string[] = [];
    for (const trigram of rarest) {
      for (const number of this.holders[trigram]!) {
        if (wordMarks[number] === mark) continue;
        wordMarks[number] = mark;
        const from = starts[number]!;
        const to = starts[number + 1]!;
        // Its trigrams the typed word has, repeats counted (a bound only): most words stop here.
        let shared = 0;
        for (let at = from; at < to; at += 1) if (typedMarks[sequences[at]!] === mark) shared += 1;
        if (shared < needed || wordSimilarity(typedTrigrams, sequences, from, to, lastPosition) < SIMILAR_WORD_THRESHOLD) continue;
        for (const lexeme of this.lexemes[number]!) {
          if (lexemeMarks[lexeme] === mark) continue;
          lexemeMarks[lexeme] = mark;
          lexemes.push(this.lexemeNames[lexeme]!);
        }
      }
    }
    return lexemes;
  }

  /** A mark no scratch entry holds yet, the scratch arrays as long as there are trigrams, words and lexemes. */
  private nextMark(): number {
    const short = this.typedMarks.length < this.holders.length || this.wordMarks.length < this.size || this.lexemeMarks.length < this.lexemeNames.length;
    if (short || this.mark === 0xffffffff) {
      this.typedMarks = new Uint32Array(this.holders.length * 2);
      this.lastPosition = new Int32Array(this.holders.length * 2);
      this.wordMarks = new Uint32Array(this.size * 2);
      this.lexemeMarks = new Uint32Array(this.lexemeNames.length * 2);
      this.mark = 0;
    }
    this.mark += 1;
    return this.mark;
  }
}

/** The number `numbers` gives `key`: the next one, and `added` called, the first time. */
function numberOf(numbers: Map<string, number>, key: string, added: () => void): number {
  let number = numbers.get(key);
  if (number === undefined) {
    number = numbers.size;
    numbers.set(key, number);
    added();
  }
  return number;
}
