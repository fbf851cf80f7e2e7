CREATE TABLE "catalog_changes" (
	"version" bigint PRIMARY KEY NOT NULL,
	"case_study_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"pruned_through" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every change a browse list can notice (published rows appearing, leaving or changing a filter,
-- sort or text column) raises the catalog version in the writing transaction and records which
-- study changed. The counter row's lock orders writers, so when a reader sees version n, every
-- change up to n is committed and visible to it (ADR 035).
CREATE OR REPLACE FUNCTION catalog_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
  INSERT INTO catalog_changes (version, case_study_id)
  VALUES (next_version, CASE WHEN TG_OP = 'TRUNCATE' THEN NULL WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_changes_insert AFTER INSERT ON case_studies
FOR EACH ROW WHEN (NEW.status = 'published') EXECUTE FUNCTION catalog_changes_record();
--> statement-breakpoint
CREATE TRIGGER catalog_changes_delete AFTER DELETE ON case_studies
FOR EACH ROW WHEN (OLD.status = 'published') EXECUTE FUNCTION catalog_changes_record();
--> statement-breakpoint
CREATE TRIGGER catalog_changes_update AFTER UPDATE ON case_studies
FOR EACH ROW WHEN (
  (OLD.status = 'published' OR NEW.status = 'published') AND (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.published_at IS DISTINCT FROM NEW.published_at
    OR OLD.vote_count IS DISTINCT FROM NEW.vote_count
    OR OLD.average_rating IS DISTINCT FROM NEW.average_rating
    OR OLD.rating_count IS DISTINCT FROM NEW.rating_count
    OR OLD.monthly_revenue IS DISTINCT FROM NEW.monthly_revenue
    OR OLD.starting_costs IS DISTINCT FROM NEW.starting_costs
    OR OLD.founder_count IS DISTINCT FROM NEW.founder_count
    OR OLD.employee_count IS DISTINCT FROM NEW.employee_count
    OR OLD.year_founded IS DISTINCT FROM NEW.year_founded
    OR OLD.case_study_type IS DISTINCT FROM NEW.case_study_type
    OR OLD.business_model IS DISTINCT FROM NEW.business_model
    OR OLD.primary_growth_channel IS DISTINCT FROM NEW.primary_growth_channel
    OR OLD.funding_type IS DISTINCT FROM NEW.funding_type
    OR OLD.customer_type IS DISTINCT FROM NEW.customer_type
    OR OLD.involvement IS DISTINCT FROM NEW.involvement
    OR OLD.continent IS DISTINCT FROM NEW.continent
    OR OLD.country IS DISTINCT FROM NEW.country
    OR OLD.niche IS DISTINCT FROM NEW.niche
    OR OLD.region_keys IS DISTINCT FROM NEW.region_keys
    OR OLD.search_vector IS DISTINCT FROM NEW.search_vector
    OR OLD.search_head IS DISTINCT FROM NEW.search_head
    OR OLD.search_text IS DISTINCT FROM NEW.search_text
  )
) EXECUTE FUNCTION catalog_changes_record();
--> statement-breakpoint
CREATE TRIGGER catalog_changes_truncate AFTER TRUNCATE ON case_studies
FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_record();
