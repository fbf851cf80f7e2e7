CREATE TABLE "analytics_member_last_active" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_totals" ADD COLUMN "active_users" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_member_last_active" ADD CONSTRAINT "analytics_member_last_active_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_member_last_active_day_idx" ON "analytics_member_last_active" USING btree ("day");--> statement-breakpoint
UPDATE "analytics_daily_totals" AS t SET "active_users" = a.n FROM (SELECT "day", count(*)::int AS n FROM "analytics_daily_active_users" GROUP BY "day") AS a WHERE a."day" = t."day";--> statement-breakpoint
INSERT INTO "analytics_member_last_active" ("user_id", "day") SELECT "user_id", max("day") FROM "analytics_daily_active_users" GROUP BY "user_id";
