import type { Condition } from './catalog-index.ts';

/** One bit per slot. */
export type Bits = Uint32Array<ArrayBuffer>;
export const hasBit = (bits: Bits, slot: number) => (bits[slot >> 5]! & (1 << (slot & 31))) !== 0;

export function grown<T extends Uint32Array<ArrayBuffer> | Float64Array<ArrayBuffer> | Uint8Array<ArrayBuffer> | Int16Array<ArrayBuffer> | Uint16Array<ArrayBuffer> | Int32Array<ArrayBuffer> | Float32Array<ArrayBuffer>>(
  array: T,
  length: number,
): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  return next;
}

/** Which slots carry each value of one filter, as a bitset per value. */
export class TagSets {
  private sets = new Map<string, Bits>();
  private words = 0;

  grow(capacity: number): void {
    this.words = Math.ceil(capacity / 32);
    for (const [tag, bits] of this.sets) this.sets.set(tag, grown(bits, this.words));
  }

  set(slot: number, tags: readonly string[]): void {
    this.clear(slot);
    for (const tag of tags) {
      let bits = this.sets.get(tag);
      if (!bits) {
        bits = new Uint32Array(this.words);
        this.sets.set(tag, bits);
      }
      bits[slot >> 5]! |= 1 << (slot & 31);
    }
  }

  /** Clears the slot in every value's set (a filter has at most a few hundred values). */
  clear(slot: number): void {
    for (const bits of this.sets.values()) bits[slot >> 5]! &= ~(1 << (slot & 31));
  }

  /**
   * The slots carrying any of the values the condition names, among those `selected` selects:
   * `selected` itself narrowed, or a new set without it. A narrowing condition's values are read
   * where they are, not copied into a set of their own first.
   */
  narrow(condition: Condition, selected: Bits | null): Bits {
    const values = 'anyOf' in condition ? condition.anyOf : [...this.sets.keys()].filter((value) => Number(value) >= (condition.min ?? -Infinity) && Number(value) < condition.max);
    const sets = values.map((value) => this.sets.get(value)).filter((bits) => bits !== undefined);
    if (!selected) {
      const union = new Uint32Array(this.words);
      if (sets.length > 0) union.set(sets[0]!);
      for (let at = 1; at < sets.length; at += 1) {
        const bits = sets[at]!;
        for (let word = 0; word < union.length; word += 1) union[word]! |= bits[word]!;
      }
      return union;
    }
    if (sets.length === 0) return selected.fill(0);
    if (sets.length === 1) {
      const bits = sets[0]!;
      for (let word = 0; word < selected.length; word += 1) selected[word]! &= bits[word]!;
      return selected;
    }
    for (let word = 0; word < selected.length; word += 1) {
      let any = 0;
      for (const bits of sets) any |= bits[word]!;
      selected[word]! &= any;
    }
    return selected;
  }
}

/** How many bits of a 32-bit word are set (a few operations, however many). */
function bitCount(word: number): number {
  let value = word - ((word >>> 1) & 0x55555555);
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  return Math.imul((value + (value >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
  let count = 0;
  for (let word = 0; word < bits.length; word += 1) count += bitCount(bits[word]!);
  return count;
}

/**
 * The positions of set bits number `from` to `from + count - 1` (counted from 0, lowest first):
 * whole words are skipped by their bit count.
 */
export function setBitsFrom(bits: Bits, from: number, count: number): number[] {
  const found: number[] = [];
  let skip = from;
  for (let word = 0; word < bits.length && found.length < count; word += 1) {
    let value = bits[word]!;
    if (value === 0) continue;
    const inWord = bitCount(value);
    if (skip >= inWord) {
      skip -= inWord;
      continue;
    }
    while (value && found.length < count) {
      const low = value & -value;
      if (skip > 0) skip -= 1;
      else found.push(word * 32 + 31 - Math.clz32(low));
      value ^= low;
    }
  }
  return found;
}

/**
 * The slots of `order` that `selected` selects, number `from` to `from + count - 1` in the
 * order's own order. Read 32 places at a time: each place adds its bit to the block's mask
 * without a branch, and a block of matches that all come before `from` is skipped by its count.
 */
export function selectedInOrder(order: readonly number[], selected: Bits, from: number, count: number): number[] {
  const found: number[] = [];
  if (count <= 0) return found;
  let skip = from;
  const whole = order.length - (order.length % 32);
  let at = 0;
  for (; at < whole; at += 32) {
    let mask = 0;
    for (let step = 0; step < 32; step += 1) {
      const slot = order[at + step]!;
      mask |= ((selected[slot >> 5]! >>> (slot & 31)) & 1) << step;
    }
    if (mask === 0) continue;
    const inBlock = bitCount(mask);
    if (skip >= inBlock) {
      skip -= inBlock;
      continue;
    }
    while (mask !== 0) {
      const low = mask & -mask;
      if (skip > 0) skip -= 1;
      else {
        found.push(order[at + 31 - Math.clz32(low)]!);
        if (found.length === count) return found;
      }
      mask ^= low;
    }
  }
  for (; at < order.length; at += 1) {
    const slot = order[at]!;
    if (!hasBit(selected, slot)) continue;
    if (skip > 0) skip -= 1;
    else {
      found.push(slot);
      if (found.length === count) break;
    }
  }
  return found;
}
