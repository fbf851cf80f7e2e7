import { sql, type SQL } from 'drizzle-orm';
import { stem } from 'porter2';
import type { Database } from '../../db/client.ts';
import { ENGLISH_STOP_WORDS } from '../../lib/english-stop-words.ts';
import { resultRows } from '../../lib/sql-helpers.ts';
import { searchWords } from '../../lib/text-search.ts';
import type { TextQuery } from './catalog-index.ts';
import { sortedUniqueItems, type RankDocument } from './ts-rank.ts';
import { changedSince, seenParameters, type Seen } from './change-log.ts';
import type { SinceLook } from '../catalog-search.ts';

/** The items of a tsquery's text form (`'meal':* & 'kit':*`): our queries are an AND of stemmed prefixes. */
export function parseTsquery(text: string): TextQuery {
  const operands = [...text.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!.replaceAll("''", "'").replaceAll('\\\\', '\\'));
  return { items: sortedUniqueItems(operands) };
}

/**
 * The items PostgreSQL's `english` configuration gives the words of `text` (each a prefix),
 * worked out here so a search can pick its page before the database's parse returns: a plain
 * ASCII word loses its stop words and goes through Snowball's English stemmer (Porter2), a word
 * with digits stays as typed. Only a guess: the parse, read in the statement that reads the
 * page's cards, decides (decision 038). Null when a word has other letters.
 */
export function guessedQuery(text: string): TextQuery | null {
  const items: string[] = [];
  for (const word of searchWords(text)) {
    if (/^[a-z]+$/.test(word)) {
      if (!ENGLISH_STOP_WORDS.has(word)) items.push(stem(word));
    } else if (/^[a-z0-9]+$/.test(word)) items.push(word);
    else return null;
  }
  return { items: sortedUniqueItems(items) };
}

export const sameItems = (a: TextQuery, b: TextQuery) => a.items.length === b.items.length && a.items.every((item, i) => item === b.items[i]);

/**
 * Stemming and stop words are PostgreSQL's: it parses the query, the index matches it. The
 * same statement asks whether anything changed since the browse index's last look, so the list
 * needs no other look when nothing did (`sinceLook`, null without an index).
 */
export type ParsedQuery = { text: TextQuery; sinceLook: SinceLook | null };

export async function parsedQuery(db: Database, query: SQL, known: { seen: Seen; look: number } | null): Promise<ParsedQuery> {
  const since = seenParameters(known?.seen ?? null);
  const [row] = resultRows<{ text: string; changed: boolean }>(
    await db.execute(sql`select ${query}::text as "text", ${changedSince(since.xmin, since.xmax, since.xip)} as "changed"`),
  );
  return { text: parseTsquery(row?.text ?? ''), sinceLook: known ? { look: known.look, changed: row?.changed !== false } : null };
}

const WEIGHT_INDEX: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * A tsvector's text form (`'kit':3B,7 'meal':2A`), lexemes in stored order, into positions
 * packed as PostgreSQL packs them (position | weight << 14). Reading the text form costs the
 * database far less than building any other shape of it.
 */
export function parseTsvector(text: string): RankDocument {
  const lexemes: string[] = [];
  const starts: number[] = [];
  const packed: number[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === ' ') {
      at += 1;
      continue;
    }
    // A quoted lexeme, with '' and \\ standing for one quote and one backslash.
    let lexeme = '';
    at += 1;
    for (;;) {
      const char = text[at]!;
      if (char === "'" && text[at + 1] === "'") {
        lexeme += "'";
        at += 2;
      } else if (char === '\\') {
        lexeme += text[at + 1];
        at += 2;
      } else if (char === "'") {
        at += 1;
        break;
      } else {
        lexeme += char;
        at += 1;
      }
    }
    lexemes.push(lexeme);
    starts.push(packed.length);
    if (text[at] !== ':') continue;
    at += 1;
    for (;;) {
      let position = 0;
      while (text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) position = position * 10 + text.charCodeAt(at++) - 48;
      const weight = WEIGHT_INDEX[text[at]!];
      if (weight !== undefined) at += 1;
      packed.push(position | ((weight ?? 0) << 14));
      if (text[at] !== ',') break;
      at += 1;
    }
  }
  starts.push(packed.length);
  return { lexemes, starts: Uint32Array.from(starts), packed: Uint16Array.from(packed) };
}
