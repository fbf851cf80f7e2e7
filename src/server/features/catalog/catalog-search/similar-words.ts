import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { resultRows } from '../../../lib/sql-helpers.ts';

/** One misspelt letter in a nine-letter word scores about 0.54; pg_trgm's default is 0.6. */
const SIMILAR_WORD_THRESHOLD = 0.5;

/**
 * For each distinct typed word, in typed order, the lexemes of the catalogue's words with
 * pg_trgm's word similarity of at least the threshold to it (`catalog_words`, through its
 * trigram index): the typo-tolerant fallback then lists the studies whose head carries one
 * lexeme of every group (decision 070). Each word is compared alone: a stretch across several
 * words of a title does not count.
 */
export async function similarLexemes(db: Database, typed: readonly string[]): Promise<string[][]> {
  // Typed words are runs of letters and digits (searchWords): a space parts them.
  const words = [...new Set(typed)];
  if (words.length === 0) return [];
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${SIMILAR_WORD_THRESHOLD}`));
    return resultRows<{ lexemes: string[] }>(
      await tx.execute(sql`
        select array(
          select distinct lexeme from catalog_words, unnest(catalog_words.lexemes) lexeme
          where catalog_words.word %> typed.word order by 1
        ) as "lexemes"
        from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality typed(word, position)
        order by typed.position`),
    );
  });
  return rows.map((row) => row.lexemes);
}

/** A tsquery's text matching one lexeme of every group exactly: `('a' | 'b') & ('c')`. */
export function lexemeGroupsQuery(groups: readonly (readonly string[])[]): string {
  const quoted = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return groups.map((group) => `(${group.map(quoted).join(' | ')})`).join(' & ');
}
