DROP INDEX "case_studies_region_tags_idx";--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "region_keys" text[] GENERATED ALWAYS AS (lower_tags("case_studies"."region_tags")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "case_studies_region_keys_idx" ON "case_studies" USING gin ("region_keys");