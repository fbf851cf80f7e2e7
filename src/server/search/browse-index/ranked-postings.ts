import type { HeadPostings } from './postings.ts';
import { addEntryScore } from './ts-rank.ts';

/** Studies best first, each with its rank: by rank, the newest first among equals. */
export type RankedList = { readonly slots: number[]; readonly ranks: number[] };

/** Puts a study into a list at its rank, after the newer studies of an equal rank (`newer`: negative when a comes first). */
export function insertRanked(list: RankedList, slot: number, rank: number, newer: (a: number, b: number) => number): void {
  let low = 0;
  let high = list.slots.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const before = list.ranks[middle]! > rank || (list.ranks[middle] === rank && newer(list.slots[middle]!, slot) < 0);
    if (before) low = middle + 1;
    else high = middle;
  }
  list.slots.splice(low, 0, slot);
  list.ranks.splice(low, 0, rank);
}

/** Takes a study out of a list; whether it was there. */
export function removeRanked(list: RankedList, slot: number): boolean {
  const at = list.slots.indexOf(slot);
  if (at < 0) return false;
  list.slots.splice(at, 1);
  list.ranks.splice(at, 1);
  return true;
}

/**
 * The studies whose head carries a lexeme, best first: by the rank the lexeme alone gives each
 * (calc_rank_or of its one entry), the newest first among equals. A lexeme's list is made the
 * first time a search of that one word needs it, then kept in order as studies change, so such a
 * search reads its page instead of ranking every study that carries the word (decision 104).
 * Only words more heads carry than a list counts are asked for, so few lists are kept: together
 * they hold at most every head posting once.
 */
export class RankedPostings {
  private readonly lists = new Map<number, RankedList>();
  /** Negative when slot a comes before slot b in the newest order. */
  private readonly newer: (a: number, b: number) => number;

  constructor(newer: (a: number, b: number) => number) {
    this.newer = newer;
  }

  /** The lexeme's studies best first, made from its head postings when not kept yet. */
  best(lexeme: number, postings: HeadPostings): readonly number[] {
    let list = this.lists.get(lexeme);
    if (!list) {
      const from = postings.start[lexeme]!;
      const entries = Array.from({ length: postings.length[lexeme]! }, (_, k) => ({ slot: postings.slots[from + k]!, rank: addEntryScore(0, postings.scores[from + k]!) }));
      entries.sort((a, b) => b.rank - a.rank || this.newer(a.slot, b.slot));
      list = { slots: entries.map((entry) => entry.slot), ranks: entries.map((entry) => entry.rank) };
      this.lists.set(lexeme, list);
    }
    return list.slots;
  }

  /** A study's head now carries the lexeme, with this entry score. */
  added(lexeme: number, slot: number, score: number): void {
    const list = this.lists.get(lexeme);
    if (list) insertRanked(list, slot, addEntryScore(0, score), this.newer);
  }

  /** A study's head no longer carries the lexeme. */
  removed(lexeme: number, slot: number): void {
    const list = this.lists.get(lexeme);
    if (list) removeRanked(list, slot);
  }

  clear(): void {
    this.lists.clear();
  }
}
