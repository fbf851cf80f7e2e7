ALTER TABLE "case_studies" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "case_studies" cs SET "rating_sum" = r.total
FROM (SELECT "case_study_id", sum("rating")::int AS total FROM "ratings" WHERE "case_study_id" IS NOT NULL GROUP BY 1) r
WHERE r."case_study_id" = cs."id";--> statement-breakpoint
UPDATE "tactics" t SET "rating_sum" = r.total
FROM (SELECT "tactic_id", sum("rating")::int AS total FROM "ratings" WHERE "tactic_id" IS NOT NULL GROUP BY 1) r
WHERE r."tactic_id" = t."id";
