import { describe, expect, it } from 'vitest';
import { RankedPairs } from './ranked-pairs.ts';

describe('the kept lists of two-word searches', () => {
  it('hold at most their limit of studies together, letting go of the one searched least recently', () => {
    const pairs = new RankedPairs((a, b) => a - b);
    pairs.keep(['kit', 'meal'], [1, 2, 3], [0.5, 0.4, 0.3], 6);
    pairs.keep(['pet', 'food'], [4, 5], [0.5, 0.5], 6);
    expect(pairs.kept(['kit', 'meal'])).toEqual([1, 2, 3]);
    // Two more studies than the limit allows: the pet food list, searched longest ago, goes.
    pairs.keep(['bike', 'repair'], [6, 7, 8], [0.2, 0.2, 0.1], 6);
    expect([pairs.kept(['kit', 'meal']), pairs.kept(['pet', 'food']), pairs.kept(['bike', 'repair'])]).toEqual([[1, 2, 3], undefined, [6, 7, 8]]);
    // A list longer than the limit is not kept at all.
    pairs.keep(['meal', 'plan'], [9, 10, 11, 12, 13, 14, 15], [1, 1, 1, 1, 1, 1, 1], 6);
    expect(pairs.kept(['meal', 'plan'])).toBeUndefined();
    expect(pairs.size).toBe(2);
  });
});
