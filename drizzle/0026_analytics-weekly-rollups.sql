CREATE TABLE "analytics_weekly_items" (
	"week" date NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"engagements" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_weekly_items_week_item_kind_item_id_pk" PRIMARY KEY("week","item_kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_weekly_pages" (
	"week" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_weekly_pages_week_path_pk" PRIMARY KEY("week","path")
);
--> statement-breakpoint
INSERT INTO "analytics_weekly_items" ("week", "item_kind", "item_id", "views", "engagements", "clicks") SELECT date_trunc('week', "day")::date, "item_kind", "item_id", sum("views")::int, sum("engagements")::int, sum("clicks")::int FROM "analytics_daily_items" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "analytics_weekly_pages" ("week", "path", "views") SELECT date_trunc('week', "day")::date, "path", sum("views")::int FROM "analytics_daily_pages" GROUP BY 1, 2;
