ALTER TYPE "public"."user_action_type" ADD VALUE 'quest_completed';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'achievement_unlocked';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'level_up';--> statement-breakpoint
CREATE TABLE "quest_action_marks" (
	"user_id" uuid NOT NULL,
	"quest_date" date NOT NULL,
	"action_key" text NOT NULL,
	CONSTRAINT "quest_action_marks_user_id_quest_date_action_key_pk" PRIMARY KEY("user_id","quest_date","action_key")
);
--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "xp_transactions" ADD COLUMN "source_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "quest_action_marks" ADD CONSTRAINT "quest_action_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quest_action_marks_quest_date_idx" ON "quest_action_marks" USING btree ("quest_date");--> statement-breakpoint
CREATE UNIQUE INDEX "xp_transactions_user_source_key_idx" ON "xp_transactions" USING btree ("user_id","source_key");