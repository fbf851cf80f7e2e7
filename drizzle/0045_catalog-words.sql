CREATE TABLE "catalog_words" (
	"word" text PRIMARY KEY NOT NULL,
	"lexemes" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_words_word_trgm_idx" ON "catalog_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Each word of a title and introduction, as search_text's runs of letters and digits, with the
-- lexemes the `english` configuration gives it alone: those search_head holds for it (decision
-- 070). In word order, so two writers adding the same new words wait for each other at most
-- once and never deadlock; a word already known costs one index probe.
CREATE OR REPLACE FUNCTION catalog_words_add(texts text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalog_words (word, lexemes)
  SELECT word, tsvector_to_array(to_tsvector('english', word))
  FROM (
    SELECT DISTINCT word FROM unnest(texts) text, regexp_split_to_table(text, '[^[:alnum:]]+') word WHERE word <> ''
  ) words
  ORDER BY word
  ON CONFLICT (word) DO NOTHING
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_words_add(ARRAY(SELECT search_text FROM inserted));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_words_add(ARRAY[NEW.search_text]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Once per statement for inserts (an import adds thousands of studies in one), once per row for
-- an update that changed the words: a vote or a rating changes none and runs nothing here.
CREATE TRIGGER catalog_words_insert AFTER INSERT ON case_studies
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION catalog_words_inserted();
--> statement-breakpoint
CREATE TRIGGER catalog_words_update AFTER UPDATE ON case_studies
FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION catalog_words_updated();
--> statement-breakpoint
INSERT INTO catalog_words (word, lexemes)
SELECT word, tsvector_to_array(to_tsvector('english', word))
FROM (SELECT DISTINCT word FROM case_studies, regexp_split_to_table(search_text, '[^[:alnum:]]+') word WHERE word <> '') words
ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
ANALYZE catalog_words;
