import { rankWeights, wordDistance } from './ts-rank.ts';

/** Weights of D, C, B and A, as the SQL ranking used them (ADR 029). */
export const HEAD_WEIGHTS = rankWeights([0.01, 0.1, 0.4, 1.0]);
/**
 * calc_rank_and's curw for two positions of weights a and b at distance 1, the largest it can
 * give them (word_distance falls with distance), in its float4 steps: index a * 4 + b.
 */
const CLOSEST_PAIR = Float64Array.from({ length: 16 }, (_, i) =>
  Math.fround(Math.sqrt(Math.fround(Math.fround(HEAD_WEIGHTS[i >> 2]! * HEAD_WEIGHTS[i & 3]!) * wordDistance(1)))),
);
/** Up to this many pairs, a two-item bound is calc_rank_and's own steps, looked up. */
const EXACT_BOUND_PAIRS = 64;
/**
 * calc_rank_and of `pairs` pairs all at distance 1, with weights a and b, in its float4 steps:
 * index (a * 4 + b) * (EXACT_BOUND_PAIRS + 1) + pairs.
 */
const CLOSEST_PAIRS = Float64Array.from({ length: 16 * (EXACT_BOUND_PAIRS + 1) }, (_, i) => {
  const closest = CLOSEST_PAIR[Math.floor(i / (EXACT_BOUND_PAIRS + 1))]!;
  const pairs = i % (EXACT_BOUND_PAIRS + 1);
  let res = closest;
  for (let pair = 1; pair < pairs; pair += 1) res = Math.fround(1.0 - (1.0 - res) * (1.0 - closest));
  return res;
});

/**
 * At least calc_rank_and (with HEAD_WEIGHTS) of a study in which item i's matched entries have
 * `positions[i][slot]` positions, the best of weight index `weights[i][slot]`: as if every
 * position of each item were paired with every position of each other at the closest distance,
 * with the best weights. For two items it is worked out in calc_rank_and's own float4 steps (each
 * step only grows with its inputs), so it is exact for a study whose pairs all are closest and
 * best; otherwise with a margin.
 */
export function rankBound(positions: readonly ArrayLike<number>[], weights: readonly ArrayLike<number>[], slot: number, itemCount: number): number {
  if (itemCount === 2) {
    const pairs = positions[0]![slot]! * positions[1]![slot]!;
    if (pairs <= EXACT_BOUND_PAIRS) return CLOSEST_PAIRS[(weights[0]![slot]! * 4 + weights[1]![slot]!) * (EXACT_BOUND_PAIRS + 1) + pairs]!;
  }
  let keep = 0;
  for (let i = 1; i < itemCount; i += 1) {
    for (let k = 0; k < i; k += 1) {
      keep += positions[i]![slot]! * positions[k]![slot]! * Math.log1p(-CLOSEST_PAIR[weights[i]![slot]! * 4 + weights[k]![slot]!]!);
    }
  }
  return (1 - Math.exp(keep)) * (1 + 1e-6) + 1e-12;
}
