-- Loads pg_trgm in this session, so the function's setting below names a known variable.
SELECT word_similarity('', '');
--> statement-breakpoint
-- The lexemes of the catalogue's words similar to one typed word: pg_trgm's word similarity of
-- at least 0.5 through catalog_words' trigram index (one misspelt letter in a nine-letter word
-- scores about 0.54; the default threshold, 0.6, misses it). The threshold holds for the call
-- alone, so one statement can ask this beside trigram searches at the default, with no
-- transaction of its own (decision 072).
CREATE OR REPLACE FUNCTION catalog_similar_lexemes(typed text) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE
SET pg_trgm.word_similarity_threshold = 0.5
AS $$
  SELECT coalesce(array_agg(DISTINCT lexeme ORDER BY lexeme), '{}')
  FROM catalog_words, unnest(catalog_words.lexemes) lexeme
  WHERE catalog_words.word %> typed
$$;
