import { grown } from './slot-bits.ts';

/**
 * Which slots carry one lexeme or word, in a typed array that grows by doubling: the index
 * holds millions of postings, and plain arrays of them would be visited by every garbage
 * collection.
 */
export class Postings {
  slots = new Int32Array(2);
  length = 0;

  push(slot: number): number {
    if (this.length === this.slots.length) this.slots = grown(this.slots, this.slots.length * 2);
    this.slots[this.length] = slot;
    return this.length++;
  }

  /** Takes the slot out, keeping the order of the rest; returns where it was. */
  remove(slot: number): number {
    const at = this.slots.lastIndexOf(slot, this.length - 1);
    this.slots.copyWithin(at, at + 1, this.length);
    this.length -= 1;
    return at;
  }
}

/** Postings of a head lexeme, each with what it adds to ts_rank, its entry in the head, and its position count and best weight. */
export class HeadPostings extends Postings {
  scores = new Float32Array(2);
  entries = new Int32Array(2);
  /** Position count * 4 + best weight index. */
  stats = new Int32Array(2);

  add(slot: number, score: number, entry: number, stat: number): void {
    if (this.length === this.scores.length) {
      this.scores = grown(this.scores, this.scores.length * 2);
      this.entries = grown(this.entries, this.entries.length * 2);
      this.stats = grown(this.stats, this.stats.length * 2);
    }
    this.scores[this.length] = score;
    this.entries[this.length] = entry;
    this.stats[this.length] = stat;
    this.push(slot);
  }

  override remove(slot: number): number {
    const at = super.remove(slot);
    for (const array of [this.scores, this.entries, this.stats]) array.copyWithin(at, at + 1, this.length + 1);
    return at;
  }
}

/**
 * A list of numbers per slot, all in one flat array: a slot's new list is appended, and the
 * space of lists left behind is reclaimed once it exceeds `slack` plus half of what is in use.
 */
export class SlotLists {
  private flat = new Int32Array(1_024);
  private base = new Int32Array(1_024);
  private count = new Int32Array(1_024);
  private used = 0;
  private live = 0;
  private readonly slack: number;

  constructor(slack: number) {
    this.slack = slack;
  }

  get(slot: number): Int32Array {
    if (slot >= this.count.length) return this.flat.subarray(0, 0);
    return this.flat.subarray(this.base[slot]!, this.base[slot]! + this.count[slot]!);
  }

  set(slot: number, list: ArrayLike<number>): void {
    this.clear(slot);
    if (this.used - this.live > this.slack + this.live / 2) this.compact();
    if (slot >= this.count.length) {
      const length = Math.max(slot + 1, this.count.length * 2);
      this.base = grown(this.base, length);
      this.count = grown(this.count, length);
    }
    if (this.used + list.length > this.flat.length) this.flat = grown(this.flat, Math.max(2 * this.flat.length, this.used + list.length));
    this.flat.set(list, this.used);
    this.base[slot] = this.used;
    this.count[slot] = list.length;
    this.used += list.length;
    this.live += list.length;
  }

  clear(slot: number): void {
    if (slot >= this.count.length) return;
    this.live -= this.count[slot]!;
    this.count[slot] = 0;
  }

  private compact(): void {
    const flat = new Int32Array(Math.max(1_024, this.live * 2));
    let at = 0;
    for (let slot = 0; slot < this.count.length; slot += 1) {
      const count = this.count[slot]!;
      if (count === 0) continue;
      flat.set(this.flat.subarray(this.base[slot]!, this.base[slot]! + count), at);
      this.base[slot] = at;
      at += count;
    }
    this.flat = flat;
    this.used = at;
  }
}
