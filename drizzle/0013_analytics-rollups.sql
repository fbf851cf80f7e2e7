CREATE TABLE "analytics_daily_active_users" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "analytics_daily_active_users_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_items" (
	"day" date NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"engagements" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_items_day_item_kind_item_id_pk" PRIMARY KEY("day","item_kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"content_views" integer DEFAULT 0 NOT NULL,
	"engagements" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"time_spent_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_ingest_budget" (
	"session_id" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_ingest_budget_session_id_window_start_pk" PRIMARY KEY("session_id","window_start")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_active_users" ADD CONSTRAINT "analytics_daily_active_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_active_users_user_idx" ON "analytics_daily_active_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "analytics_ingest_budget_window_idx" ON "analytics_ingest_budget" USING btree ("window_start");