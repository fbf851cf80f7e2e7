ALTER TABLE "email_outbox" ALTER COLUMN "attempts" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "status" text DEFAULT 'outbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_actions" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "user_actions_target_dedupe_key_idx" ON "user_actions" USING btree ("target_id","dedupe_key");--> statement-breakpoint
UPDATE "email_outbox" SET "status" = 'sent', "attempts" = 1 WHERE "delivered_via" = 'smtp';
