/**
 * pg_trgm's word similarity, for one typed word against one catalogue word, computed in the
 * process so the browse index's typo-tolerant fallback needs no statement of its own (decision
 * 073). It follows pg_trgm's own steps (`calc_word_similarity` and `iterate_word_similarity`),
 * including the greedy walk that decides which stretch of the word counts, so
 * `word %> typed` in PostgreSQL and `wordSimilarity(typed, word) >= threshold` here agree.
 * Both words are single runs of letters and digits, as `catalog_words` and `searchWords` hold
 * them, so pg_trgm's split into words has nothing to do.
 */

/** Trigrams of one word as pg_trgm makes them: lower-cased, two spaces before it and one after, in order. */
export function wordTrigrams(word: string): string[] {
  const chars = [' ', ' ', ...word.toLowerCase(), ' '];
  const trigrams: string[] = [];
  for (let i = 0; i + 2 < chars.length; i += 1) trigrams.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return trigrams;
}

/** pg_trgm's `CALCSML`, in its four-byte float. */
const similarity = (count: number, typedLength: number, stretchLength: number) => Math.fround(count / (typedLength + stretchLength - count));

/**
 * A typed word's side of a comparison: how many distinct trigrams it has, and `marks[n] === mark`
 * for each of them that the catalogue numbers as `n` (a trigram no catalogue word has counts in
 * `size` alone).
 */
export type TypedTrigrams = { readonly size: number; readonly marks: Uint32Array; readonly mark: number };

/**
 * `word_similarity(typed, word)`: the best share of `typed`'s distinct trigrams that a stretch of
 * the word's trigram sequence holds, against all the distinct trigrams of both, as pg_trgm's walk
 * finds it. The word is `sequence[from..to)`, its trigrams by the catalogue's numbers;
 * `lastPosition` is scratch, as long as there are numbers.
 */
export function wordSimilarity(typed: TypedTrigrams, sequence: Int32Array, from: number, to: number, lastPosition: Int32Array): number {
  const { marks, mark } = typed;
  for (let i = from; i < to; i += 1) lastPosition[sequence[i]!] = -1;
  const typedLength = typed.size;
  let stretchLength = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = from; i < to; i += 1) {
    const number = sequence[i]!;
    const found = marks[number] === mark;
    if (lower >= 0 || found) {
      if (lastPosition[number]! < 0) {
        stretchLength += 1;
        if (found) count += 1;
      }
      lastPosition[number] = i;
    }
    if (!found) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      stretchLength = 1;
    }
    let current = similarity(count, typedLength, stretchLength);
    // Moving the stretch's start right may raise the similarity: keep the best start.
    let tryCount = count;
    let tryLength = stretchLength;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= upper; tryLower += 1) {
      const tried = similarity(tryCount, typedLength, tryLength);
      if (tried > current) {
        current = tried;
        stretchLength = tryLength;
        lower = tryLower;
        count = tryCount;
      }
      const leaving = sequence[tryLower]!;
      if (lastPosition[leaving] === tryLower) {
        tryLength -= 1;
        if (marks[leaving] === mark) tryCount -= 1;
      }
    }
    best = Math.max(best, current);
    for (let dropped = previousLower; dropped < lower; dropped += 1) {
      const leaving = sequence[dropped]!;
      if (lastPosition[leaving] === dropped) lastPosition[leaving] = -1;
    }
  }
  return best;
}
