ALTER TABLE "catalog_words" ADD COLUMN "xid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_words_xid_idx" ON "catalog_words" USING btree ("xid");--> statement-breakpoint
-- Words of published studies only, added in the transaction of a change the change log records
-- (migration 0028's triggers: a published insert, or an update of a published study's status or
-- words), so a statement that finds no change since the browse index's look also knows the index
-- holds every word, and the index's next look reads the new words by xid (decision 073).
CREATE OR REPLACE FUNCTION catalog_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_words_add(ARRAY(SELECT search_text FROM inserted WHERE status = 'published'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER catalog_words_update ON case_studies;
--> statement-breakpoint
CREATE TRIGGER catalog_words_update AFTER UPDATE ON case_studies
FOR EACH ROW WHEN (NEW.status = 'published' AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.search_text IS DISTINCT FROM NEW.search_text))
EXECUTE FUNCTION catalog_words_updated();
--> statement-breakpoint
DELETE FROM catalog_words;
--> statement-breakpoint
INSERT INTO catalog_words (word, lexemes)
SELECT word, tsvector_to_array(to_tsvector('english', word))
FROM (SELECT DISTINCT word FROM case_studies, regexp_split_to_table(search_text, '[^[:alnum:]]+') word WHERE status = 'published' AND word <> '') words
ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
ANALYZE catalog_words;
