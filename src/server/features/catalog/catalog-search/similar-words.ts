import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { resultRows } from '../../../lib/sql-helpers.ts';

/** The distinct typed words, space-separated: the parameter `similarLexemesJson` reads. */
function typedWordsParameter(typed: readonly string[]): string {
  // Typed words are runs of letters and digits (searchWords): a space parts them.
  return [...new Set(typed)].join(' ');
}

/**
 * For each typed word of `words` (`typedWordsParameter`), in typed order, the lexemes of the
 * catalogue's words similar to it (`catalog_similar_lexemes`: pg_trgm's word similarity through
 * `catalog_words`' trigram index, migration 0046), as one JSON array of arrays: the typo-tolerant
 * fallback then lists the studies whose head carries one lexeme of every group (decisions 070,
 * 072). Each word is compared alone: a stretch across several words of a title does not count.
 * The browse index finds the same words in its own list (`CatalogWords`, decision 073).
 */
function similarLexemesJson(words: unknown): SQL<string[][]> {
  return sql<string[][]>`(select coalesce(json_agg(catalog_similar_lexemes(typed.word) order by typed.position), '[]'::json)
    from unnest(string_to_array(${words}::text, ' ')) with ordinality typed(word, position))`;
}

/** `similarLexemesJson` of the typed words, in one statement: the SQL path's typo-tolerant fallback. */
export async function similarLexemes(db: Database, typed: readonly string[]): Promise<string[][]> {
  const words = typedWordsParameter(typed);
  if (words === '') return [];
  const [row] = resultRows<{ groups: string[][] }>(await db.execute(sql`select ${similarLexemesJson(words)} as "groups"`));
  return row?.groups ?? [];
}

/** A tsquery's text matching one lexeme of every group exactly: `('a' | 'b') & ('c')`. */
export function lexemeGroupsQuery(groups: readonly (readonly string[])[]): string {
  const quoted = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return groups.map((group) => `(${group.map(quoted).join(' | ')})`).join(' & ');
}
