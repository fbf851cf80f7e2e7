import type { CaseStudySort } from '#shared/filters.ts';
import { CatalogWords } from './catalog-words.ts';
import { HeadPostings, Postings, roomToGrow, SlotLists } from './postings.ts';
import { countBits, grown, hasBit, selectedInOrder, setBitsFrom, TagSets, type Bits } from './slot-bits.ts';
import { HEAD_WEIGHTS, rankBound } from './rank-bound.ts';
import { RankedPairs } from './ranked-pairs.ts';
import { RankedPostings } from './ranked-postings.ts';
import { addEntryScore, entryScore, rankAndOfTwoRanges, rankAndOverEntries, type RankDocument } from './ts-rank.ts';

export { HEAD_WEIGHTS } from './rank-bound.ts';

/** What a browse list needs of one published case study: its sort keys, filter tags and search columns. */
export type IndexedStudy = {
  id: string;
  /** Microseconds since the epoch, as PostgreSQL orders them. */
  publishedAt: number;
  voteCount: number;
  averageRating: number;
  ratingCount: number;
  monthlyRevenue: number;
  /** Per filter, the values a study answers to (browse-filter.ts `studyTags`). */
  tags: Readonly<Record<string, readonly string[]>>;
  /** The lexemes of search_vector (title, introduction, labels and story). */
  lexemes: readonly string[];
  /** search_head (title A, introduction B, labels C) with positions, for ranking. */
  head: RankDocument;
};

/** A search as PostgreSQL parsed it: every item must match as a prefix of some lexeme. */
export type TextQuery = { items: readonly string[] };

/** One filter: studies tagged with any of the values, or with a number in [min, max). */
export type Condition = { tag: string; anyOf: readonly string[] } | { tag: string; min: number | null; max: number };

export type ListRequest = {
  order: CaseStudySort | 'relevance';
  conditions: readonly Condition[];
  text: TextQuery | null;
  offset: number;
  limit: number;
  /** Matches are counted up to this many; more is reported as capped. */
  cap: number;
};

export type ListResult = { ids: string[]; total: number; totalCapped: boolean };

/**
 * The studies a search's words matched: `slots` lists them, or is null when `test` checks each
 * study as a walk meets it; `atLeast` is how many match at least.
 */
type TextMatches = { slots: Int32Array | null; test: (slot: number) => boolean; atLeast: number };

/** A word is walked for rather than gathered when its postings number over sqrt(DENSE_FACTOR * cap * studies). */
const DENSE_FACTOR = 12;

const SORTS = ['newest', 'most_voted', 'highest_rated', 'revenue'] as const satisfies readonly CaseStudySort[];
/** Mark values are reset before a list once the stamps pass this (a list uses under 100). */
const STAMP_LIMIT = 0xffff_0000;
/** Head matches ranked together by a search of several words (`bestRanked`). */
const RANK_BATCH = 64;

/**
 * The studies the kept lists of two-item searches hold together, in catalogues: 16 bytes a study
 * (its slot and rank), 6.4 MB at 100,000 studies, some 80 lists of a niche's name (decision 109).
 */
const PAIR_LISTS_HOLD = 4;
/** Head matches a two-item search ranks before their list is kept: fewer take a tenth of a millisecond or less. */
const PAIR_LIST_SHORTEST = 1_000;

/**
 * Every published case study's browse columns in memory, indexed by slot: the sort keys as
 * columns, one array of slots per sort in that sort's order, a bitset per filter value, and
 * lexeme postings for search words. A changed study keeps its slot; a removed one frees it.
 */
export class CatalogIndex {
  private ids: string[] = [];
  private slotById = new Map<string, number>();
  private freeSlots: number[] = [];
  private capacity = 0;
  private alive = new Uint8Array(0);
  private publishedAt = new Float64Array(0);
  private voteCount = new Float64Array(0);
  private averageRating = new Float64Array(0);
  private ratingCount = new Float64Array(0);
  private monthlyRevenue = new Float64Array(0);
  private tagSets = new Map<string, TagSets>();
  /** Each slot's lexeme ids and head lexeme ids (for taking it out of their postings). */
  private slotLexemes: SlotLists;
  private slotHeadLexemes: SlotLists;
  /** Every head's entries and positions in two flat arrays (entry e of a slot: headStarts[headBase[slot] + e]). */
  private headStarts = new Uint32Array(0);
  private headPacked = new Uint16Array(0);
  private headBase = new Int32Array(0);
  private headEntriesUsed = 0;
  private headPositionsUsed = 0;
  private headPositionsLive = 0;
  /** Trimmed after a whole read (`sortAll`): the flat head arrays then grow by an eighth. */
  private trimmed = false;
  private orders = new Map<CaseStudySort, number[]>(SORTS.map((sort) => [sort, []]));
  /** Each slot's place in each order, brought up to date after changes when next needed. */
  private places = new Map<CaseStudySort, Int32Array<ArrayBuffer>>(SORTS.map((sort) => [sort, new Int32Array(0)]));
  private placesStale = true;

  private vocabulary = new Map<string, number>();
  private lexemeById: string[] = [];
  /** Vocabulary ids in byte order of their lexemes, so a prefix is a range. */
  private sortedLexemes: number[] = [];
  /** Per vocabulary id, the slots carrying the lexeme, and those whose head does (with what ranking needs). */
  private postings: Postings;
  private headPostings: HeadPostings;
  /** The head postings of the single words searched for, best first (decision 104). */
  private rankedHeads = new RankedPostings((a, b) => this.compare('newest', a, b));
  /** The head matches of the two-word searches with many, best first (decision 109). */
  private rankedPairs = new RankedPairs((a, b) => this.compare('newest', a, b));
  /** For a search of several items: the head entries item i matched in each study, [from, to). */
  private matchedFrom: Int16Array<ArrayBuffer>[] = [];
  private matchedTo: Int16Array<ArrayBuffer>[] = [];
  /** …with how many positions, and the best weight among them (for `rankBound`). */
  private matchedPositions: Int16Array<ArrayBuffer>[] = [];
  private matchedWeight: Uint8Array<ArrayBuffer>[] = [];
  private entryScratch = new Int32Array(16);
  /** A batch of head matches to rank (`bestRanked`), with their bases and position ranges. */
  private rankScratch = new Int32Array(RANK_BATCH);
  private rankBases = new Int32Array(RANK_BATCH);
  private rankRanges = new Uint32Array(4 * RANK_BATCH);
  /** What `rankTwo` read ahead, kept so the reads are not left out as unused. */
  private touched = 0;

  // Scratch shared by every list: a list runs start to end without awaiting, so two lists never
  // use it at once. Fresh stamp values spare clearing the marks until the stamps run out.
  private marks = new Uint32Array(0);
  private headMarks = new Uint32Array(0);
  private rankSums = new Float32Array(0);
  private stamp = 1;
  private flags = new Uint32Array(0);
  private flagged: number[] = [];
  // The slots a list's text matched, and those whose head matched: written in place, so a list
  // builds no array as long as its matches (a common word's would outlive young collections).
  private matchSlots = new Int32Array(0);
  private headSlots = new Int32Array(0);
  /** The places in a sort's order of the studies a list selects (`markedPlaces`). */
  private placeMarks: Bits = new Uint32Array(0);

  /**
   * `slack`: how many positions or lexemes left behind by changes the flat arrays carry before
   * they are compacted (beyond half as many as are in use).
   */
  private readonly slack: number;
  /** The fewest head matches of a two-item search whose list is kept (`PAIR_LIST_SHORTEST`; fewer in tests). */
  private readonly pairListShortest: number;

  /** The catalogue's words, for the typo-tolerant fallback (decision 073). */
  readonly words: CatalogWords;

  constructor(words = new CatalogWords(), slack = 100_000, pairListShortest = PAIR_LIST_SHORTEST) {
    this.words = words;
    this.slack = slack;
    this.pairListShortest = pairListShortest;
    this.slotLexemes = new SlotLists(slack);
    this.postings = new Postings(slack);
    this.headPostings = new HeadPostings(slack);
    this.slotHeadLexemes = new SlotLists(slack);
  }

  /** Builds the index over `studies` at once. */
  static of(studies: Iterable<IndexedStudy>, slack?: number, pairListShortest?: number): CatalogIndex {
    const index = new CatalogIndex(new CatalogWords(), slack, pairListShortest);
    index.append(studies);
    index.sortAll();
    return index;
  }

  /** Adds studies without ordering them; `sortAll` afterwards. For loading in batches. */
  append(studies: Iterable<IndexedStudy>): void {
    for (const study of studies) this.place(study);
  }

  /** Orders the studies appended, and trims every array to its size: a read index mostly stops growing. */
  sortAll(): void {
    const slots = this.ids.flatMap((_, slot) => (this.alive[slot] ? [slot] : []));
    for (const sort of SORTS) this.orders.set(sort, [...slots].sort((a, b) => this.compare(sort, a, b)));
    this.placesStale = true;
    this.rankedHeads.clear();
    this.rankedPairs.clear();
    this.trim();
  }

  private trim(): void {
    this.postings.trim();
    this.headPostings.trim();
    for (const lists of [this.slotLexemes, this.slotHeadLexemes]) lists.trim(this.ids.length);
    this.headStarts = this.headStarts.slice(0, this.headEntriesUsed);
    this.headPacked = this.headPacked.slice(0, this.headPositionsUsed);
    this.trimmed = true;
  }

  get size(): number {
    return this.slotById.size;
  }

  /** Adds a study or replaces its earlier state. */
  upsert(study: IndexedStudy): void {
    const slot = this.slotById.get(study.id);
    if (slot !== undefined) this.unorder(slot);
    const placed = this.place(study);
    for (const sort of SORTS) {
      const order = this.orders.get(sort)!;
      order.splice(this.lowerBound(sort, order, placed), 0, placed);
    }
    this.placesStale = true;
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.unorder(slot);
    this.unpost(slot);
    for (const sets of this.tagSets.values()) sets.clear(slot);
    this.alive[slot] = 0;
    this.slotById.delete(id);
    this.freeSlots.push(slot);
    this.placesStale = true;
  }

  list(request: ListRequest): ListResult {
    const { text, offset, limit, cap } = request;
    this.renewStamps();
    const filtered = this.filter(request.conditions);
    if (text && request.order === 'relevance') return this.listByRelevance(request, text, filtered);
    const sort = request.order === 'relevance' ? 'newest' : request.order;
    return this.pageInOrder(sort, text ? this.textMatches(text, cap) : null, filtered, offset, limit, cap);
  }

  /**
   * The typo-tolerant fallback's list (decision 070): studies whose head (title, introduction,
   * labels) carries, for every group, one of its lexemes exactly, in a sort's order (relevance
   * as newest). A group of lexemes no head carries matches nothing.
   */
  listWithHeadLexemes(request: Omit<ListRequest, 'text'>, groups: readonly (readonly string[])[]): ListResult {
    const { offset, limit, cap } = request;
    this.renewStamps();
    const filtered = this.filter(request.conditions);
    const sort = request.order === 'relevance' ? 'newest' : request.order;
    // The group with the fewest postings first, as a search gathers its rarest item first.
    const stages = groups
      .map((group) => group.flatMap((lexeme) => this.vocabulary.get(lexeme) ?? []))
      .map((ids) => ({ ids, postings: ids.reduce((sum, id) => sum + this.headPostings.length[id]!, 0) }))
      .sort((a, b) => a.postings - b.postings)
      .map(({ ids }) => ids);
    const found = stages.length === 0 ? { slots: new Int32Array(0), test: () => false, atLeast: 0 } : this.gather(stages, this.headPostings);
    return this.pageInOrder(sort, found, filtered, offset, limit, cap);
  }

  /** A list takes at most a few dozen stamps: clearing the marks before one, never within one, keeps the marks of one pass valid while the next is made. */
  private renewStamps(): void {
    if (this.stamp <= STAMP_LIMIT) return;
    this.marks.fill(0);
    this.headMarks.fill(0);
    this.stamp = 1;
  }

  /** A page of the studies `found` and `filtered` select (every study without either) in a sort's order. */
  private pageInOrder(sort: CaseStudySort, found: TextMatches | null, filtered: Bits | null, offset: number, limit: number, cap: number): ListResult {
    const order = this.orders.get(sort)!;
    if (!found && !filtered) return capped(this.idsOf(order.slice(offset, offset + limit)), order.length, cap);
    if (!found) {
      // Filters alone: the order walked 32 places at a time, or every match marked at its place,
      // whichever reaches the page sooner.
      const total = countBits(filtered!);
      const page = selectedWalkReachesSooner(total, offset + limit, order.length)
        ? selectedInOrder(order, filtered!, offset, limit)
        : setBitsFrom(this.markedPlaces(sort, null, filtered), offset, limit).map((place) => order[place]!);
      return capped(this.idsOf(page), total, cap);
    }
    const matches = found.slots && filtered ? found.slots.filter((slot) => hasBit(filtered, slot)) : found.slots;
    // Known unless a word most studies carry is walked for (then counted up to the cap, unless
    // its postings already say there are more).
    const total = matches ? matches.length : null;
    const atLeast = filtered ? 0 : found.atLeast;
    if (total !== null && !walkReachesSooner(total, offset + limit)) {
      // Few matches, or a deep page: their places in the order, marked, then counted to the page.
      const marked = this.markedPlaces(sort, matches, filtered);
      return capped(this.idsOf(setBitsFrom(marked, offset, limit).map((place) => order[place]!)), total, cap);
    }
    // Many, or an early page: walk the order, where the page comes after few steps.
    const inList = filtered ? (slot: number) => hasBit(filtered, slot) && found.test(slot) : found.test;
    const page: number[] = [];
    let seen = 0;
    for (let at = 0; at < order.length; at += 1) {
      const slot = order[at]!;
      if (!inList(slot)) continue;
      if (seen >= offset && page.length < limit) page.push(slot);
      seen += 1;
      if (page.length === limit && (total !== null || seen > cap || atLeast > cap)) break;
    }
    return capped(this.idsOf(page), total ?? Math.max(seen, atLeast), cap);
  }

  /**
   * Relevance: studies whose head (title, introduction, labels) matches, by ts_rank over the
   * head, newest first among equals; then studies where the words stand only in the story,
   * newest first (ADR 029).
   */
  private listByRelevance({ offset, limit, cap }: ListRequest, text: TextQuery, filtered: Bits | null): ListResult {
    const reach = offset + limit;
    // One word whose heads carry it as one lexeme only: its postings are the head matches, one
    // each, kept best first. More of them than the cap and the page reach cap the total and fill the page.
    const alone = !filtered && text.items.length === 1 ? this.onlyHeadLexeme(text.items[0]!) : -1;
    const aloneLength = alone < 0 ? 0 : this.headPostings.length[alone]!;
    if (alone >= 0 && aloneLength > cap && aloneLength >= reach) {
      return capped(this.idsOf(this.rankedHeads.best(alone, this.headPostings).slice(offset, reach)), aloneLength, cap);
    }
    // Two items with many head matches: those kept best first by an earlier search, or ranked and kept now.
    const pair = !filtered && text.items.length === 2 ? (text.items as readonly [string, string]) : null;
    const keptPair = pair ? this.rankedPairs.kept(pair) : undefined;
    if (keptPair && keptPair.length > cap && keptPair.length >= reach) return capped(this.idsOf(keptPair.slice(offset, reach)), keptPair.length, cap);
    const inHead = this.matchHead(text);
    const candidates = filtered ? inHead.slots.filter((slot) => hasBit(filtered, slot)) : inHead.slots;
    const pairRanked = pair && !keptPair && candidates.length >= Math.max(reach, this.pairListShortest) ? this.keepPairRanked(pair, candidates) : keptPair;
    const ids = this.idsOf((pairRanked ?? this.bestRanked(candidates, text.items.length, reach)).slice(offset, reach));
    // The head is part of the whole text: more head matches than the cap (and the page) reach
    // already fill the page and cap the total.
    if (candidates.length > cap && candidates.length >= reach) return capped(ids, candidates.length, cap);
    const found = this.textMatches(text, cap);
    const inList = filtered ? (slot: number) => hasBit(filtered, slot) && found.test(slot) : found.test;
    let total = found.slots ? (filtered ? countSelected(found.slots, filtered) : found.slots.length) : !filtered && found.atLeast > cap ? found.atLeast : -1;
    if ((ids.length < limit && total !== candidates.length) || total < 0) {
      // The story tier, newest first; for a word most studies carry, counted up to the cap on the way.
      let skip = Math.max(0, offset - candidates.length);
      let seen = candidates.length;
      for (const slot of this.orders.get('newest')!) {
        if (this.headMarks[slot] === inHead.final || !inList(slot)) continue;
        seen += 1;
        if (ids.length < limit) {
          if (skip > 0) skip -= 1;
          else ids.push(this.ids[slot]!);
        }
        if (ids.length >= limit && (total >= 0 || seen > cap)) break;
      }
      if (total < 0) total = seen;
    }
    return capped(ids, total, cap);
  }

  /**
   * The studies whose lexemes match every item of the search, each as a prefix: `slots` lists
   * them, gathered from the postings item by item, rarest first. When even the rarest item is in
   * so many studies that a list walked in its order reaches the cap sooner than its postings are
   * read, `slots` is null and `test` checks a study's own lexemes as the walk meets it; `atLeast`
   * is then how many studies match at least, as far as the postings tell without reading them
   * (for one item, its most common lexeme's studies; otherwise 0).
   */
  private textMatches(text: TextQuery, cap: number): TextMatches {
    if (text.items.length === 0 || text.items.length > 31) return { slots: new Int32Array(0), test: () => false, atLeast: 0 };
    const ranges = text.items.map((item) => this.prefixRange(item)).sort((a, b) => a.postings - b.postings);
    // Reading a posting costs about a tenth of checking a study's lexemes on the walk.
    if (ranges[0]!.postings ** 2 > DENSE_FACTOR * cap * this.size) {
      const flags = this.lexemeFlags(ranges);
      const need = 2 ** ranges.length - 1;
      const test = (slot: number) => {
        const ids = this.slotLexemes.get(slot);
        let seen = 0;
        for (let k = 0; k < ids.length; k += 1) seen |= flags[ids[k]!]!;
        return seen === need;
      };
      return { slots: null, test, atLeast: ranges.length === 1 ? ranges[0]!.largest : 0 };
    }
    return this.gather(
      ranges.map(({ from, to }) => this.sortedLexemes.slice(from, to)),
      this.postings,
    );
  }

  /**
   * The studies carrying, for every stage, one of its lexemes (vocabulary ids) in `postings`,
   * gathered stage by stage: the first stage should be the one with the fewest postings.
   */
  private gather(stages: readonly (readonly number[])[], postings: Postings): TextMatches {
    const base = this.nextStamp(stages.length);
    const marks = this.marks;
    const slots = this.scratch('matchSlots');
    let count = 0;
    stages.forEach((lexemes, stage) => {
      const before = base + stage;
      const last = stage === stages.length - 1;
      for (const lexeme of lexemes) {
        const from = postings.start[lexeme]!;
        const end = from + postings.length[lexeme]!;
        for (let p = from; p < end; p += 1) {
          const slot = postings.slots[p]!;
          if (stage === 0 ? marks[slot]! > before : marks[slot] !== before) continue;
          marks[slot] = before + 1;
          if (last) slots[count++] = slot;
        }
      }
    });
    const final = base + stages.length;
    return { slots: slots.subarray(0, count), test: (slot) => marks[slot] === final, atLeast: count };
  }

  /**
   * Per lexeme, bit i set when the lexeme is in `ranges[i]`. One array serves every list (a list
   * runs without awaiting): the bits the previous list set are cleared first, so no list
   * allocates an array of the whole vocabulary.
   */
  private lexemeFlags(ranges: readonly { from: number; to: number }[]): Uint32Array {
    if (this.flags.length < this.lexemeById.length) this.flags = new Uint32Array(this.lexemeById.length * 2);
    else for (const id of this.flagged) this.flags[id] = 0;
    this.flagged.length = 0;
    ranges.forEach((range, i) => {
      for (let at = range.from; at < range.to; at += 1) {
        const id = this.sortedLexemes[at]!;
        this.flags[id]! |= 1 << i;
        this.flagged.push(id);
      }
    });
    return this.flags;
  }

  /** The vocabulary a prefix covers, [from, to) in byte order, and how many postings that is. */
  private prefixRange(prefix: string): { from: number; to: number; postings: number; largest: number } {
    const from = this.firstWithPrefix(prefix);
    let to = from;
    let postings = 0;
    let largest = 0;
    while (to < this.sortedLexemes.length && this.lexemeById[this.sortedLexemes[to]!]!.startsWith(prefix)) {
      const length = this.postings.length[this.sortedLexemes[to]!]!;
      postings += length;
      largest = Math.max(largest, length);
      to += 1;
    }
    return { from, to, postings, largest };
  }

  /** Reserves `count` + 1 fresh mark values (marks never need clearing between lists). */
  private nextStamp(count: number): number {
    const base = this.stamp;
    this.stamp += count + 1;
    return base;
  }

  /** The slots every condition selects, or null without conditions. */
  private filter(conditions: readonly Condition[]): Bits | null {
    let selected: Bits | null = null;
    for (const condition of conditions) {
      const tags = this.tagSets.get(condition.tag);
      if (tags) selected = tags.narrow(condition, selected);
      else if (selected) selected.fill(0);
      else selected = new Uint32Array(Math.ceil(this.capacity / 32));
    }
    return selected;
  }

  /**
   * Marks every study whose head matches all the query's items (each as a prefix):
   * `headMarks[slot] === final` afterwards, and `slots` lists them. For a one-item search it
   * also sums each study's ts_rank in `rankSums`, lexeme by lexeme in byte order as calc_rank_or
   * does; for a longer one it notes which entries each item matched, with how many positions
   * and the best weight among them.
   */
  private matchHead(text: TextQuery): { final: number; slots: Int32Array } {
    const marks = this.headMarks;
    const base = this.nextStamp(text.items.length);
    const final = base + text.items.length;
    const slots = this.scratch('headSlots');
    let count = 0;
    if (text.items.length === 0) return { final: -1, slots: slots.subarray(0, 0) };
    const sumRanks = text.items.length === 1;
    while (this.matchedFrom.length < text.items.length) {
      this.matchedFrom.push(new Int16Array(this.capacity));
      this.matchedTo.push(new Int16Array(this.capacity));
      this.matchedPositions.push(new Int16Array(this.capacity));
      this.matchedWeight.push(new Uint8Array(this.capacity));
    }
    text.items.forEach((item, i) => {
      const before = base + i;
      const after = before + 1;
      const last = after === final;
      const from = this.matchedFrom[i]!;
      const to = this.matchedTo[i]!;
      const positions = this.matchedPositions[i]!;
      const weight = this.matchedWeight[i]!;
      for (let at = this.firstWithPrefix(item); at < this.sortedLexemes.length; at += 1) {
        const lexeme = this.sortedLexemes[at]!;
        if (!this.lexemeById[lexeme]!.startsWith(item)) break;
        const { slots: postingSlots, scores, entries, stats } = this.headPostings;
        const firstPosting = this.headPostings.start[lexeme]!;
        const endPosting = firstPosting + this.headPostings.length[lexeme]!;
        for (let p = firstPosting; p < endPosting; p += 1) {
          const slot = postingSlots[p]!;
          if (i === 0 ? marks[slot]! < after : marks[slot] === before) {
            marks[slot] = after;
            if (last) slots[count++] = slot;
            if (sumRanks) this.rankSums[slot] = addEntryScore(0, scores[p]!);
            else {
              from[slot] = entries[p]!;
              to[slot] = entries[p]! + 1;
              positions[slot] = stats[p]! >> 2;
              weight[slot] = stats[p]! & 3;
            }
          } else if (marks[slot] === after) {
            if (sumRanks) this.rankSums[slot] = addEntryScore(this.rankSums[slot]!, scores[p]!);
            else {
              to[slot] = entries[p]! + 1;
              positions[slot] = positions[slot]! + (stats[p]! >> 2);
              weight[slot] = Math.max(weight[slot]!, stats[p]! & 3);
            }
          }
        }
      }
    });
    return { final, slots: slots.subarray(0, count) };
  }

  /** A scratch array of slots, as long as there are slots. */
  private scratch(name: 'matchSlots' | 'headSlots'): Int32Array {
    if (this[name].length < this.capacity) this[name] = new Int32Array(this.capacity);
    return this[name];
  }

  /**
   * The `reach` best head matches by rank, newest first among equals. One item: `matchHead` summed
   * the ranks from the postings. More: ts_rank's AND over positions, skipped for a study whose
   * upper bound cannot beat the last of the best (lower, or equal and older).
   */
  private bestRanked(candidates: Int32Array, itemCount: number, reach: number): number[] {
    const ranks = this.rankSums;
    const newest = this.placesIn('newest');
    const before = (a: number, b: number) => ranks[b]! - ranks[a]! || newest[a]! - newest[b]!;
    if (itemCount === 1) return topInOrder(candidates, reach, before);
    const best: number[] = [];
    const chosen = this.rankScratch;
    for (let start = 0; start < candidates.length; start += RANK_BATCH) {
      // A batch is checked against the page as it stood before the batch: a study that could not
      // enter it cannot enter a later one either; the others are ranked together, then placed.
      const last = best.length === reach ? best[reach - 1]! : -1;
      let count = 0;
      for (let at = start; at < Math.min(start + RANK_BATCH, candidates.length); at += 1) {
        const slot = candidates[at]!;
        if (last >= 0) {
          const bound = rankBound(this.matchedPositions, this.matchedWeight, slot, itemCount);
          if (bound < ranks[last]! || (bound === ranks[last] && newest[slot]! > newest[last]!)) continue;
        }
        chosen[count++] = slot;
      }
      if (itemCount === 2) this.rankTwo(chosen, count);
      else for (let k = 0; k < count; k += 1) ranks[chosen[k]!] = this.rankAnd(chosen[k]!, itemCount);
      for (let k = 0; k < count; k += 1) keepInTop(best, chosen[k]!, reach, before);
    }
    return best;
  }

  /**
   * calc_rank_and of two items for `count` studies of `slots`, into `rankSums`. Each study's
   * positions lie at random in the shared arrays, three reads deep (its base, its entries' starts,
   * its positions): read a step at a time for the whole batch, the reads of different studies
   * overlap instead of each waiting for the one before.
   */
  private rankTwo(slots: Int32Array, count: number): void {
    const { rankBases: bases, rankRanges: ranges, headStarts: starts } = this;
    const [firstFrom, firstTo] = [this.matchedFrom[0]!, this.matchedTo[0]!];
    const [secondFrom, secondTo] = [this.matchedFrom[1]!, this.matchedTo[1]!];
    for (let k = 0; k < count; k += 1) bases[k] = this.headBase[slots[k]!]!;
    for (let k = 0; k < count; k += 1) {
      const slot = slots[k]!;
      const base = bases[k]!;
      const firstEnd = firstTo[slot]!;
      // The first item's last entry (none when it matched no entry: no pairs).
      ranges[4 * k] = firstFrom[slot] === firstEnd ? 0 : starts[base + firstEnd - 1]!;
      ranges[4 * k + 1] = firstFrom[slot] === firstEnd ? 0 : starts[base + firstEnd]!;
      ranges[4 * k + 2] = starts[base + secondFrom[slot]!]!;
      ranges[4 * k + 3] = starts[base + secondTo[slot]!]!;
    }
    // The first position of each range, read for the whole batch first: the ranking then finds them at hand.
    const packed = this.headPacked;
    let touched = 0;
    for (let k = 0; k < count; k += 1) touched |= packed[ranges[4 * k]!]! | packed[ranges[4 * k + 2]!]!;
    this.touched = touched;
    for (let k = 0; k < count; k += 1) {
      this.rankSums[slots[k]!] = rankAndOfTwoRanges(HEAD_WEIGHTS, this.headPacked, ranges[4 * k]!, ranges[4 * k + 1]!, ranges[4 * k + 2]!, ranges[4 * k + 3]!);
    }
  }

  /** Ranks every head match of a two-item search, then keeps them best first (decision 109). */
  private keepPairRanked(items: readonly [string, string], candidates: Int32Array): number[] {
    for (let start = 0; start < candidates.length; start += RANK_BATCH) {
      this.rankTwo(candidates.subarray(start, start + RANK_BATCH), Math.min(RANK_BATCH, candidates.length - start));
    }
    const ranks = this.rankSums;
    const newest = this.placesIn('newest');
    const slots = Array.from(candidates).sort((a, b) => ranks[b]! - ranks[a]! || newest[a]! - newest[b]!);
    this.rankedPairs.keep(items, slots, slots.map((slot) => ranks[slot]!), PAIR_LISTS_HOLD * this.size);
    return slots;
  }

  /** calc_rank_and of two items over a study's head that carries both, worked out as `rankTwo` does. */
  private pairRank(slot: number, items: readonly [string, string]): number {
    const first = this.headEntriesOf(slot, items[0]);
    const second = this.headEntriesOf(slot, items[1]);
    const base = this.headBase[slot]!;
    const starts = this.headStarts;
    return rankAndOfTwoRanges(HEAD_WEIGHTS, this.headPacked, starts[base + first.to - 1]!, starts[base + first.to]!, starts[base + second.from]!, starts[base + second.to]!);
  }

  /** The entries [from, to) of a study's head whose lexemes start with `item`, as `matchHead` notes them. */
  private headEntriesOf(slot: number, item: string): { from: number; to: number } {
    const lexemes = this.slotHeadLexemes.get(slot);
    let from = -1;
    let to = -1;
    for (let entry = 0; entry < lexemes.length; entry += 1) {
      if (!this.lexemeById[lexemes[entry]!]!.startsWith(item)) continue;
      if (from < 0) from = entry;
      to = entry + 1;
    }
    return { from, to };
  }

  /** The one lexeme `item` covers in heads (its vocabulary id), or -1 when it covers none or several. */
  private onlyHeadLexeme(item: string): number {
    let found = -1;
    for (let at = this.firstWithPrefix(item); at < this.sortedLexemes.length; at += 1) {
      const lexeme = this.sortedLexemes[at]!;
      if (!this.lexemeById[lexeme]!.startsWith(item)) break;
      if (this.headPostings.length[lexeme] === 0) continue;
      if (found >= 0) return -1;
      found = lexeme;
    }
    return found;
  }

  /** calc_rank_and over a study's head, from the entries `matchHead` noted for each item. */
  private rankAnd(slot: number, itemCount: number): number {
    if (this.entryScratch.length < itemCount * 2) this.entryScratch = new Int32Array(itemCount * 2);
    const entries = this.entryScratch;
    for (let i = 0; i < itemCount; i += 1) {
      entries[2 * i] = this.matchedFrom[i]![slot]!;
      entries[2 * i + 1] = this.matchedTo[i]![slot]!;
    }
    return rankAndOverEntries(HEAD_WEIGHTS, this.headStarts, this.headPacked, this.headBase[slot]!, itemCount, entries);
  }

  /** A bit at the place in the sort's order of each of `matches`, or, without them, of each study `filtered` selects. */
  private markedPlaces(sort: CaseStudySort, matches: Int32Array | null, filtered: Bits | null): Bits {
    const places = this.placesIn(sort);
    const words = Math.ceil(this.orders.get(sort)!.length / 32);
    if (this.placeMarks.length === words) this.placeMarks.fill(0);
    else this.placeMarks = new Uint32Array(words);
    const marked = this.placeMarks;
    if (matches) {
      for (let at = 0; at < matches.length; at += 1) {
        const place = places[matches[at]!]!;
        marked[place >> 5]! |= 1 << (place & 31);
      }
      return marked;
    }
    for (let word = 0; filtered && word < filtered.length; word += 1) {
      let value = filtered[word]!;
      while (value) {
        const low = value & -value;
        const place = places[word * 32 + 31 - Math.clz32(low)]!;
        marked[place >> 5]! |= 1 << (place & 31);
        value ^= low;
      }
    }
    return marked;
  }

  private idsOf(slots: number[]): string[] {
    return slots.map((slot) => this.ids[slot]!);
  }

  /** Whether slot a comes before slot b in the sort, exactly as its SQL ORDER BY (descending, id last). */
  private compare(sort: CaseStudySort, a: number, b: number): number {
    const key =
      sort === 'newest'
        ? 0
        : sort === 'most_voted'
          ? this.voteCount[b]! - this.voteCount[a]!
          : sort === 'highest_rated'
            ? this.averageRating[b]! - this.averageRating[a]! || this.ratingCount[b]! - this.ratingCount[a]!
            : this.monthlyRevenue[b]! - this.monthlyRevenue[a]!;
    if (key) return key;
    if (sort === 'newest' || sort === 'most_voted') {
      const published = this.publishedAt[b]! - this.publishedAt[a]!;
      if (published) return published;
    }
    const idA = this.ids[a]!;
    const idB = this.ids[b]!;
    return idA < idB ? 1 : idA > idB ? -1 : 0;
  }

  private lowerBound(sort: CaseStudySort, order: number[], slot: number): number {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.compare(sort, order[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private unorder(slot: number): void {
    for (const sort of SORTS) {
      const order = this.orders.get(sort)!;
      order.splice(this.lowerBound(sort, order, slot), 1);
    }
  }

  private placesIn(sort: CaseStudySort): Int32Array {
    if (this.placesStale) {
      for (const each of SORTS) {
        const places = this.places.get(each)!.length === this.capacity ? this.places.get(each)! : new Int32Array(this.capacity);
        this.orders.get(each)!.forEach((slot, place) => (places[slot] = place));
        this.places.set(each, places);
      }
      this.placesStale = false;
    }
    return this.places.get(sort)!;
  }

  private firstWithPrefix(prefix: string): number {
    let low = 0;
    let high = this.sortedLexemes.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.lexemeById[this.sortedLexemes[middle]!]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private lexemeId(lexeme: string): number {
    let id = this.vocabulary.get(lexeme);
    if (id === undefined) {
      id = this.lexemeById.length;
      this.vocabulary.set(lexeme, id);
      this.lexemeById.push(lexeme);
      this.postings.add();
      this.headPostings.add();
      this.sortedLexemes.splice(this.firstWithPrefix(lexeme), 0, id);
    }
    return id;
  }

  private tagSetsOf(tag: string): TagSets {
    let sets = this.tagSets.get(tag);
    if (!sets) {
      sets = new TagSets();
      sets.grow(this.capacity);
      this.tagSets.set(tag, sets);
    }
    return sets;
  }

  private ensureCapacity(slots: number): void {
    if (slots <= this.capacity) return;
    const capacity = Math.max(1_024, this.capacity * 2, slots);
    this.alive = grown(this.alive, capacity);
    this.publishedAt = grown(this.publishedAt, capacity);
    this.voteCount = grown(this.voteCount, capacity);
    this.averageRating = grown(this.averageRating, capacity);
    this.ratingCount = grown(this.ratingCount, capacity);
    this.monthlyRevenue = grown(this.monthlyRevenue, capacity);
    for (const sets of this.tagSets.values()) sets.grow(capacity);
    this.marks = grown(this.marks, capacity);
    this.headMarks = grown(this.headMarks, capacity);
    this.rankSums = grown(this.rankSums, capacity);
    this.headBase = grown(this.headBase, capacity);
    this.matchedFrom = this.matchedFrom.map((array) => grown(array, capacity));
    this.matchedTo = this.matchedTo.map((array) => grown(array, capacity));
    this.matchedPositions = this.matchedPositions.map((array) => grown(array, capacity));
    this.matchedWeight = this.matchedWeight.map((array) => grown(array, capacity));
    this.capacity = capacity;
    this.placesStale = true;
  }

  /** Writes the study's columns, tags and postings into its slot (its own, a free one or a new one). */
  private place(study: IndexedStudy): number {
    let slot = this.slotById.get(study.id);
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.ids.length;
      this.slotById.set(study.id, slot);
    } else {
      this.unpost(slot);
    }
    this.ensureCapacity(slot + 1);
    this.ids[slot] = study.id;
    this.alive[slot] = 1;
    this.publishedAt[slot] = study.publishedAt;
    this.voteCount[slot] = study.voteCount;
    this.averageRating[slot] = study.averageRating;
    this.ratingCount[slot] = study.ratingCount;
    this.monthlyRevenue[slot] = study.monthlyRevenue;
    for (const sets of this.tagSets.values()) sets.clear(slot);
    for (const [tag, values] of Object.entries(study.tags)) this.tagSetsOf(tag).set(slot, values);
    const lexemeIds = Int32Array.from(study.lexemes, (lexeme) => this.lexemeId(lexeme));
    for (const id of lexemeIds) this.postings.push(id, slot);
    this.slotLexemes.set(slot, lexemeIds);
    const head = study.head;
    const headLexemes = Int32Array.from(head.lexemes, (lexeme) => this.lexemeId(lexeme));
    headLexemes.forEach((id, entry) => {
      let best = 0;
      for (let at = head.starts[entry]!; at < head.starts[entry + 1]!; at += 1) best = Math.max(best, head.packed[at]! >> 14);
      const score = entryScore(HEAD_WEIGHTS, head.packed, head.starts[entry]!, head.starts[entry + 1]!);
      this.headPostings.addPosting(id, slot, score, entry, (head.starts[entry + 1]! - head.starts[entry]!) * 4 + best);
      this.rankedHeads.added(id, slot, score);
    });
    this.slotHeadLexemes.set(slot, headLexemes);
    this.storeHead(slot, head);
    if (this.rankedPairs.size > 0) this.rankedPairs.added(slot, head.lexemes, (items) => this.pairRank(slot, items));
    return slot;
  }

  /** Appends a head's entries and positions to the flat arrays; the space of its earlier head is reclaimed by compaction. */
  private storeHead(slot: number, head: RankDocument): void {
    const entries = head.lexemes.length;
    const positions = head.packed.length;
    const startsNeeded = this.headEntriesUsed + entries + 1;
    if (startsNeeded > this.headStarts.length) this.headStarts = grown(this.headStarts, Math.max(startsNeeded, this.headStarts.length + roomToGrow(this.headStarts.length, this.trimmed)));
    const packedNeeded = this.headPositionsUsed + positions;
    if (packedNeeded > this.headPacked.length) this.headPacked = grown(this.headPacked, Math.max(packedNeeded, this.headPacked.length + roomToGrow(this.headPacked.length, this.trimmed)));
    this.headBase[slot] = this.headEntriesUsed;
    for (let entry = 0; entry <= entries; entry += 1) this.headStarts[this.headEntriesUsed + entry] = this.headPositionsUsed + head.starts[entry]!;
    this.headPacked.set(head.packed, this.headPositionsUsed);
    this.headEntriesUsed += entries + 1;
    this.headPositionsUsed += positions;
    this.headPositionsLive += positions;
    if (this.headPositionsUsed - this.headPositionsLive > this.slack + this.headPositionsLive / 2) this.compactHeads();
  }

  private headOf(slot: number): RankDocument {
    const base = this.headBase[slot]!;
    const lexemes = this.slotHeadLexemes.get(slot);
    const entries = lexemes.length;
    const starts = this.headStarts.slice(base, base + entries + 1);
    const from = starts[0]!;
    return { lexemes: Array.from(lexemes, (id) => this.lexemeById[id]!), starts: starts.map((start) => start - from), packed: this.headPacked.slice(from, starts[entries]!) };
  }

  /** Copies the live heads into fresh flat arrays. */
  private compactHeads(): void {
    const live = this.ids.flatMap((_, slot) => (this.alive[slot] ? [slot] : []));
    const heads = live.map((slot) => this.headOf(slot));
    this.headStarts = new Uint32Array(0);
    this.headPacked = new Uint16Array(0);
    this.headEntriesUsed = 0;
    this.headPositionsUsed = 0;
    this.headPositionsLive = 0;
    const trimmed = this.trimmed;
    this.trimmed = false;
    live.forEach((slot, i) => this.storeHead(slot, heads[i]!));
    if (trimmed) {
      this.headStarts = this.headStarts.slice(0, this.headEntriesUsed);
      this.headPacked = this.headPacked.slice(0, this.headPositionsUsed);
      this.trimmed = true;
    }
  }

  /** Takes the slot out of every posting list it is in. */
  private unpost(slot: number): void {
    for (const id of this.slotLexemes.get(slot)) this.postings.remove(id, slot);
    const headLexemes = this.slotHeadLexemes.get(slot);
    if (headLexemes.length > 0) this.headPositionsLive -= this.headStarts[this.headBase[slot]! + headLexemes.length]! - this.headStarts[this.headBase[slot]!]!;
    for (const id of headLexemes) {
      this.headPostings.remove(id, slot);
      this.rankedHeads.removed(id, slot);
    }
    if (this.rankedPairs.size > 0) this.rankedPairs.removed(slot, Array.from(headLexemes, (id) => this.lexemeById[id]!));
    this.slotLexemes.clear(slot);
    this.slotHeadLexemes.clear(slot);
  }
}

/**
 * Whether walking a sort's order for a search's matches meets the first `reach` of `total`
 * matches (spread over it) sooner than marking every match's place in it (`markedPlaces`): the
 * walk takes about `reach / total` of the order's steps, the marks one step a match and a count
 * a word of 32 places. Timed over the benchmark's lists, walking wins only when the page lies
 * within the first 32nd of the matches (decision 074).
 */
const walkReachesSooner = (total: number, reach: number) => reach * 32 < total;

/**
 * Whether walking a sort's order for the studies filters alone select (`selectedInOrder`) meets
 * the first `reach` of `total` matches among `places` sooner than marking every match's place:
 * the walk takes about `reach * places / total` steps without a branch each, the marks `total`.
 * Over the benchmark's lists of filters alone, any weight from 1 to 16 on the marks' side gave
 * the same time, 12-15% under decision 074's rule (decision 107).
 */
const selectedWalkReachesSooner = (total: number, reach: number, places: number) => reach * places < 4 * total * total;

/** How many of `slots` the bitset selects. */
function countSelected(slots: Int32Array, selected: Bits): number {
  let count = 0;
  for (let at = 0; at < slots.length; at += 1) if (hasBit(selected, slots[at]!)) count += 1;
  return count;
}

const capped = (ids: string[], total: number, cap: number): ListResult => ({ ids, total: Math.min(total, cap), totalCapped: total > cap });

/** The first `count` slots in the order `before` gives, without sorting all of them when few are wanted. */
function topInOrder(slots: Int32Array, count: number, before: (a: number, b: number) => number): number[] {
  if (count * 8 >= slots.length) return [...slots].sort(before).slice(0, count);
  const top: number[] = [];
  for (const slot of slots) keepInTop(top, slot, count, before);
  return top;
}

/** Puts `slot` into `top` (at most `count`, in the order `before` gives) if it belongs there. */
function keepInTop(top: number[], slot: number, count: number, before: (a: number, b: number) => number): void {
  if (top.length === count && before(slot, top[count - 1]!) >= 0) return;
  let at = top.length;
  while (at > 0 && before(slot, top[at - 1]!) < 0) at -= 1;
  top.splice(at, 0, slot);
  if (top.length > count) top.pop();
}
