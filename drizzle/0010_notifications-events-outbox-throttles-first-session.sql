CREATE TYPE "public"."event_state" AS ENUM('pending', 'processing', 'done', 'dead');--> statement-breakpoint
CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" uuid,
	"state" "event_state" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "events_attempts_check" CHECK ("events"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "attempts" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "status" text DEFAULT 'outbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "first_session_id" uuid;--> statement-breakpoint
ALTER TABLE "user_actions" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "user_actions" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_throttles_window_started_at_idx" ON "auth_throttles" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "events_due_idx" ON "events" USING btree ("run_after") WHERE "events"."state" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "events_state_created_at_idx" ON "events" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "user_actions_target_dedupe_key_idx" ON "user_actions" USING btree ("target_id","dedupe_key");--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_event_id_unique" UNIQUE("event_id");--> statement-breakpoint
UPDATE "email_outbox" SET "status" = 'sent', "attempts" = 1 WHERE "delivered_via" = 'smtp';