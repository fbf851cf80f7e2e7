CREATE TABLE "case_study_facet_counts" (
	"facet" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_study_facet_counts_facet_key_pk" PRIMARY KEY("facet","key")
);
--> statement-breakpoint
DROP INDEX "case_studies_vote_count_idx";--> statement-breakpoint
DROP INDEX "case_studies_average_rating_idx";--> statement-breakpoint
DROP INDEX "case_studies_monthly_revenue_idx";--> statement-breakpoint
DROP INDEX "tactics_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (case_study_search_vector("case_studies"."title", "case_studies"."content_structure", "case_studies"."tags" || "case_studies"."region_tags" || "case_studies"."niche" || ARRAY["case_studies"."country"], "case_studies"."business_model", "case_studies"."primary_growth_channel", ARRAY["case_studies"."content_genesis", "case_studies"."content_validation", "case_studies"."content_building", "case_studies"."content_launch", "case_studies"."content_growth", "case_studies"."content_status_future", "case_studies"."content_lessons_learned", "case_studies"."content_advice", "case_studies"."founder_quote"])) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (tactic_search_vector("tactics"."name", "tactics"."description_html", "tactics"."tags")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "case_study_facet_counts_uses_idx" ON "case_study_facet_counts" USING btree ("facet","uses" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "case_studies_browse_newest_idx" ON "case_studies" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "case_studies"."status" = 'published';--> statement-breakpoint
CREATE INDEX "case_studies_browse_most_voted_idx" ON "case_studies" USING btree ("vote_count" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "case_studies"."status" = 'published';--> statement-breakpoint
CREATE INDEX "case_studies_browse_highest_rated_idx" ON "case_studies" USING btree ("average_rating" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "case_studies"."status" = 'published';--> statement-breakpoint
CREATE INDEX "case_studies_browse_revenue_idx" ON "case_studies" USING btree ("monthly_revenue" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "case_studies"."status" = 'published';--> statement-breakpoint
CREATE INDEX "case_studies_starting_costs_idx" ON "case_studies" USING btree ("starting_costs");--> statement-breakpoint
CREATE INDEX "case_studies_team_size_idx" ON "case_studies" USING btree (("founder_count" + "employee_count"));--> statement-breakpoint
CREATE INDEX "case_studies_search_vector_idx" ON "case_studies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tactics_search_vector_idx" ON "tactics" USING gin ("search_vector");