import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { resultRows } from '../lib/sql-helpers.ts';

/**
 * For each distinct typed word, in typed order, the lexemes of the catalogue's words similar to
 * it (`catalog_similar_lexemes`: pg_trgm's word similarity through `catalog_words`' trigram index,
 * migration 0046), in one statement: the SQL path's typo-tolerant fallback then lists the studies
 * whose head carries one lexeme of every group (decisions 070, 072). Each word is compared alone:
 * a stretch across several words of a title does not count. The browse index finds the same
 * words in its own list (`CatalogWords`, decision 073).
 */
export async function similarLexemes(db: Database, typed: readonly string[]): Promise<string[][]> {
  // Typed words are runs of letters and digits (searchWords): a space parts them.
  const words = [...new Set(typed)].join(' ');
  if (words === '') return [];
  const [row] = resultRows<{ groups: string[][] }>(
    await db.execute(sql`select (select coalesce(json_agg(catalog_similar_lexemes(typed.word) order by typed.position), '[]'::json)
      from unnest(string_to_array(${words}::text, ' ')) with ordinality typed(word, position)) as "groups"`),
  );
  return row?.groups ?? [];
}

/** A tsquery's text matching one lexeme of every group exactly: `('a' | 'b') & ('c')`. */
export function lexemeGroupsQuery(groups: readonly (readonly string[])[]): string {
  const quoted = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return groups.map((group) => `(${group.map(quoted).join(' | ')})`).join(' & ');
}
