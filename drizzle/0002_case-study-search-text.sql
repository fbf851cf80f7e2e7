DROP INDEX "case_studies_title_trgm_idx";--> statement-breakpoint
DROP INDEX "case_studies_introduction_trgm_idx";--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("case_studies"."title" || E'
' || coalesce("case_studies"."content_structure" ->> 'introduction', ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "case_studies_search_text_trgm_idx" ON "case_studies" USING gin ("search_text" gin_trgm_ops);