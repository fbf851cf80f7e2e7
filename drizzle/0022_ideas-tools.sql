CREATE TABLE "ai_tool_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tool" text NOT NULL,
	"month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_tool_uses_tool_check" CHECK ("ai_tool_uses"."tool" in ('validator', 'remixer')),
	CONSTRAINT "ai_tool_uses_month_check" CHECK (extract(day from "ai_tool_uses"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "domain_checks" (
	"domain" text PRIMARY KEY NOT NULL,
	"availability" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "domain_checks_availability_check" CHECK ("domain_checks"."availability" in ('available', 'taken', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "idea_case_studies" (
	"idea_id" uuid NOT NULL,
	"case_study_id" uuid NOT NULL,
	CONSTRAINT "idea_case_studies_idea_id_case_study_id_pk" PRIMARY KEY("idea_id","case_study_id")
);
--> statement-breakpoint
CREATE TABLE "idea_saves" (
	"user_id" uuid NOT NULL,
	"idea_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_saves_user_id_idea_id_pk" PRIMARY KEY("user_id","idea_id")
);
--> statement-breakpoint
CREATE TABLE "idea_views" (
	"idea_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "idea_views_idea_id_viewer_key_day_pk" PRIMARY KEY("idea_id","viewer_key","day")
);
--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "save_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "ideas"."title"), 'A') || setweight(to_tsvector('english'::regconfig, "ideas"."summary"), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tool_uses" ADD CONSTRAINT "ai_tool_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_case_studies" ADD CONSTRAINT "idea_case_studies_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_case_studies" ADD CONSTRAINT "idea_case_studies_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_saves" ADD CONSTRAINT "idea_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_saves" ADD CONSTRAINT "idea_saves_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_views" ADD CONSTRAINT "idea_views_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_tool_uses_user_month_idx" ON "ai_tool_uses" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "domain_checks_expires_at_idx" ON "domain_checks" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idea_case_studies_case_study_id_idx" ON "idea_case_studies" USING btree ("case_study_id");--> statement-breakpoint
CREATE INDEX "idea_saves_idea_id_idx" ON "idea_saves" USING btree ("idea_id");--> statement-breakpoint
CREATE INDEX "ideas_created_at_idx" ON "ideas" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_search_vector_idx" ON "ideas" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_counters_check" CHECK ("ideas"."view_count" >= 0 AND "ideas"."save_count" >= 0 AND "ideas"."popularity_score" >= 0);