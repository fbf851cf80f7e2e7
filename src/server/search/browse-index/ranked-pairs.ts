import { insertRanked, removeRanked, type RankedList } from './ranked-postings.ts';

/** A search of two items, its head matches best first, with their ranks. */
type PairList = RankedList & { readonly items: readonly [string, string] };

/**
 * The head matches of searches of two items, best first: by calc_rank_and of the two over the
 * head, the newest first among equals. A pair's list is made by a search that ranks more head
 * matches than its page and count can use, then kept in order as studies change, so the next
 * search of the same two items reads its page instead of ranking every head match again
 * (decision 109). The lists kept hold at most `limit` studies together; the one searched least
 * recently goes first.
 */
export class RankedPairs {
  /** In the order last searched, the most recent last. */
  private readonly lists = new Map<string, PairList>();
  private held = 0;
  private readonly newer: (a: number, b: number) => number;

  constructor(newer: (a: number, b: number) => number) {
    this.newer = newer;
  }

  get size(): number {
    return this.lists.size;
  }

  /** The pair's head matches best first, when kept. */
  kept(items: readonly string[]): readonly number[] | undefined {
    const key = keyOf(items);
    const list = this.lists.get(key);
    if (!list) return undefined;
    this.lists.delete(key);
    this.lists.set(key, list);
    return list.slots;
  }

  /** Keeps a pair's head matches, `slots` in order with their `ranks`, within `limit` studies in all. */
  keep(items: readonly [string, string], slots: number[], ranks: number[], limit: number): void {
    if (slots.length > limit) return;
    for (const [key, list] of this.lists) {
      if (this.held + slots.length <= limit) break;
      this.lists.delete(key);
      this.held -= list.slots.length;
    }
    this.lists.set(keyOf(items), { items, slots, ranks });
    this.held += slots.length;
  }

  /** A study whose head carries `lexemes` is about to change or go: out of the lists it is in. */
  removed(slot: number, lexemes: readonly string[]): void {
    for (const list of this.lists.values()) {
      if (carries(lexemes, list.items) && removeRanked(list, slot)) this.held -= 1;
    }
  }

  /** A study whose head now carries `lexemes`: into each list of a pair it carries, at the rank `rankOf` gives it. */
  added(slot: number, lexemes: readonly string[], rankOf: (items: readonly [string, string]) => number): void {
    for (const list of this.lists.values()) {
      if (!carries(lexemes, list.items)) continue;
      insertRanked(list, slot, rankOf(list.items), this.newer);
      this.held += 1;
    }
  }

  clear(): void {
    this.lists.clear();
    this.held = 0;
  }
}

const keyOf = (items: readonly string[]) => items.join('\u0000');

/** Whether some lexeme starts with each item. */
const carries = (lexemes: readonly string[], items: readonly string[]) => items.every((item) => lexemes.some((lexeme) => lexeme.startsWith(item)));
