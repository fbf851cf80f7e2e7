-- The words each card shows (title, then snippet or introduction) with the lexemes the english
-- configuration gives them, one `word<TAB>lexeme` per line. A search marks the words whose lexeme
-- starts with one of its items, exactly the words ts_headline(HighlightAll) would mark: the same
-- parser's tokens, each through the configuration's dictionary, without the compound tokens
-- (hyphenated words, URLs) that ts_headline shows as their parts. Kept with the row, so a search
-- reads them instead of running ts_headline over every card (ADR 037).
CREATE OR REPLACE FUNCTION case_study_card_words(title text, snippet text, content jsonb)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(DISTINCT token.token || E'\t' || lexeme, E'\n'), '')
  FROM ts_parse('default', coalesce(title, '') || E'\n' || coalesce(snippet, content ->> 'introduction', '')) AS token
  JOIN pg_ts_config_map AS map
    ON map.mapcfg = 'english'::regconfig AND map.maptokentype = token.tokid AND map.mapseqno = 1
  CROSS JOIN LATERAL unnest(ts_lexize(map.mapdict, token.token)) AS lexeme
  WHERE token.tokid NOT IN (
    SELECT tokid FROM ts_token_type('default') WHERE alias IN ('asciihword', 'hword', 'numhword', 'url')
  )
$$;
--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "card_words" text GENERATED ALWAYS AS (case_study_card_words("case_studies"."title", "case_studies"."snippet", "case_studies"."content_structure")) STORED NOT NULL;
