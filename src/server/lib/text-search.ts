import { sql, type SQL } from 'drizzle-orm';
import type { HighlightRange } from '#shared/schemas/content.ts';

/** More words than this add little to a search and only cost time. */
export const SEARCH_MAX_WORDS = 8;

/** The full-text configuration used by the generated search_vector columns. */
const CONFIG = sql.raw(`'english'`);

const START = '\u0002';
const STOP = '\u0003';
const HEADLINE_OPTIONS = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`;

/** The distinct runs of letters and digits in a text, lower-cased (the words pg_trgm sees too). */
export function distinctWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
}

/** The letters-and-digits words of what someone typed, lower-cased; punctuation never reaches tsquery syntax. */
export function searchWords(text: string): string[] {
  return distinctWords(text).slice(0, SEARCH_MAX_WORDS);
}

/**
 * Every word must match, each as a stemmed prefix: "retention" finds "retention" and
 * "retentions", "Leip" finds "Leipzig". Null when the text has no words at all.
 */
export function prefixQuery(text: string): SQL | null {
  const source = prefixQuerySource(text);
  return source === null ? null : toTsquery(source);
}

/** The to_tsquery() input of `prefixQuery` (`retention:* & rate:*`), for statements prepared with it as a parameter. */
export function prefixQuerySource(text: string): string | null {
  const words = searchWords(text);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** to_tsquery() of a source text or of a prepared statement's placeholder. */
export function toTsquery(source: unknown): SQL {
  return sql`to_tsquery(${CONFIG}, ${source})`;
}

/** The words of `text` that match the query, marked by PostgreSQL so stemming decides, not us. */
export function matchedWordsSql(text: SQL, query: SQL): SQL<string> {
  return sql<string>`ts_headline(${CONFIG}, ${text}, ${query}, ${HEADLINE_OPTIONS})`;
}

/**
 * The distinct words (lower-cased) of a `word<TAB>lexeme` list (a case study's `card_words`)
 * whose lexeme starts with one of a search's items: the words ts_headline would mark.
 */
export function wordsMatching(wordLexemes: string, items: readonly string[]): string[] {
  if (items.length === 0 || wordLexemes === '') return [];
  const words = new Set<string>();
  for (const line of wordLexemes.split('\n')) {
    const tab = line.indexOf('\t');
    const lexeme = line.slice(tab + 1);
    if (items.some((item) => lexeme.startsWith(item))) words.add(line.slice(0, tab).toLowerCase());
  }
  return [...words];
}

/** The distinct words ts_headline marked. */
export function markedWords(headline: string | null | undefined): string[] {
  if (!headline) return [];
  const words = new Set<string>();
  for (const part of headline.split(START).slice(1)) {
    const word = part.slice(0, part.indexOf(STOP)).toLowerCase();
    if (word) words.add(word);
  }
  return [...words];
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Where the matched words stand in `text` (whole words, case-insensitive), as [start, end)
 * offsets the web marks up itself: no HTML ever travels with a result.
 */
export function highlightRanges(text: string, words: string[]): HighlightRange[] {
  if (words.length === 0) return [];
  const lower = text.toLowerCase();
  const ranges: HighlightRange[] = [];
  for (const word of words) {
    let from = 0;
    for (let at = lower.indexOf(word, from); at !== -1; at = lower.indexOf(word, from)) {
      const end = at + word.length;
      if (!isWordChar(lower[at - 1]) && !isWordChar(lower[end])) ranges.push([at, end]);
      from = end;
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  // Overlapping words (one a prefix of another) become one range.
  return ranges.reduce<HighlightRange[]>((merged, range) => {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
    return merged;
  }, []);
}
