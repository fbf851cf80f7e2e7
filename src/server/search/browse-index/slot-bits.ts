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

  /** The slots carrying any of the values the condition names. */
  select(condition: Condition): Bits {
    const values = 'anyOf' in condition ? condition.anyOf : [...this.sets.keys()].filter((value) => Number(value) >= (condition.min ?? -Infinity) && Number(value) < condition.max);
    const selected = new Uint32Array(this.words);
    for (const value of values) {
      const bits = this.sets.get(value);
      if (bits) for (let word = 0; word < bits.length; word += 1) selected[word]! |= bits[word]!;
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
