import { describe, expect, it } from 'vitest';
import { HEAD_WEIGHTS, rankBound } from './rank-bound.ts';
import { tsRank, type RankDocument } from './ts-rank.ts';

// The bound a search of several items prunes with, against ts_rank's exact value over random
// heads: it may never fall below it, or a study that belongs on a page would be skipped.

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

// Prefixes of one another ("kit", "kitchen") and lexemes several items share, so entries pair
// with themselves and an item matches several entries.
const LEXEMES = ['food', 'kit', 'kitchen', 'meal', 'meal-kit', 'pet', 'petal', 'plant'];
const ITEMS = ['food', 'kit', 'meal', 'pet', 'plant'];

/** A head with the lexemes, each with 1 to `most` sorted positions within `span` and random weights. */
function head(next: () => number, most: number, span: number): RankDocument {
  const lexemes = LEXEMES.filter(() => next() < 0.6);
  const starts = [0];
  const packed: number[] = [];
  for (const _ of lexemes) {
    const positions = [...new Set(Array.from({ length: 1 + Math.floor(next() * most) }, () => 1 + Math.floor(next() * span)))].sort((a, b) => a - b);
    for (const position of positions) packed.push(position | (Math.floor(next() * 4) << 14));
    starts.push(packed.length);
  }
  return { lexemes, starts: Uint32Array.from(starts), packed: Uint16Array.from(packed) };
}

/** What the index notes for each item before bounding: its matched entries' positions, and their best weight. */
function matched(doc: RankDocument, items: readonly string[]): { positions: Int16Array[]; weights: Uint8Array[] } | null {
  const positions: Int16Array[] = [];
  const weights: Uint8Array[] = [];
  for (const item of items) {
    let count = 0;
    let best = 0;
    doc.lexemes.forEach((lexeme, entry) => {
      if (!lexeme.startsWith(item)) return;
      for (let at = doc.starts[entry]!; at < doc.starts[entry + 1]!; at += 1) best = Math.max(best, doc.packed[at]! >> 14);
      count += doc.starts[entry + 1]! - doc.starts[entry]!;
    });
    if (count === 0) return null;
    positions.push(Int16Array.of(count));
    weights.push(Uint8Array.of(best));
  }
  return { positions, weights };
}

describe('the rank bound', () => {
  it('is never below ts_rank, for two and three items, few or many positions, close or far apart', () => {
    let checked = 0;
    for (let seed = 1; seed <= 4_000; seed += 1) {
      const next = random(seed);
      const doc = head(next, [1, 3, 12][seed % 3]!, [3, 8, 40, 300][seed % 4]!);
      const items = [...new Set(Array.from({ length: 2 + Math.floor(next() * 2) }, () => ITEMS[Math.floor(next() * ITEMS.length)]!))].sort();
      const noted = items.length > 1 ? matched(doc, items) : null;
      if (!noted) continue;
      const exact = tsRank(HEAD_WEIGHTS, doc, items);
      expect([seed, rankBound(noted.positions, noted.weights, 0, items.length) >= exact]).toEqual([seed, true]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(1_000);
  });

  it('is the exact rank when every pair stands side by side with the best weights', () => {
    // "kit" at 2 and "meal" at 1, both in the title.
    const doc: RankDocument = { lexemes: ['kit', 'meal'], starts: Uint32Array.from([0, 1, 2]), packed: Uint16Array.from([2 | (3 << 14), 1 | (3 << 14)]) };
    const noted = matched(doc, ['kit', 'meal'])!;
    expect(rankBound(noted.positions, noted.weights, 0, 2)).toBe(tsRank(HEAD_WEIGHTS, doc, ['kit', 'meal']));
  });
});
