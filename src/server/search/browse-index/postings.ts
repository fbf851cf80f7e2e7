import { grown } from './slot-bits.ts';

/** The array at `length` entries: cut, or grown with zeros. */
function resized<T extends Int32Array<ArrayBuffer> | Uint16Array<ArrayBuffer> | Float32Array<ArrayBuffer>>(array: T, length: number): T {
  return length <= array.length ? (array.slice(0, length) as T) : grown(array, length);
}

/**
 * Which slots carry each lexeme: every lexeme's list in the same flat arrays. List `id` holds
 * `length[id]` postings from `start[id]`, with room up to `room[id]`; a full list moves to the
 * end with twice the room, and the space lists leave behind is reclaimed by compaction. One
 * typed array per lexeme instead would cost about 250 bytes of heap each, and a catalogue has
 * tens of thousands of lexemes (decision 066).
 */
export class Postings {
  slots = new Int32Array(1_024);
  start = new Int32Array(1_024);
  length = new Int32Array(1_024);
  room = new Int32Array(1_024);
  /** How many lists there are. */
  lists = 0;
  /** Entries of the flat arrays in use: by lists (with their room) or left behind by moved lists. */
  private used = 0;
  /** Entries left behind by lists that moved. */
  private abandoned = 0;
  private live = 0;
  /** Trimmed after a whole load: from then on lists and arrays grow by an eighth, not by doubling. */
  private trimmed = false;
  private readonly slack: number;

  constructor(slack: number) {
    this.slack = slack;
  }

  /** A new, empty list; returns its id. */
  add(): number {
    if (this.lists === this.start.length) {
      const lists = this.lists + roomToGrow(this.lists, this.trimmed);
      this.start = grown(this.start, lists);
      this.length = grown(this.length, lists);
      this.room = grown(this.room, lists);
    }
    this.start[this.lists] = this.used;
    return this.lists++;
  }

  /** Appends the slot to list `id`; returns where in the flat arrays it went. */
  push(id: number, slot: number): number {
    if (this.length[id] === this.room[id]) this.move(id);
    const at = this.start[id]! + this.length[id]!;
    this.slots[at] = slot;
    this.length[id]! += 1;
    this.live += 1;
    return at;
  }

  /** Takes the slot out of list `id`, keeping the order of the rest; returns where it was in the flat arrays. */
  remove(id: number, slot: number): number {
    const from = this.start[id]!;
    const end = from + this.length[id]!;
    let at = end - 1;
    while (at >= from && this.slots[at] !== slot) at -= 1;
    if (at < from) return -1;
    this.copy(at + 1, at, end - at - 1);
    this.length[id]! -= 1;
    this.live -= 1;
    return at;
  }

  /** Moves every list to the front with no room to spare (after a whole load, when lists mostly stop growing). */
  trim(): void {
    this.trimmed = true;
    this.compact();
    this.start = resized(this.start, Math.max(1, this.lists));
    this.length = resized(this.length, Math.max(1, this.lists));
    this.room = resized(this.room, Math.max(1, this.lists));
  }

  /** The flat arrays, at `length` entries. */
  protected resize(length: number): void {
    this.slots = resized(this.slots, length);
  }

  /** Copies `count` entries from `from` to `to` within the flat arrays (overlapping or not). */
  protected copy(from: number, to: number, count: number): void {
    this.slots.copyWithin(to, from, from + count);
  }

  /** The room a list of `length` gets when it moves or is compacted. */
  private roomFor(length: number): number {
    return length + (this.trimmed ? Math.max(1, length >> 3) : Math.max(2, length));
  }

  private move(id: number): void {
    if (this.abandoned > this.slack + this.live / 2) this.compact();
    const length = this.length[id]!;
    const room = this.roomFor(length);
    if (this.used + room > this.slots.length) this.resize(Math.max(this.used + room, this.slots.length + roomToGrow(this.slots.length, this.trimmed)));
    this.copy(this.start[id]!, this.used, length);
    this.abandoned += this.room[id]!;
    this.start[id] = this.used;
    this.room[id] = room;
    this.used += room;
  }

  /**
   * Moves every list to the front in place, in the order they stand (so none moves onto one not
   * yet moved), keeping its room, or none to spare once trimmed; a trimmed index's flat arrays
   * are then cut to fit.
   */
  private compact(): void {
    const order = Int32Array.from({ length: this.lists }, (_, id) => id).sort((a, b) => this.start[a]! - this.start[b]!);
    let at = 0;
    for (const id of order) {
      const length = this.length[id]!;
      if (this.start[id] !== at) this.copy(this.start[id]!, at, length);
      this.start[id] = at;
      if (this.trimmed) this.room[id] = length;
      at += this.room[id]!;
    }
    this.used = at;
    this.abandoned = 0;
    if (this.trimmed) this.resize(Math.max(1, at));
  }
}

/**
 * Postings of head lexemes, each with what it adds to ts_rank, its entry in the head, and its
 * position count and best weight. Entries and counts fit 16 bits: a head's entries are its
 * distinct lexemes (the matched entries are kept in 16 bits too), and a tsvector keeps at most
 * 256 positions per lexeme.
 */
export class HeadPostings extends Postings {
  scores = new Float32Array(1_024);
  entries = new Uint16Array(1_024);
  /** Position count * 4 + best weight index. */
  stats = new Uint16Array(1_024);

  addPosting(id: number, slot: number, score: number, entry: number, stat: number): void {
    const at = this.push(id, slot);
    this.scores[at] = score;
    this.entries[at] = entry;
    this.stats[at] = stat;
  }

  protected override resize(length: number): void {
    super.resize(length);
    this.scores = resized(this.scores, length);
    this.entries = resized(this.entries, length);
    this.stats = resized(this.stats, length);
  }

  protected override copy(from: number, to: number, count: number): void {
    super.copy(from, to, count);
    for (const array of [this.scores, this.entries, this.stats]) array.copyWithin(to, from, from + count);
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
  /** Trimmed after a whole load: from then on it grows by an eighth, not by doubling. */
  private trimmed = false;
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
    if (this.used + list.length > this.flat.length) this.flat = grown(this.flat, Math.max(this.flat.length + roomToGrow(this.flat.length, this.trimmed), this.used + list.length));
    this.flat.set(list, this.used);
    this.base[slot] = this.used;
    this.count[slot] = list.length;
    this.used += list.length;
    this.live += list.length;
  }

  /** Copies the live lists into a flat array of their exact size (after a whole load). */
  trim(slots: number): void {
    this.compact(0);
    this.trimmed = true;
    if (this.base.length > slots) {
      this.base = this.base.slice(0, slots);
      this.count = this.count.slice(0, slots);
    }
  }

  clear(slot: number): void {
    if (slot >= this.count.length) return;
    this.live -= this.count[slot]!;
    this.count[slot] = 0;
  }

  /** Copies the live lists into a fresh flat array with room for `growth` times as many again. */
  private compact(growth = 1): void {
    const flat = new Int32Array(Math.max(1_024, Math.ceil(this.live * (1 + growth))));
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

/**
 * How much an array of `length` grows when full: doubling while an index is being read (few
 * copies), an eighth once it is read and trimmed (a few changed studies must not double it).
 */
export const roomToGrow = (length: number, trimmed: boolean) => (trimmed ? Math.max(1_024, length >> 3) : Math.max(1_024, length));
