import { describe, expect, it } from 'vitest';
import { CatalogIndex, HEAD_WEIGHTS, type Condition, type IndexedStudy, type ListRequest } from './catalog-index.ts';
import { tsRank, type RankDocument } from './ts-rank.ts';

// The index against a plain reading of the same rules over every study, on random catalogs
// small enough to have many ties, shared words and empty lists, through random changes.

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const LEXEMES = ['grow', 'growth', 'saa', 'saas', 'shop', 'stall', 'revenu', 'doubl', 'kit', 'meal', 'europ', 'asia'];

function study(next: () => number, id: number, spread = 6): IndexedStudy {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const lexemes = [...new Set(Array.from({ length: 1 + Math.floor(next() * 5) }, () => pick(LEXEMES)))].sort();
  const headLexemes = lexemes.filter(() => next() < 0.5);
  const starts = [0];
  const packed: number[] = [];
  // Few, close positions and mostly one weight: ranks tie often, and often reach their upper bound.
  for (const _ of headLexemes) {
    const positions = [...new Set(Array.from({ length: 1 + Math.floor(next() * 2) }, () => 1 + Math.floor(next() * spread)))].sort((a, b) => a - b);
    for (const position of positions) packed.push(position | ((next() < 0.7 ? 3 : Math.floor(next() * 4)) << 14));
    starts.push(packed.length);
  }
  const head: RankDocument = { lexemes: headLexemes, starts: Uint32Array.from(starts), packed: Uint16Array.from(packed) };
  return {
    id: `00000000-0000-0000-0000-${String(id).padStart(12, '0')}`,
    publishedAt: Math.floor(next() * 5) * 1_000,
    voteCount: Math.floor(next() * 3),
    averageRating: Math.floor(next() * 3) / 2,
    ratingCount: Math.floor(next() * 2),
    monthlyRevenue: Math.floor(next() * 3) * 500,
    tags: { country: [pick(['Kenya', 'Japan', 'Brazil'])], niche: lexemes.length > 2 ? ['SaaS', 'Food'] : ['Food'], yearFounded: [String(2018 + Math.floor(next() * 8))] },
    lexemes,
    head,
  };
}

const idDesc = (a: IndexedStudy, b: IndexedStudy) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const newest = (a: IndexedStudy, b: IndexedStudy) => b.publishedAt - a.publishedAt || idDesc(a, b);
const ORDERS = {
  newest,
  most_voted: (a: IndexedStudy, b: IndexedStudy) => b.voteCount - a.voteCount || newest(a, b),
  highest_rated: (a: IndexedStudy, b: IndexedStudy) => b.averageRating - a.averageRating || b.ratingCount - a.ratingCount || idDesc(a, b),
  revenue: (a: IndexedStudy, b: IndexedStudy) => b.monthlyRevenue - a.monthlyRevenue || idDesc(a, b),
};

function expected(studies: IndexedStudy[], request: ListRequest) {
  const meets = (s: IndexedStudy) =>
    request.conditions.every((c) =>
      'anyOf' in c ? (s.tags[c.tag] ?? []).some((v) => c.anyOf.includes(v)) : (s.tags[c.tag] ?? []).some((v) => Number(v) >= (c.min ?? -Infinity) && Number(v) < c.max),
    );
  const has = (lexemes: readonly string[], items: readonly string[]) => items.length > 0 && items.every((item) => lexemes.some((l) => l.startsWith(item)));
  let matches = studies.filter((s) => meets(s) && (!request.text || has(s.lexemes, request.text.items)));
  if (request.text && request.order === 'relevance') {
    const text = request.text;
    const rank = new Map(matches.map((s) => [s, has(s.head.lexemes, text.items) ? tsRank(HEAD_WEIGHTS, s.head, text.items) : -1]));
    matches = matches.sort((a, b) => rank.get(b)! - rank.get(a)! || newest(a, b));
  } else {
    matches = matches.sort(ORDERS[request.order === 'relevance' ? 'newest' : request.order]);
  }
  const total = matches.length;
  return { ids: matches.slice(request.offset, request.offset + request.limit).map((s) => s.id), total: Math.min(total, request.cap), totalCapped: total > request.cap };
}

/** Ten random changes to the index and to `studies` alike: a study of an id below `ids` made anew by `make`, or one in five removed. */
function changeAtRandom(next: () => number, index: CatalogIndex, studies: Map<number, IndexedStudy>, make: (id: number) => IndexedStudy, ids: number): void {
  for (let change = 0; change < 10; change += 1) {
    const id = Math.floor(next() * ids);
    if (next() < 0.2) {
      index.remove(studies.get(id)?.id ?? make(id).id);
      studies.delete(id);
    } else {
      const changed = make(id);
      studies.set(id, changed);
      index.upsert(changed);
    }
  }
}

function requestFor(next: () => number): ListRequest {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const conditions: Condition[] = [];
  if (next() < 0.4) conditions.push({ tag: 'country', anyOf: [pick(['Kenya', 'Japan', 'Brazil', 'Peru'])] });
  if (next() < 0.3) conditions.push({ tag: 'niche', anyOf: ['SaaS'] });
  if (next() < 0.2) conditions.push({ tag: 'yearFounded', min: next() < 0.5 ? null : 2020, max: 2024 });
  const items = [...new Set(Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(['gro', 'saa', 'st', 'doubl', 'revenu', 'meal', 'kit', 'e', 'zzz'])))].sort();
  const text = next() < 0.6 ? { items } : null;
  const limit = pick([1, 2, 3, 10]);
  return {
    order: text && next() < 0.5 ? 'relevance' : pick(['newest', 'most_voted', 'highest_rated', 'revenue'] as const),
    conditions,
    text,
    offset: limit * Math.floor(next() * 4),
    limit,
    cap: pick([1, 5, 20, 1_000]),
  };
}

describe('the browse index', () => {
  it('lists, counts and ranks exactly as the rules read over every study, through additions, changes and removals', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const next = random(seed);
      const studies = new Map<string, IndexedStudy>();
      for (let id = 0; id < 80; id += 1) {
        const s = study(next, id);
        studies.set(s.id, s);
      }
      const index = CatalogIndex.of(studies.values());
      for (let step = 0; step < 40; step += 1) {
        const request = requestFor(next);
        expect([seed, step, index.list(request)]).toEqual([seed, step, expected([...studies.values()], request)]);
        const change = next();
        const id = Math.floor(next() * 120);
        if (change < 0.5) {
          const s = study(next, id);
          studies.set(s.id, s);
          index.upsert(s);
        } else if (change < 0.8) {
          const key = `00000000-0000-0000-0000-${String(id).padStart(12, '0')}`;
          studies.delete(key);
          index.remove(key);
        }
      }
      expect(index.size).toBe(studies.size);
    }
  });

  it('lists the studies whose head carries one lexeme of every group exactly, as the rules read over every study', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const next = random(seed);
      const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
      const studies = Array.from({ length: 80 }, (_, id) => study(next, id));
      const index = CatalogIndex.of(studies);
      for (let step = 0; step < 20; step += 1) {
        const { text: _, ...request } = requestFor(next);
        // Whole lexemes, none a prefix of another's match ("saa" is not "saas"), and one no study has.
        const groups = Array.from({ length: 1 + Math.floor(next() * 2) }, () => [...new Set([pick([...LEXEMES, 'zzz']), pick(LEXEMES)])]);
        const inHead = studies.filter((s) => groups.every((group) => group.some((lexeme) => s.head.lexemes.includes(lexeme))));
        const sorted = inHead.filter((s) => expected([s], { ...request, text: null, offset: 0 }).total === 1);
        const reference = expected(sorted, { ...request, order: request.order === 'relevance' ? 'newest' : request.order, text: null });
        expect([seed, step, index.listWithHeadLexemes(request, groups)]).toEqual([seed, step, reference]);
      }
    }
  });

  it('puts the newest first among equal ranks, also when a rank equals its upper bound', () => {
    // "kit" and "meal" side by side in each title: every pair at distance 1 with weight A.
    const adjacent: RankDocument = { lexemes: ['kit', 'meal'], starts: Uint32Array.from([0, 1, 2]), packed: Uint16Array.from([2 | (3 << 14), 1 | (3 << 14)]) };
    const studies = [1, 2, 3].map((n): IndexedStudy => ({
      id: `00000000-0000-0000-0000-00000000000${n}`,
      publishedAt: n * 1_000,
      voteCount: 0,
      averageRating: 0,
      ratingCount: 0,
      monthlyRevenue: 0,
      tags: {},
      lexemes: ['kit', 'meal'],
      head: adjacent,
    }));
    const index = CatalogIndex.of(studies);
    const request: ListRequest = { order: 'relevance', conditions: [], text: { items: ['kit', 'meal'] }, offset: 0, limit: 1, cap: 100 };
    expect(index.list(request).ids).toEqual([studies[2]!.id]);
  });

  it('ranks a search of several words as ranking every head match would, among many ties and bounds that equal the rank', () => {
    // Most heads carry "kit" and "meal" (and some "shop", or "meal-kit" covered by "meal"), once
    // or twice, close together, mostly in the title: ranks tie often, the bound is often the rank,
    // and the order of publication has nothing to do with the order the studies were added in.
    const headLexemes = ['kit', 'meal', 'meal-kit', 'shop'];
    for (let seed = 1; seed <= 12; seed += 1) {
      const next = random(seed);
      const studies = Array.from({ length: 300 }, (_, id): IndexedStudy => {
        const lexemes = headLexemes.filter((lexeme) => next() < (lexeme === 'kit' || lexeme === 'meal' ? 0.9 : 0.3));
        const starts = [0];
        const packed: number[] = [];
        for (const _ of lexemes) {
          const positions = [...new Set(Array.from({ length: 1 + Math.floor(next() * 2) }, () => 1 + Math.floor(next() * 3)))].sort((a, b) => a - b);
          for (const position of positions) packed.push(position | ((next() < 0.8 ? 3 : 2) << 14));
          starts.push(packed.length);
        }
        const head: RankDocument = { lexemes, starts: Uint32Array.from(starts), packed: Uint16Array.from(packed) };
        return { ...study(next, id), lexemes: [...headLexemes], head, publishedAt: Math.floor(next() * 8) * 1_000 };
      });
      const index = CatalogIndex.of(studies);
      for (const items of [['kit', 'meal'], ['kit', 'meal', 'shop'], ['kit', 'me']]) {
        for (const [offset, limit] of [[0, 1], [0, 12], [12, 12], [40, 3], [150, 20]] as const) {
          const conditions: Condition[] = offset === 40 ? [{ tag: 'country', anyOf: ['Kenya'] }] : [];
          const request: ListRequest = { order: 'relevance', conditions, text: { items }, offset, limit, cap: 1_000 };
          expect([seed, items, offset, index.list(request)]).toEqual([seed, items, offset, expected(studies, request)]);
        }
      }
    }
  });

  it('ranks a word that heads carry as one lexeme by its postings alone, the newest first among equal ranks', () => {
    // Sixty heads with "kit": most once in the title (equal ranks), some twice or in the introduction.
    const next = random(11);
    const studies = Array.from({ length: 60 }, (_, id): IndexedStudy => {
      const positions = id % 7 === 0 ? [1, 4] : [1 + (id % 3)];
      const weight = id % 5 === 0 ? 2 : 3;
      const head: RankDocument = { lexemes: ['kit'], starts: Uint32Array.from([0, positions.length]), packed: Uint16Array.from(positions.map((p) => p | (weight << 14))) };
      return { ...study(next, id), lexemes: ['kit', 'meal'], head, publishedAt: Math.floor(next() * 20) * 1_000 };
    });
    const index = CatalogIndex.of(studies);
    for (const offset of [0, 2, 4]) {
      const request: ListRequest = { order: 'relevance', conditions: [], text: { items: ['kit'] }, offset, limit: 2, cap: 5 };
      expect(index.list(request)).toEqual(expected(studies, request));
    }
  });

  it('keeps a searched word best first as studies gain it, lose it, change rank or date, and go', () => {
    const next = random(23);
    const kitStudy = (id: number): IndexedStudy => {
      const carries = next() < 0.8;
      const positions = next() < 0.3 ? [1, 4] : [1 + Math.floor(next() * 3)];
      const weight = next() < 0.7 ? 3 : 2;
      const head: RankDocument = carries
        ? { lexemes: ['kit'], starts: Uint32Array.from([0, positions.length]), packed: Uint16Array.from(positions.map((p) => p | (weight << 14))) }
        : { lexemes: [], starts: Uint32Array.from([0]), packed: new Uint16Array(0) };
      return { ...study(next, id), lexemes: carries ? ['kit', 'meal'] : ['meal'], head, publishedAt: Math.floor(next() * 8) * 1_000 };
    };
    const studies = new Map(Array.from({ length: 60 }, (_, id) => [id, kitStudy(id)]));
    const index = CatalogIndex.of(studies.values());
    const pages = () =>
      [0, 3, 9].map((offset) => {
        const request: ListRequest = { order: 'relevance', conditions: [], text: { items: ['kit'] }, offset, limit: 3, cap: 5 };
        return [index.list(request), expected([...studies.values()], request)];
      });
    // The first search makes the word's list; every later one reads it as the changes left it.
    for (const [listed, wanted] of pages()) expect(listed).toEqual(wanted);
    for (let round = 0; round < 6; round += 1) {
      changeAtRandom(next, index, studies, kitStudy, 70);
      for (const [listed, wanted] of pages()) expect(listed).toEqual(wanted);
    }
  });

  it('keeps a search of two words best first as studies gain them, lose them, change rank or date, and go', () => {
    const next = random(29);
    // Most heads carry "kit" and "meal" (some "meal-kit", which "meal" covers too) close together,
    // so ranks tie and the newest goes first among them.
    const pairStudy = (id: number): IndexedStudy => {
      const lexemes = ['kit', 'meal', 'meal-kit'].filter((lexeme) => next() < (lexeme === 'meal-kit' ? 0.3 : 0.85));
      const starts = [0];
      const packed: number[] = [];
      for (const _ of lexemes) {
        const positions = [...new Set(Array.from({ length: 1 + Math.floor(next() * 2) }, () => 1 + Math.floor(next() * 3)))].sort((a, b) => a - b);
        for (const position of positions) packed.push(position | ((next() < 0.8 ? 3 : 2) << 14));
        starts.push(packed.length);
      }
      const head: RankDocument = { lexemes, starts: Uint32Array.from(starts), packed: Uint16Array.from(packed) };
      return { ...study(next, id), lexemes: ['kit', 'meal', 'meal-kit'], head, publishedAt: Math.floor(next() * 8) * 1_000 };
    };
    const studies = new Map(Array.from({ length: 80 }, (_, id) => [id, pairStudy(id)]));
    // A list is kept from 20 head matches here (1,000 in the server).
    const index = CatalogIndex.of(studies.values(), undefined, 20);
    // Pages within the head matches, with the count capped; and with every match counted, the
    // head matches' last page and the story's (the studies whose heads lack a word).
    const pages = () =>
      [['kit', 'meal'], ['kit', 'me'], ['me', 'kit']].flatMap((items) =>
        [[0, 6], [4, 6], [12, 6], [0, 1_000], [52, 1_000], [64, 1_000]].map(([offset, cap]) => {
          const request: ListRequest = { order: 'relevance', conditions: [], text: { items }, offset: offset!, limit: 4, cap: cap! };
          return [items, offset, index.list(request), expected([...studies.values()], request)];
        }),
      );
    // The first searches make the pairs' lists; every later one reads them as the changes left them.
    for (const [items, offset, listed, wanted] of pages()) expect([items, offset, listed]).toEqual([items, offset, wanted]);
    for (let round = 0; round < 8; round += 1) {
      changeAtRandom(next, index, studies, pairStudy, 90);
      for (const [items, offset, listed, wanted] of pages()) expect([items, offset, listed]).toEqual([items, offset, wanted]);
    }
  });

  it('counts a prefix that covers many rare lexemes exactly, though their postings together outnumber the cap', () => {
    // Five studies with twenty lexemes under "e" each, seventy-five with none: a hundred postings
    // (so the list is walked for), while no lexeme under "e" is in more than five studies.
    const next = random(7);
    const studies = Array.from({ length: 80 }, (_, id): IndexedStudy => {
      const base = study(next, id);
      const lexemes = id < 5 ? Array.from({ length: 20 }, (_, n) => `e${String.fromCharCode(97 + n)}`) : ['kit'];
      return { ...base, lexemes, head: { lexemes: [], starts: Uint32Array.from([0]), packed: new Uint16Array(0) } };
    });
    const index = CatalogIndex.of(studies);
    for (const order of ['relevance', 'newest'] as const) {
      const request: ListRequest = { order, conditions: [], text: { items: ['e'] }, offset: 0, limit: 3, cap: 5 };
      expect(index.list(request)).toEqual(expected(studies, request));
      expect(index.list(request)).toMatchObject({ total: 5, totalCapped: false });
    }
  });

  it('answers after many changes as an index built afresh, its arrays compacted on the way', () => {
    const next = random(99);
    const studies = Array.from({ length: 60 }, (_, id) => study(next, id, 40));
    const changed = CatalogIndex.of(studies, 0);
    for (let round = 0; round < 5; round += 1) {
      for (let id = 0; id < 60; id += 1) {
        const s = study(next, id, 40);
        studies[id] = s;
        changed.upsert(s);
      }
    }
    const fresh = CatalogIndex.of(studies);
    for (const items of [['doubl', 'revenu'], ['kit', 'meal'], ['gro', 'saa'], ['e', 'st'], ['asia']]) {
      for (const order of ['relevance', 'newest'] as const) {
        const request: ListRequest = { order, conditions: [], text: { items }, offset: 0, limit: 60, cap: 1_000 };
        expect(changed.list(request)).toEqual(fresh.list(request));
      }
    }
  });
});

