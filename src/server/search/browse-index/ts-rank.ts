/**
 * PostgreSQL's ts_rank (tsrank.c, normalisation 0) over a document held in memory, step for step
 * and in the same float4 arithmetic, so the browse index ranks exactly as the SQL
 * `ts_rank(weights, search_head, query)` it replaces (ADR 035). Only what our queries use:
 * an AND of prefix items.
 */

/** A tsvector in memory: lexemes in stored (byte) order, each with its packed positions (pos | weight << 14). */
export type RankDocument = {
  lexemes: readonly string[];
  /** positions of lexeme i: packed[starts[i]] .. packed[starts[i + 1]] */
  starts: Uint32Array;
  packed: Uint16Array;
};

const f = Math.fround;
const MAX_ENTRY_POS = 1 << 14;
const position = (packed: number) => packed & (MAX_ENTRY_POS - 1);
const weightIndex = (packed: number) => packed >> 14;

/** Weights in ts_rank's order {D, C, B, A}, as float4. */
export function rankWeights(weights: readonly [number, number, number, number]): Float32Array {
  return Float32Array.from(weights);
}

/** Query items as calc_rank sees them: sorted byte-wise and without duplicates. */
export function sortedUniqueItems(items: readonly string[]): string[] {
  return [...new Set(items)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The entries of `doc` a prefix item matches: [first, end) in stored order, or null. */
function prefixEntries(doc: RankDocument, item: string): [number, number] | null {
  let low = 0;
  let high = doc.lexemes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (doc.lexemes[middle]! < item) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < doc.lexemes.length && doc.lexemes[end]!.startsWith(item)) end += 1;
  return end > low ? [low, end] : null;
}

/** word_distance() of tsrank.c for every distance it distinguishes (over 100 is 1e-30). */
const WORD_DISTANCE = Float32Array.from({ length: 101 }, (_, distance) => 1.0 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2)));
const FAR = f(1e-30);
export const wordDistance = (distance: number) => (distance > 100 ? FAR : WORD_DISTANCE[distance]!);

/** What one matching lexeme with these positions adds to calc_rank_or's sum, before the 1.64... divisor. */
export function entryScore(w: Float32Array, packed: Uint16Array, from: number, to: number): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; j < to - from; j += 1) {
    const weight = w[weightIndex(packed[from + j]!)]!;
    resj = f(resj + f(weight / ((j + 1) * (j + 1))));
    if (weight > wjm) {
      wjm = weight;
      jm = j;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
}

/** calc_rank_or's running sum: a float4 plus a double, stored back as a float4. */
export const addEntryScore = (sum: number, score: number) => f(sum + score / 1.64493406685);

function rankOr(w: Float32Array, doc: RankDocument, items: readonly string[]): number {
  let res = 0;
  for (const item of items) {
    const found = prefixEntries(doc, item);
    if (!found) continue;
    for (let entry = found[0]; entry < found[1]; entry += 1) {
      res = addEntryScore(res, entryScore(w, doc.packed, doc.starts[entry]!, doc.starts[entry + 1]!));
    }
  }
  return items.length > 0 ? f(res / items.length) : res;
}

/** Distances calc_rank_and tells apart (1-100) and one slot for any longer distance. */
const DISTANCE_SLOTS = 102;

/**
 * calc_rank_and's curw for every pair of weights and distance, in its float4 steps:
 * sqrt(wa * wb * word_distance(d)) at (a * 4 + b) * DISTANCE_SLOTS + min(d, 101), so a
 * pair's weight is one lookup.
 */
function pairWeights(w: Float32Array): Float32Array {
  const table = new Float32Array(16 * DISTANCE_SLOTS);
  for (let pair = 0; pair < 16; pair += 1) {
    const product = f(w[pair >> 2]! * w[pair & 3]!);
    for (let distance = 1; distance < DISTANCE_SLOTS; distance += 1) table[pair * DISTANCE_SLOTS + distance] = f(Math.sqrt(f(product * wordDistance(distance))));
  }
  return table;
}

let pairWeightsOf: Float32Array | null = null;
let pairWeightTable: Float32Array = new Float32Array(0);

function pairWeightsFor(w: Float32Array): Float32Array {
  if (w !== pairWeightsOf) {
    pairWeightTable = pairWeights(w);
    pairWeightsOf = w;
  }
  return pairWeightTable;
}

/**
 * calc_rank_and's inner loops: every position in packed[from, to) paired with every one in
 * packed[otherFrom, otherTo), each pair at a distance adding its curw to `res` (-1: none yet).
 */
function pairUp(res: number, table: Float32Array, packed: ArrayLike<number>, from: number, to: number, otherFrom: number, otherTo: number): number {
  for (let l = from; l < to; l += 1) {
    const a = packed[l]!;
    const pairRow = weightIndex(a) * 4 * DISTANCE_SLOTS;
    for (let p = otherFrom; p < otherTo; p += 1) {
      const b = packed[p]!;
      const distance = Math.abs(position(a) - position(b));
      if (distance === 0) continue;
      const curw = table[pairRow + weightIndex(b) * DISTANCE_SLOTS + (distance < DISTANCE_SLOTS ? distance : DISTANCE_SLOTS - 1)]!;
      res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
    }
  }
  return res;
}

let keptFrom = new Int32Array(16);
let keptTo = new Int32Array(16);

/**
 * calc_rank_and for an AND of `itemCount` items, given the entries each item matches in a
 * document whose entry e has positions packed[starts[base + e]] .. packed[starts[base + e + 1]]:
 * item i matches entries[2i] .. entries[2i + 1] (none when equal). Item by item, entry by entry,
 * every position is paired with those of the last entry each earlier item matched.
 */
export function rankAndOverEntries(w: Float32Array, starts: ArrayLike<number>, packed: ArrayLike<number>, base: number, itemCount: number, entries: Int32Array): number {
  const table = pairWeightsFor(w);
  if (itemCount === 2) return rankAndOfTwo(table, starts, packed, base, entries);
  let res = -1;
  if (itemCount > keptFrom.length) {
    keptFrom = new Int32Array(itemCount);
    keptTo = new Int32Array(itemCount);
  }
  keptFrom.fill(-1, 0, itemCount);
  for (let i = 0; i < itemCount; i += 1) {
    for (let entry = entries[2 * i]!; entry < entries[2 * i + 1]!; entry += 1) {
      const from = starts[base + entry]!;
      const to = starts[base + entry + 1]!;
      keptFrom[i] = from;
      keptTo[i] = to;
      for (let k = 0; k < i; k += 1) {
        if (keptFrom[k]! >= 0) res = pairUp(res, table, packed, from, to, keptFrom[k]!, keptTo[k]!);
      }
    }
  }
  return res < 0 ? f(1e-20) : res;
}

/**
 * rankAndOverEntries for two items: the first item's last entry is the only one the second
 * item's entries are paired with.
 */
function rankAndOfTwo(table: Float32Array, starts: ArrayLike<number>, packed: ArrayLike<number>, base: number, entries: Int32Array): number {
  let res = -1;
  if (entries[0]! === entries[1]!) return f(1e-20);
  const firstFrom = starts[base + entries[1]! - 1]!;
  const firstTo = starts[base + entries[1]!]!;
  for (let entry = entries[2]!; entry < entries[3]!; entry += 1) {
    res = pairUp(res, table, packed, starts[base + entry]!, starts[base + entry + 1]!, firstFrom, firstTo);
  }
  return res < 0 ? f(1e-20) : res;
}

/**
 * calc_rank_and for two items from their positions alone: the first item's last matched entry at
 * packed[firstFrom, firstTo), the second item's matched entries, which lie side by side, at
 * packed[secondFrom, secondTo). The same pairs in the same order as rankAndOverEntries.
 */
export function rankAndOfTwoRanges(w: Float32Array, packed: ArrayLike<number>, firstFrom: number, firstTo: number, secondFrom: number, secondTo: number): number {
  const res = pairUp(-1, pairWeightsFor(w), packed, secondFrom, secondTo, firstFrom, firstTo);
  return res < 0 ? f(1e-20) : res;
}

function rankAnd(w: Float32Array, doc: RankDocument, items: readonly string[]): number {
  if (items.length < 2) return rankOr(w, doc, items);
  const entries = new Int32Array(items.length * 2);
  items.forEach((item, i) => {
    const found = prefixEntries(doc, item);
    if (found) entries.set(found, 2 * i);
  });
  return rankAndOverEntries(w, doc.starts, doc.packed, 0, items.length, entries);
}

/**
 * ts_rank(w, doc, query) for a query that is the AND of `items` (already sorted and unique),
 * from the document alone: the reference the index's faster paths are tested against, itself
 * tested against PostgreSQL. A query of one item is ranked by calc_rank_or whether or not it was
 * written as an AND, so the item count decides.
 */
export function tsRank(w: Float32Array, doc: RankDocument, items: readonly string[]): number {
  if (doc.lexemes.length === 0 || items.length === 0) return 0;
  const res = rankAnd(w, doc, items);
  return res < 0 ? f(1e-20) : res;
}
