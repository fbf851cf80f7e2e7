// The business name generator's rules: 15 names per run in 5 rotating styles, decided by the
// keywords and the run number alone, so a run can be repeated and "Generate More" moves on.

export const NAMES_PER_RUN = 15;
export const NAME_STYLES = ['compound', 'prefixed', 'modern', 'blend', 'descriptive'] as const;
export type NameStyle = (typeof NAME_STYLES)[number];
export const NAME_STYLE_LABELS: Record<NameStyle, string> = {
  compound: 'Compound',
  prefixed: 'Action',
  modern: 'Modern',
  blend: 'Blend',
  descriptive: 'Descriptive',
};

/** At most this many words of the keyword field are used. */
export const MAX_KEYWORDS = 3;

const COMPOUND = ['Hub', 'Labs', 'Works', 'Forge', 'Nest', 'Craft', 'Base', 'Stack', 'Spark', 'Path', 'Port', 'Loop', 'Yard', 'Field', 'Wave', 'Dock'];
const PREFIX = ['Get', 'Try', 'Go', 'My', 'Hey', 'Join', 'Meet', 'Use', 'Hello', 'Let’s', 'Just', 'Pro', 'Ever', 'True', 'Bright', 'Bold'];
const MODERN = ['ly', 'ify', 'io', 'able', 'ster', 'era', 'oo', 'eo', 'va', 'ora', 'ix', 'iq', 'ista', 'ery', 'ium', 'ado'];
const BLEND = ['nova', 'sphere', 'wise', 'scape', 'verse', 'mint', 'lane', 'pulse', 'grove', 'bloom', 'shift', 'crest', 'haven', 'vista', 'flow', 'peak'];
const DESCRIPTIVE = ['Studio', 'Collective', 'Partners', 'Supply', 'Co', 'Company', 'Group', 'Market', 'House', 'Guild', 'Lab', 'Society', 'Outfitters', 'Atelier', 'Works', 'Ventures'];

/** The letters-and-digits words of what was typed, lower-cased, at most MAX_KEYWORDS. */
export function keywordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_KEYWORDS);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A small, stable hash (FNV-1a) so each keyword set starts at its own place in the lists. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const pick = <T>(list: readonly T[], index: number) => list[index % list.length]!;

function styled(style: NameStyle, words: string[], slot: number, seed: number): string {
  const word = pick(words, slot);
  const joined = words.map(capitalise).join('');
  const base = capitalise(word);
  switch (style) {
    case 'compound':
      return `${joined}${pick(COMPOUND, seed + slot)}`;
    case 'prefixed':
      return `${pick(PREFIX, seed + slot)}${joined}`;
    case 'modern': {
      const suffix = pick(MODERN, seed + slot);
      // "bake" + "ly" -> "Bakely", "tea" + "ify" -> "Teaify"; a doubled vowel is dropped ("Nova" + "ora" -> "Novora").
      const stem = /[aeiou]$/.test(word) && /^[aeiou]/.test(suffix) ? base.slice(0, -1) : base;
      return `${stem}${suffix}`;
    }
    case 'blend': {
      const stem = word.length > 4 ? base.slice(0, Math.ceil(word.length * 0.6)) : base;
      return `${stem}${pick(BLEND, seed + slot)}`;
    }
    case 'descriptive':
      return `${words.map(capitalise).join(' ')} ${pick(DESCRIPTIVE, seed + slot)}`;
  }
}

export type GeneratedName = { name: string; style: NameStyle; domain: string };

/** The .com a name would use: its letters and digits, lower-cased (accents dropped). */
export function domainFor(name: string): string {
  const label = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return `${label.slice(0, 63)}.com`;
}

/**
 * The names of one run: NAMES_PER_RUN names, the styles taking turns (the run shifts which style
 * comes first), each run moving further along every style's list. Duplicates are skipped.
 */
export function generateNames(keywordText: string, run: number): GeneratedName[] {
  const words = keywordsOf(keywordText);
  if (words.length === 0) return [];
  const seed = hash(words.join(' '));
  const names: GeneratedName[] = [];
  const seen = new Set<string>();
  for (let i = 0; names.length < NAMES_PER_RUN && i < NAMES_PER_RUN * 4; i += 1) {
    const style = NAME_STYLES[(i + run) % NAME_STYLES.length]!;
    const slot = run * NAMES_PER_RUN + i;
    const name = styled(style, words, slot, seed);
    const domain = domainFor(name);
    if (seen.has(domain) || domain === '.com') continue;
    seen.add(domain);
    names.push({ name, style, domain });
  }
  return names;
}
