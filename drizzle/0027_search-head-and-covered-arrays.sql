-- Search ranks matches in the title (A), introduction (B) and labels (C) by ts_rank over this
-- small document; a word found only in the rest of the story ranks after them, newest first.
-- Ranking every match of a common word over the whole story read every matching row (ADR 029).
CREATE OR REPLACE FUNCTION case_study_search_head(
  title text,
  content jsonb,
  labels text[],
  model business_model,
  channel growth_channel
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(title, '')), 'A')
      || setweight(to_tsvector('english', coalesce(content ->> 'introduction', '')), 'B')
      || setweight(to_tsvector('english', array_to_string(labels, ' ') || ' ' || coalesce(model::text, '') || ' ' || coalesce(channel::text, '')), 'C')
$$;
--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (case_study_search_head("case_studies"."title", "case_studies"."content_structure", "case_studies"."tags" || "case_studies"."region_tags" || "case_studies"."niche" || ARRAY["case_studies"."country"], "case_studies"."business_model", "case_studies"."primary_growth_channel")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "case_studies_search_head_idx" ON "case_studies" USING gin ("search_head");
--> statement-breakpoint
-- The browse-sort indexes also carry niches and region keys, so a niche or region filter is
-- checked in the index too: the deep page and its count never read the wide table rows.
DROP INDEX "case_studies_browse_newest_idx";--> statement-breakpoint
DROP INDEX "case_studies_browse_most_voted_idx";--> statement-breakpoint
DROP INDEX "case_studies_browse_highest_rated_idx";--> statement-breakpoint
DROP INDEX "case_studies_browse_revenue_idx";--> statement-breakpoint
CREATE INDEX "case_studies_browse_newest_idx" ON "case_studies" ("published_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("case_study_type", "business_model", "primary_growth_channel", "funding_type", "customer_type", "involvement", "continent", "country", "monthly_revenue", "starting_costs", "founder_count", "employee_count", "year_founded", "niche", "region_keys")
  WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX "case_studies_browse_most_voted_idx" ON "case_studies" ("vote_count" DESC NULLS FIRST, "published_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("case_study_type", "business_model", "primary_growth_channel", "funding_type", "customer_type", "involvement", "continent", "country", "monthly_revenue", "starting_costs", "founder_count", "employee_count", "year_founded", "niche", "region_keys")
  WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX "case_studies_browse_highest_rated_idx" ON "case_studies" ("average_rating" DESC NULLS FIRST, "rating_count" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("case_study_type", "business_model", "primary_growth_channel", "funding_type", "customer_type", "involvement", "continent", "country", "monthly_revenue", "starting_costs", "founder_count", "employee_count", "year_founded", "niche", "region_keys")
  WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX "case_studies_browse_revenue_idx" ON "case_studies" ("monthly_revenue" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("case_study_type", "business_model", "primary_growth_channel", "funding_type", "customer_type", "involvement", "continent", "country", "starting_costs", "founder_count", "employee_count", "year_founded", "niche", "region_keys")
  WHERE "status" = 'published';
