DROP TABLE "catalog_changes" CASCADE;--> statement-breakpoint
DROP TABLE "catalog_version" CASCADE;--> statement-breakpoint
CREATE TABLE "catalog_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_study_id" uuid,
	"xid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_changes_pruned" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"through_xid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_xid_idx" ON "catalog_changes" USING btree ("xid");--> statement-breakpoint
INSERT INTO "catalog_changes_pruned" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A change a browse list can notice appends a row with the writer's transaction id, and nothing
-- else: no row is shared between writers, so votes, ratings and every other change of a
-- published study wait for no other writer (ADR 053). A reader knows from its snapshot which
-- transactions it has not seen, and reads their rows; the triggers of migration 0028 (and which
-- columns they watch) stay as they are.
CREATE OR REPLACE FUNCTION catalog_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (case_study_id)
  VALUES (CASE WHEN TG_OP = 'TRUNCATE' THEN NULL WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END
$$;
