/**
 * pg_trgm's word similarity (trgm_op.c, calc_word_similarity and iterate_word_similarity, not
 * strict), for the typo-tolerant fallback of the browse index: how well one typed word matches
 * the best stretch of a word of a study's title or introduction.
 */

/** A word's trigrams in order, padded as pg_trgm pads a word (two spaces before, one after). */
export function wordTrigrams(word: string): string[] {
  const chars = [' ', ' ', ...word, ' '];
  return Array.from({ length: chars.length - 2 }, (_, i) => chars[i]! + chars[i + 1]! + chars[i + 2]!);
}

const f = Math.fround;
const similarity = (count: number, len1: number, len2: number) => f(count / (len1 + len2 - count));

/**
 * word_similarity(query, word) for one query word and one text word. `found` is the query's
 * set of trigrams; the walk over the word's trigrams is pg_trgm's, step for step.
 */
export function wordSimilarity(found: ReadonlySet<string>, word: string): number {
  const trigrams = wordTrigrams(word);
  const lastPosition = new Map<string, number>();
  const ulen1 = found.size;
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < trigrams.length; i += 1) {
    const trigram = trigrams[i]!;
    const isFound = found.has(trigram);
    if (lower >= 0 || isFound) {
      if (!lastPosition.has(trigram)) {
        ulen2 += 1;
        if (isFound) count += 1;
      }
      lastPosition.set(trigram, i);
    }
    if (!isFound) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = similarity(count, ulen1, ulen2);
    // Also try to move the lower bound up for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const previousLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower += 1) {
      const candidate = similarity(tmpCount, ulen1, tmpUlen2);
      if (candidate > current) {
        current = candidate;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const at = trigrams[tmpLower]!;
      if (lastPosition.get(at) === tmpLower) {
        tmpUlen2 -= 1;
        if (found.has(at)) tmpCount -= 1;
      }
    }
    best = Math.max(best, current);
    for (let tmpLower = previousLower; tmpLower < lower; tmpLower += 1) {
      const at = trigrams[tmpLower]!;
      if (lastPosition.get(at) === tmpLower) lastPosition.delete(at);
    }
  }
  return best;
}
