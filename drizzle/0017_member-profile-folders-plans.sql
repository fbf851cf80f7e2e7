ALTER TYPE "public"."user_action_type" ADD VALUE 'bookmark_reminder';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'plan_reminder';--> statement-breakpoint
CREATE TABLE "bookmark_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmark_folders_user_name_unique" UNIQUE("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "tactic_plan_steps" (
	"plan_id" uuid NOT NULL,
	"day" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"xp_reward" integer NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "tactic_plan_steps_plan_id_day_pk" PRIMARY KEY("plan_id","day"),
	CONSTRAINT "tactic_plan_steps_day_check" CHECK ("tactic_plan_steps"."day" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE TABLE "tactic_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tactic_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tactic_plans_user_tactic_unique" UNIQUE("user_id","tactic_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "public_fields" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD COLUMN "folder_id" uuid;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookmark_folders" ADD CONSTRAINT "bookmark_folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactic_plan_steps" ADD CONSTRAINT "tactic_plan_steps_plan_id_tactic_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."tactic_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactic_plans" ADD CONSTRAINT "tactic_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactic_plans" ADD CONSTRAINT "tactic_plans_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tactic_plans_tactic_id_idx" ON "tactic_plans" USING btree ("tactic_id");--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_folder_id_bookmark_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."bookmark_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmarks_folder_id_idx" ON "bookmarks" USING btree ("folder_id");